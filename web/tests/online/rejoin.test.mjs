// Online play (src/online/README.md, "Losing nothing"): a guest who reloads its page takes its
// own seat back with its secret, with its log as it was (rebuilt from its seat's events, which the
// host sends after the table), and a host who reloads reopens the same table, the guests coming
// back by themselves; the game goes on from where it was each time. Two real browsers
// over a real WebRTC data channel, playing Tschak! (a keep gives a sheet row quickly).
// Run inside a network namespace of its own (CTest does):
//   cd web && TXEK_SITE=$PWD/../build/web/site bash tests/netns.sh node --test tests/online/rejoin.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useOnline, setUpTable, tableOf, state, waitForState, waitForTable, playOne, together,
  checkGuestReceived, readStorage, sleep, shot,
} from './lib.mjs';

const env = useOnline();

// One step of the keep by both (Tschak!'s choices are simultaneous): the revision it reached.
async function bothChoose(host, guest) {
  await together({ host: playOne(host.page, 'tschak'), guest: playOne(guest.page, 'tschak') });
  const h = tableOf(await state(host.page), 'tschak');
  await waitForTable(guest.page, 'tschak', (x, n) => x.moves === n, h.moves, 'the guest up to date');
  return h.moves;
}

// Samples a page's state every 100 ms while `busy` runs; returns what `pick` read each time.
async function sampleWhile(page, pick, busy) {
  const seen = [];
  let done = false;
  const sampler = (async () => {
    while (!done) {
      const s = await state(page).catch(() => null);
      seen.push({ at: Date.now(), v: s ? pick(s) : undefined });
      await sleep(100);
    }
  })();
  try {
    return { result: await busy(), seen };
  } finally {
    done = true;
    await sampler;
    // And the state `busy` ended on, which may have come between two samples.
    const s = await state(page).catch(() => null);
    seen.push({ at: Date.now(), v: s ? pick(s) : undefined });
  }
}

test('tschak online (Losing nothing): a guest reload takes its own seat back and keeps its sheet and ' +
  'its log; a ' +
  'host reload reopens the table, the game waits for the guest, who comes back by itself within a ' +
  'few seconds; the game goes on after each', { timeout: 300_000 }, async () => {
  const { host, guests: [guest], table } = await setUpTable(env, 'tschak', { players: 2 });
  try {
    // A whole keep (six steps), so both sheets have a row.
    while (tableOf(await state(host.page), 'tschak').loots < 1) await bothChoose(host, guest);
    await waitForState(guest.page, (x) => x.sheets.tschak?.rows === 1, null, "the guest's sheet row");
    await bothChoose(host, guest); // keep 2 under way
    await shot(guest.page, 'online-tschak-guest.png');
    const stored = await readStorage(guest.page, 'online.guest');
    assert.equal(stored.data.table, table);
    assert.match(stored.data.secret, /^[0-9a-f]{32}$/, "the seat's secret is kept in the guest's storage");
    const before = tableOf(await state(guest.page), 'tschak');
    const sheetBefore = (await state(guest.page)).sheets.tschak;

    // The guest reloads: the same seat, the same hand, the same sheet; the host saw it away.
    let t = Date.now();
    const { seen: hostSaw } = await sampleWhile(host.page, (s) => s.tschak.online.waiting, async () => {
      await guest.page.reload();
      await waitForState(guest.page, (x) => x.online?.guest?.stage === 'playing' && !!x.online.guest.view, null,
        'the guest back at its seat', 20_000);
      await waitForState(host.page, (x) => !x.tschak.online.waiting && x.tschak.online.seats[1].away_ms === 0, null,
        'the host seeing the guest back', 20_000);
    });
    const guestBackMs = Date.now() - t;
    let g = await state(guest.page);
    assert.equal(g.screen, 'tschak_online');
    assert.equal(g.online.guest.seat, 1, 'its own seat');
    assert.equal(g.online.guest.table, table);
    const after = g.online.guest.view;
    assert.equal(after.moves, before.moves, 'the game where it was');
    assert.deepEqual(after.my_hand, before.my_hand, 'the same hand');
    assert.deepEqual(after.seats.map((x) => x.name), before.seats.map((x) => x.name));
    assert.equal(g.sheets.tschak.rows, 1, 'its sheet keeps its row');
    // Its log: the lines it showed before the reload, then the table's own "Game resumed".
    assert.ok(before.log.length >= 8, `lines before the reload: ${JSON.stringify(before.log)}`);
    assert.equal(after.log.at(-1), 'Game resumed');
    assert.deepEqual(after.log.slice(0, -1), before.log.slice(-(after.log.length - 1)),
      `the guest's log after its reload holds the earlier lines:\nbefore: ${JSON.stringify(before.log)}\nafter:  ${JSON.stringify(after.log)}`);
    assert.equal(g.sheets.tschak.id, sheetBefore.id, 'the same sheet');
    assert.deepEqual(g.sheets.tschak.totals, sheetBefore.totals);
    assert.equal((await readStorage(guest.page, 'online.guest')).data.secret, stored.data.secret);
    assert.deepEqual((await state(host.page)).tschak.online.seats.map((x) => [x.kind, x.name]), [[0, 'Ana'], [1, 'Bruno']],
      'nobody else took the seat');
    assert.ok(hostSaw.some((x) => x.v === true), `the host's game waited while the guest was away: ${JSON.stringify(hostSaw.map((x) => x.v))}`);
    const m1 = await bothChoose(host, guest);
    assert.equal(m1, before.moves + 2, 'the game goes on: both chose again');

    // The host reloads: its table id again, the guest reconnects by itself; the game waited.
    const hostBefore = tableOf(await state(host.page), 'tschak');
    t = Date.now();
    const { seen: waits } = await sampleWhile(host.page, (s) => s.tschak?.online?.waiting, async () => {
      await host.page.reload();
      await waitForState(host.page, (x, id) => x.screen === 'tschak' && x.tschak?.online?.table === id, table,
        'the host\'s table after the reload', 20_000);
      await waitForState(host.page, (x) => x.tschak.online.ready && !x.tschak.online.waiting, null,
        'the guest back at the reopened table', 30_000);
    });
    const hostBackMs = Date.now() - t;
    const values = waits.map((x) => x.v).filter((v) => v !== undefined);
    const firstTrue = values.indexOf(true);
    assert.ok(firstTrue >= 0 && values.slice(firstTrue).includes(false),
      `state.tschak.online.waiting went true then false: ${JSON.stringify(values)}`);
    const hostAfter = (await state(host.page)).tschak;
    assert.equal(hostAfter.moves, hostBefore.moves, 'the host\'s game where it was');
    assert.deepEqual(hostAfter.my_hand, hostBefore.my_hand);
    g = await waitForState(guest.page, (x) => x.online?.guest?.stage === 'playing', null, 'the guest playing');
    assert.equal(g.online.guest.seat, 1);
    const m2 = await bothChoose(host, guest);
    assert.equal(m2, hostBefore.moves + 2, 'the game goes on after the host\'s reload');
    assert.equal((await state(guest.page)).sheets.tschak.rows, 1);
    await checkGuestReceived(host.page, guest.page, 'tschak', 1);
    // Figures, not limits: the time back is measured here and reported, never asserted.
    console.log(`rejoin: guest reload to seated ${guestBackMs} ms; host reload to guest back ${hostBackMs} ms`);
    assert.deepEqual(host.problems, []);
    assert.deepEqual(guest.problems, []);
  } finally {
    await host.context.close();
    await guest.context.close();
  }
});
