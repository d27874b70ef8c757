// Online play (src/online/README.md) of the other turn games, each a host and a guest in two
// real browsers over a real WebRTC data channel: a Strategix hand, a CHECK! turn cycle with a
// bot, and a Tschak! keep whose secret choices never reach the guest before the reveal (the
// guest on a phone). Every byte the guest received is checked against the engine.
// Run inside a network namespace of its own (CTest does):
//   cd web && TXEK_SITE=$PWD/../build/web/site bash tests/netns.sh node --test tests/online/games.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useOnline, player, openTable, joinTable, sitAt, startTable, setUpTable, tableOf, state,
  waitForState, waitForTable, playUntil, playOne, together, checkGuestReceived, decodeActions,
  readStorage, shot, received, sleep, storedRows, PHONE,
  watchQuietFor, fingertip,
} from './lib.mjs';

const env = useOnline();
const options = { timeout: 300_000 };

// Both sheets show the same rows: the summary's counts and totals, and the stored rows.
async function sameSheets(host, guest, game, rows) {
  const hs = await waitForState(host.page, (x, [g, n]) => x.sheets[g]?.rows === n, [game, rows], "the host's sheet");
  const gs = await waitForState(guest.page, (x, [g, n]) => x.sheets[g]?.rows === n, [game, rows], "the guest's sheet");
  assert.deepEqual(gs.sheets[game].totals, hs.sheets[game].totals, 'the same totals on both sheets');
  assert.notEqual(gs.sheets[game].id, hs.sheets[game].id, "the guest's sheet is its own copy");
  assert.deepEqual(await storedRows(guest.page, game), await storedRows(host.page, game), 'the same stored rows');
  return hs.sheets[game];
}

test('strategix online (Host authority, Messages): a host and a guest play a hand by taps on ' +
  'their own pages; the end-of-hand result and the sheets agree; the guest received exactly ' +
  "its seat's views and events", options, async () => {
  const { host, guests: [guest] } = await setUpTable(env, 'strategix', { players: 2 });
  try {
    const v = tableOf(await state(guest.page), 'strategix');
    assert.equal(v.me, 1);
    assert.equal(v.my_hand.length, v.seats[1].count, 'my whole hand');
    const h = tableOf(await state(host.page), 'strategix');
    assert.equal(h.my_hand.length, h.seats[0].count);
    assert.equal(h.seats[1].count, v.seats[1].count);
    const done = (x) => x.phase !== 'play';
    let shotTaken = false;
    const moves = await together({
      host: playUntil(host.page, 'strategix', done),
      guest: (async () => {
        const first = await playOne(guest.page, 'strategix', done);
        await shot(guest.page, 'online-strategix-guest.png');
        shotTaken = true;
        return [first, ...(await playUntil(guest.page, 'strategix', done))];
      })(),
    });
    assert.ok(shotTaken && moves.host.length >= 1 && moves.guest.length >= 1, JSON.stringify(moves));
    const hs = await waitForTable(host.page, 'strategix', (x) => x.panel && x.results.length === 1, null, "the host's result");
    const gs = await waitForTable(guest.page, 'strategix', (x) => x.panel && x.results.length === 1, null, "the guest's result");
    assert.deepEqual(tableOf(gs, 'strategix').results, tableOf(hs, 'strategix').results, 'the same result on both screens');
    const sheet = await sameSheets(host, guest, 'strategix', 1);
    assert.deepEqual(sheet.totals, tableOf(hs, 'strategix').results[0].points);
    await shot(guest.page, 'online-strategix-guest-hand-over.png');
    const checked = await checkGuestReceived(host.page, guest.page, 'strategix', 1);
    assert.ok(checked.updates >= moves.host.length + moves.guest.length, JSON.stringify(checked));
    assert.deepEqual(host.problems, []);
    assert.deepEqual(guest.problems, []);
  } finally {
    await host.context.close();
    await guest.context.close();
  }
});

test('check online (Host authority): a host, a guest and a bot play a turn cycle of CHECK! ' +
  '(every seat moves once) by taps; the guest received exactly its seat\'s views and events',
options, async () => {
  const { host, guests: [guest] } = await setUpTable(env, 'check', { players: 3 });
  try {
    let s = await state(host.page);
    assert.deepEqual(s.check.online.seats.map((x) => x.kind), [0, 1, 3]);
    const first = s.check.current;
    // Every seat's turn once: the turn counter has gone past the number of players.
    const cycle = (x) => x.turn > x.players;
    let shotTaken = false;
    const moves = await together({
      host: playUntil(host.page, 'check', cycle),
      guest: (async () => {
        await waitForTable(guest.page, 'check', (x) => x.my_turn || x.turn > x.players, null, 'my turn');
        await shot(guest.page, 'online-check-guest.png');
        shotTaken = true;
        return playUntil(guest.page, 'check', cycle);
      })(),
    });
    assert.ok(shotTaken && moves.host.length >= 1 && moves.guest.length >= 1, JSON.stringify(moves));
    assert.ok(moves.host.some((m) => m.startsWith('take')) && moves.guest.some((m) => m.startsWith('take')),
      `both took market cards: ${JSON.stringify(moves)}`);
    s = await state(host.page);
    const g = tableOf(await waitForTable(guest.page, 'check', (x, n) => x.moves === n, s.check.moves, 'the guest up to date'), 'check');
    assert.equal(g.turn, s.check.turn);
    assert.deepEqual(g.market, s.check.market, 'the same market on both screens');
    assert.deepEqual(g.open_orders, s.check.open_orders);
    // The host's log: every seat acted, the bot's first if it began.
    const log = decodeActions((await readStorage(host.page, 'check.game')).data.actions);
    assert.deepEqual([...new Set(log.map((a) => a.seat))].sort(), [0, 1, 2], 'every seat moved');
    assert.equal(log[0].seat, first, 'the first player moved first');
    await checkGuestReceived(host.page, guest.page, 'check', 1);
    assert.deepEqual(host.problems, []);
    assert.deepEqual(guest.problems, []);
  } finally {
    await host.context.close();
    await guest.context.close();
  }
});

