// Online play (src/online/README.md, "Host authority" and "Messages"): what a forger or a broken
// client sends from a guest's page (window.txekNetRaw: raw text on its data channel) never
// reaches the match: a move for another seat, a message naming a seat, text that is not JSON, an
// oversize message and a flood are refused and counted, the flooding connection is closed, and
// the game goes on. Two real browsers over a real WebRTC data channel, playing Checks.
// Run inside a network namespace of its own (CTest does):
//   cd web && TXEK_SITE=$PWD/../build/web/site bash tests/netns.sh node --test tests/online/guard.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useOnline, setUpTable, tableOf, state, waitForState, waitForTable, playOne, received, readStorage,
  checkGuestReceived,
} from './lib.mjs';

const env = useOnline();

const stats = async (host) => (await state(host.page)).checks.online.stats;
const raw = (guest, text) => guest.page.evaluate((t) => window.txekNetRaw(t), text);

// Waits for the host's counters to reach `want` (a partial { name: at least }).
function statsReach(host, want, what) {
  return waitForState(host.page, (x, w) => Object.entries(w).every(([k, v]) => x.checks.online.stats[k] >= v),
    want, what, 15_000);
}

test('checks online (Host authority, Messages): a forged move for another seat, an act naming a ' +
  'seat, text that is not JSON, an oversize message and a flood of 2000 messages are refused and ' +
  'counted, never reaching the match; the flooding connection is closed; the guest comes back ' +
  'with its secret and the game goes on', { timeout: 300_000 }, async () => {
  const { host, guests: [guest] } = await setUpTable(env, 'checks', { players: 2 });
  try {
    // Play until the guest has had a turn and it is the host's turn again: the guest's last
    // legal codes are moves of its own that are not its to make now.
    const hostTurn = (x) => x.current === 0 && x.phase === 'play';
    let guestMoved = 0;
    for (let i = 0; i < 10 && !(guestMoved > 0 && hostTurn(tableOf(await state(host.page), 'checks'))); i++) {
      const c = tableOf(await state(host.page), 'checks');
      if (c.current === 0) await playOne(host.page, 'checks');
      else guestMoved += (await playOne(guest.page, 'checks')) ? 1 : 0;
    }
    let h = tableOf(await waitForTable(host.page, 'checks', (x) => x.current === 0 && x.settled, null, "the host's turn"), 'checks');
    const updates = (await received(guest.page)).filter((m) => m.msg.t === 'update');
    const earlier = updates.filter((m) => m.msg.legal.length > 0).at(-1).msg;
    const last = updates.at(-1).msg;
    assert.deepEqual(last.legal, [], 'no legal move of the guest now: the host is to play');
    const code = earlier.legal[0];
    const moves = h.moves;
    const actions = (await readStorage(host.page, 'checks.game')).data.actions;
    let st = await stats(host);
    assert.deepEqual([st.malformed, st.flooded, st.refused, st.closed], [0, 0, 0, 0]);

    // (a) A move of the guest's own list, sent when it is not its turn: the match refuses it and
    // the guest is told why; the log does not grow.
    const refusedBefore = (await received(guest.page)).filter((m) => m.msg.t === 'refused').length;
    assert.equal(await raw(guest, JSON.stringify({ v: 1, t: 'act', code, rev: last.rev, ms: 120 })), true);
    st = (await statsReach(host, { refused: 1 }, 'the forged move refused')).checks.online.stats;
    const answer = (await received(guest.page)).filter((m) => m.msg.t === 'refused');
    assert.equal(answer.length, refusedBefore + 1, 'the guest is told');
    const refusal = answer.at(-1).msg.why;
    assert.ok(refusal.length > 0, 'the guest is told why');
    // An act naming the seat it would act for: unreadable (a field no act has).
    await raw(guest, JSON.stringify({ v: 1, t: 'act', code, rev: last.rev, ms: 120, seat: 0 }));
    st = (await statsReach(host, { malformed: 1 }, 'the act naming a seat dropped')).checks.online.stats;
    // (b) Not JSON, and an oversize message (a pong padded past 2048 bytes with white space).
    await raw(guest, 'act 0 1 please {');
    const big = JSON.stringify({ v: 1, t: 'pong', id: 1 }) + ' '.repeat(2100);
    assert.ok(big.length > 2048);
    await raw(guest, big);
    st = (await statsReach(host, { malformed: 3 }, 'the unreadable messages dropped')).checks.online.stats;
    assert.equal(st.refused, 1);
    assert.equal(st.malformed, 3);
    h = tableOf(await state(host.page), 'checks');
    assert.equal(h.moves, moves, "nothing reached the match: the host's revision");
    assert.equal(h.current, 0);
    assert.equal((await readStorage(host.page, 'checks.game')).data.actions, actions, 'the saved log did not grow');

    // The host keeps playing, and so does the guest.
    assert.ok(await playOne(host.page, 'checks'), 'the host moves');
    assert.ok(await playOne(guest.page, 'checks'), 'the guest moves');

    // (c) A flood: 2000 messages at once. 40 are read (a burst), the rest dropped unread until
    // the host has had enough and closes the connection.
    const pong = JSON.stringify({ v: 1, t: 'pong', id: 424242 });
    const sent = await guest.page.evaluate((t) => {
      let n = 0;
      for (let i = 0; i < 2000; i++) n += window.txekNetRaw(t) ? 1 : 0;
      return n;
    }, pong);
    assert.ok(sent >= 1000, `${sent} messages sent`);
    st = (await statsReach(host, { closed: 1, flooded: 100 }, 'the flooding connection closed')).checks.online.stats;
    assert.equal(st.closed, 1, 'one connection closed');
    assert.ok(st.flooded >= 100 && st.flooded <= 2000, `flooded ${st.flooded}`);
    assert.equal(st.refused, 1);
    let g = await waitForState(guest.page, (x) => ['closed', 'lost'].includes(x.online.guest.stage), null,
      'the guest told the connection closed');
    const why = g.online.guest.why;
    h = tableOf(await waitForState(host.page, (x) => x.checks.online.waiting, null, 'the game waiting for the guest'), 'checks');
    const closedAt = h.moves;

    // The guest's page is opened again: its secret takes its seat back, and the game goes on.
    await guest.page.reload();
    g = await waitForState(guest.page, (x) => x.online?.guest?.stage === 'playing' && !!x.online.guest.view, null,
      'the guest back at its seat', 20_000);
    assert.equal(g.online.guest.seat, 1);
    await waitForState(host.page, (x) => !x.checks.online.waiting, null, 'the game going on');
    assert.equal(tableOf(await state(host.page), 'checks').moves, closedAt, 'nothing was played meanwhile');
    const next = async (p) => {
      const c = tableOf(await state(host.page), 'checks');
      return playOne(c.current === 0 ? host.page : guest.page, 'checks');
    };
    assert.ok(await next(), 'a next move');
    assert.ok(await next(), 'and the one after');
    st = await stats(host);
    assert.equal(st.closed, 1);
    await checkGuestReceived(host.page, guest.page, 'checks', 1);
    console.log(`guard: stats ${JSON.stringify(st)}; the forged move: "${refusal}"; the flood: "${why}"`);
    assert.deepEqual(host.problems, []);
    assert.deepEqual(guest.problems, []);
  } finally {
    await host.context.close();
    await guest.context.close();
  }
});
