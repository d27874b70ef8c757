// Online play (src/online/README.md), Checks: a host and a guest in two real browsers over a
// real WebRTC data channel play a whole game, each by clicks on their own page; both score
// sheets end with the same rows, and every byte the guest received is what its seat may know.
// Run inside a network namespace of its own (CTest does):
//   cd web && TXEK_SITE=$PWD/../build/web/site bash tests/netns.sh node --test tests/online/checks.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  tap, useOnline, player, openTable, joinTable, sitAt, startTable, tableOf, state, waitForState,
  playUntil, together, checkGuestReceived, compareReceived, seatViews, readStorage, shot, darkAndLight, received, covered, storedRows,
  waitFrames,
} from './lib.mjs';

const env = useOnline();

test('checks online (Host authority, Messages): a host and a guest play a whole game by clicks ' +
  'on their own pages; both score sheets have the same rows; every update the guest received is ' +
  "its seat's view and events as the engine rebuilds them, and no message holds the seed or the " +
  'action log', { timeout: 300_000 }, async () => {
  const host = await player(env, 'Ana');
  const guest = await player(env, 'Bruno');
  try {
    // The host's lobby: the link (its join= id), the Copy button and a drawn QR code.
    const lobby = await openTable(host, 'checks');
    assert.equal(lobby.game, 'checks');
    assert.match(lobby.table, /^[a-z0-9]{20}$/);
    assert.deepEqual(lobby.seats.map((x) => x.kind), [0, 2], 'the host at seat 1, seat 2 free');
    let s = await waitForState(host.page, (x) => !!x.targets.qr && !!x.targets.copy_link &&
      !!x.targets.online_start, null, 'the lobby with its link, QR code and Start');
    // The QR code is drawn once qrcode.js has loaded: dark modules on white, not the placeholder.
    let qr = null;
    const ratio = await host.page.evaluate(() => devicePixelRatio);
    for (let i = 0; i < 100; i++) {
      const png = await shot(host.page, 'online-lobby.png');
      qr = darkAndLight(png, (await state(host.page)).targets.qr, ratio);
      if (qr.dark > 0.25 && qr.light > 0.25) break;
      await waitFrames(host.page, 6);
    }
    assert.ok(qr.dark > 0.25 && qr.light > 0.25, `the QR code is drawn: ${JSON.stringify(qr)}`);

    // The guest opens the link: the lobby with the host's name, a free seat and a name field.
    const g = await joinTable(env, guest, 'checks', lobby.table);
    assert.equal(g.screen, 'checks_online');
    assert.equal(g.online.guest.table, lobby.table);
    assert.equal(g.online.guest.seat, -1);
    assert.ok(g.targets['sit:1'] && g.targets.join_name, 'a Sit button and the name field');
    await shot(guest.page, 'online-guest-lobby.png');
    await sitAt(host, guest, 1);
    s = await waitForState(host.page, (x) => x.online.lobby.seats[1].name === 'Bruno', null, 'Bruno in the lobby');
    await shot(host.page, 'online-lobby-seated.png');
    await startTable(host, 'checks', [guest]);

    // Both tables: the same deal seen from two seats, each hand only on its own screen.
    s = await state(host.page);
    const gs = await state(guest.page);
    const h = s.checks, v = gs.online.guest.view;
    assert.equal(h.me, 0);
    assert.equal(v.me, 1);
    assert.equal(gs.online.guest.seat, 1);
    assert.deepEqual(h.seats.map((x) => x.name), ['Ana', 'Bruno']);
    assert.deepEqual(v.seats.map((x) => x.name), ['Ana', 'Bruno']);
    assert.deepEqual(h.piles, v.piles, 'the same piles on both screens');
    assert.equal(h.seats[0].hand.length, 3);
    assert.deepEqual(h.seats[1].hand, [], "the guest's hand is not on the host's screen");
    assert.equal(v.seats[1].hand.length, 3);
    assert.deepEqual(v.seats[0].hand, [], "the host's hand is not on the guest's screen");
    assert.equal(h.online.ready, true);
    assert.deepEqual(h.online.seats.map((x) => x.kind), [0, 1]);
    await shot(guest.page, 'online-checks-guest.png');
    await shot(host.page, 'online-checks-host.png');
    // Share at the host's online table invites (the deal's link would give every hand away).
    await tap(host.page, 'share');
    s = await waitForState(host.page, (x) => x.invite_open && !!x.targets.invite_close && !!x.targets.copy_link,
      null, 'the invitation over the table');
    await shot(host.page, 'online-invite.png');
    await tap(host.page, 'invite_close');
    await waitForState(host.page, (x) => !x.invite_open, null, 'the invitation closed');

    // The whole game, each player by clicks on their own page.
    const over = (x) => x.phase === 'game_over';
    const { mine, theirs } = await together({
      mine: playUntil(host.page, 'checks', over, { deadline: 240_000 }),
      theirs: playUntil(guest.page, 'checks', over, { deadline: 240_000 }),
    });
    assert.ok(mine.length >= 3 && theirs.length >= 3, `moves: host ${mine.length}, guest ${theirs.length}`);

    // The result on both screens, and the score sheets: the same rows, the same games won.
    const hs = await waitForState(host.page, (x) => x.sheets.checks?.rows === 1, null, "the host's sheet row");
    const gs2 = await waitForState(guest.page, (x) => x.sheets.checks?.rows === 1, null, "the guest's sheet row");
    const hv = tableOf(hs, 'checks'), gv = tableOf(gs2, 'checks');
    assert.equal(hv.results.length, 1);
    assert.deepEqual(gv.results, hv.results, 'the same result on both screens');
    assert.deepEqual(gv.seats.map((x) => x.checks), hv.seats.map((x) => x.checks));
    assert.deepEqual(gs2.sheets.checks.games_won, hs.sheets.checks.games_won, 'the same games won');
    assert.notEqual(gs2.sheets.checks.id, hs.sheets.checks.id, "the guest's sheet is its own copy");
    const guestSheet = await readStorage(guest.page, 'checks.sheet.current');
    assert.equal(guestSheet.kind, 'checks-sheet', "the guest's sheet is kept in its own storage");
    const hostRows = await storedRows(host.page, 'checks');
    assert.equal(hostRows.length, 1);
    assert.deepEqual(guestSheet.data.rows, hostRows, 'the stored rows are the same');
    assert.deepEqual(hostRows[0].checks, hv.results[0].checks);
    await shot(guest.page, 'online-checks-guest-over.png');
    // A Checks match deals its next game from the same seed: the guest gets no replay link while
    // the table is open (Host authority), so its game-over panel offers none; the host's does.
    await waitForState(host.page, (x) => !!x.targets.share_replay, null, "the host's Share replay");
    const panel = await waitForState(guest.page, (x) => !!x.targets.next_game, null, "the guest's game-over panel");
    assert.equal(panel.targets.share_replay, undefined, 'no Share replay on the guest\'s panel');
    assert.equal(panel.online.guest.replay, false);

    // Host authority: byte for byte, what the guest received is its seat's view and events.
    const checked = await checkGuestReceived(host.page, guest.page, 'checks', 1);
    assert.ok(checked.updates >= mine.length + theirs.length, JSON.stringify(checked));
    // The check sees a leak: the same messages with the host's hand in a view, the seed in a
    // ping, or an event missing are each refused.
    const saved = await readStorage(host.page, 'checks.game');
    const views = seatViews('checks', saved, 1);
    const got = await received(guest.page);
    const tampered = (change) => got.map((m, i) => {
      const copy = { ...m, msg: structuredClone(m.msg) };
      if (change(copy, i)) copy.text = JSON.stringify(copy.msg);
      return copy;
    });
    const first = got.findIndex((m) => m.msg.t === 'update');
    const withEvents = got.findIndex((m) => m.msg.t === 'update' && m.msg.events.length > 0);
    const hostHand = views[got[first].msg.rev].view.seats[0].hand;
    assert.deepEqual(hostHand, [], "the engine's view for the guest has no host hand");
    assert.throws(() => compareReceived(tampered((c, i) => i === first && (c.msg.view.seats[0].hand = [1, 2, 3])), saved, views, 1),
      /another view/);
    assert.throws(() => compareReceived(tampered((c) => c.msg.t === 'ping' && (c.msg.id = BigInt(`0x${saved.data.seed}`).toString())), saved, views, 1),
      /seed/);
    assert.throws(() => compareReceived(tampered((c, i) => i === withEvents && c.msg.events.pop()), saved, views, 1),
      /other events/);
    const types = new Set((await received(guest.page)).map((m) => m.msg.t));
    for (const t of ['lobby', 'seated', 'table', 'update', 'ping']) assert.ok(types.has(t), `a ${t} message came`);
    const stats = (await state(host.page)).checks.online.stats;
    assert.deepEqual([stats.malformed, stats.flooded, stats.refused, stats.closed], [0, 0, 0, 0], JSON.stringify(stats));
    console.log(`checks online: ${mine.length} + ${theirs.length} moves, ${checked.updates} updates checked; ` +
      `presses that waited for the online bar to go: ${covered.waits} (${covered.ms} ms)`);
    assert.deepEqual(host.problems, []);
    assert.deepEqual(guest.problems, []);
  } finally {
    await host.context.close();
    await guest.context.close();
  }
});