// A card code as a whole word of a raw message ("W5" is not in "W5w").
const holds = (text, code) => new RegExp(`(?<![A-Za-z0-9])${code}(?![A-Za-z0-9])`).test(text);

test('tschak online (Host authority, secret choices): a host and a guest on a phone play a keep; ' +
  "at every step the host chooses first, and until the reveal no byte the guest received holds the " +
  "host's cards; the guest received exactly its seat's views and events; its cards are targets of at " +
  'least 44 px', options, async () => {
  const host = await player(env, 'Ana');
  const guest = await player(env, 'Bruno', PHONE);
  try {
    const lobby = await openTable(host, 'tschak', { players: 2 });
    await joinTable(env, guest, 'tschak', lobby.table);
    await shot(guest.page, 'online-guest-lobby-phone.png');
    await sitAt(host, guest, 1);
    await startTable(host, 'tschak', [guest]);

    let steps = 0;
    for (;;) {
      const h = tableOf(await waitForTable(host.page, 'tschak', (x) => x.loots >= 1 || (x.my_turn && !x.revealing),
        null, "the host's step"), 'tschak');
      if (h.loots >= 1) break;
      // The host chooses; the guest is told only that the host has chosen.
      const mine = await playOne(host.page, 'tschak');
      const chosen = tableOf(await state(host.page), 'tschak').my_choice;
      assert.equal(chosen.length, h.asks, `the host's choice "${mine}"`);
      const committed = tableOf(await state(host.page), 'tschak').moves;
      let gs = await waitForTable(guest.page, 'tschak', (x, n) => x.moves >= n, committed, "the host's choice reaching the guest");
      let gv = tableOf(gs, 'tschak');
      assert.equal(gv.seats[0].chosen, true, 'the guest sees that the host has chosen');
      assert.deepEqual(gv.seats[0].team.filter((c) => chosen.includes(c)), [], 'but not what');
      if (steps === 0) {
        // The phone's targets: every card it may tap and Confirm, at least 44 px and on screen.
        for (const c of gv.tappable) {
          const [x, y, w, hh] = gs.targets[`hand:${c}`];
          assert.ok(fingertip(w) && fingertip(hh), `hand:${c} is ${w}x${hh}`);
          assert.ok(x >= 0 && x + w <= 390 && y >= 0 && y + hh <= 844, `hand:${c} is on screen`);
        }
      }
      await watchQuietFor(guest.page, 300); // a heartbeat or two more, still before the reveal
      const before = (await received(guest.page)).length;
      if (steps === 1) await shot(guest.page, 'online-tschak-guest-phone.png');
      await playOne(guest.page, 'tschak');
      // The reveal: the host's cards on the guest's screen.
      gs = await waitForTable(guest.page, 'tschak', (x, n) => x.moves > n, committed, "the guest's choice applied");
      const msgs = await received(guest.page);
      const reveal = msgs.findIndex((m, i) => i >= before && m.msg.t === 'update' && chosen.every((c) => holds(m.text, c)));
      assert.ok(reveal >= before, `an update after the guest's choice reveals ${chosen}`);
      for (const m of msgs.slice(0, reveal)) {
        for (const c of chosen) {
          assert.ok(!holds(m.text, c), `a ${m.msg.t} message before the reveal holds the host's secret card ${c}: ${m.text.slice(0, 400)}`);
        }
      }
      steps += 1;
      assert.ok(steps <= 6, 'a keep is six steps');
    }
    assert.equal(steps, 6, 'a keep is six steps (README, "Floors")');
    const sheet = await sameSheets(host, guest, 'tschak', 1);
    assert.equal(sheet.rows, 1);
    await shot(guest.page, 'online-tschak-guest-phone-after-keep.png');
    const checked = await checkGuestReceived(host.page, guest.page, 'tschak', 1);
    assert.ok(checked.updates >= 12, JSON.stringify(checked));
    assert.deepEqual(host.problems, []);
    assert.deepEqual(guest.problems, []);
  } finally {
    await host.context.close();
    await guest.context.close();
  }
});
