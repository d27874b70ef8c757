// Online play (src/online/README.md), Txek: the host, two guests and a bot play a round in real
// time over real WebRTC data channels: reaction windows, interceptions, TXEK races between the
// two guests, every screen telling the same outcome; then every byte each guest received is
// checked against the engine. Run inside a network namespace of its own (CTest does):
//   cd web && TXEK_SITE=$PWD/../build/web/site bash tests/netns.sh node --test tests/online/txek.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  tap, useOnline, player, openTable, joinTable, sitAt, startTable, tableOf, state, waitForState,
  playTxek, checkGuestReceived, seatViews, decodeActions, readStorage, shot, netLog,
  together, sleep, covered, storedRows,
} from './lib.mjs';

const env = useOnline();
const NAMES = ['Ana', 'Bruno', 'Carla'];

// Each page's table once the pile's card `serial` of round `round` is claimed (or covered, or the
// round over): its newest log lines and the online news. Resolves to { name, log, news } a page.
async function screensAfter(pages, round, serial) {
  return Promise.all(pages.map(async (p) => {
    const s = await waitForState(p.page, (x, [r, n]) => {
      const t = x.screen === 'txek' ? x.txek : x.online?.guest?.view;
      if (!t) return false;
      if (t.round !== r || t.phase !== 'play') return true;
      const e = t.pile.find((c) => c.serial === n);
      return !e || e.claimed;
    }, [round, serial], `${p.name}'s table after the race for card #${serial}`, 10_000);
    return { name: p.name, log: tableOf(s, 'txek').log, news: s.online?.news ?? [] };
  }));
}

// Who each screen says called TXEK first, by name ("You" read as the page's own player).
function txekCaller(screen) {
  const lines = screen.log.filter((l) => /^TXEK! .* first/.test(l));
  if (lines.length === 0) return null;
  const who = lines[lines.length - 1].match(/^TXEK! (.+?) calls? it first/)?.[1] ?? null;
  return who === 'You' ? screen.name : who;
}

test('txek online (Races, Host authority): the host, two guests and a bot play a round; both ' +
  'guests press TXEK on the same identical card: the earlier press wins the turn, the other is ' +
  'told it is too late, and all three screens say who won; the round ends with its row on every ' +
  "sheet; every update each guest received is its seat's view and events", { timeout: 480_000 }, async () => {
  // The host gives the table a 4 s reaction window (Settings, "Reaction time"): three pages at
  // once on a busy machine answer in 1 to 2 s, too late for a 1.5 s window.
  const host = await player(env, NAMES[0], {}, { reaction_ms: 4000 });
  // The guests race with card animations off (Settings, "Card animations"): a discard lands on
  // their screens as it arrives, and TXEK takes a press only once the card has landed (D7).
  const guests = [await player(env, NAMES[1], {}, { animation_speed: 0 }),
    await player(env, NAMES[2], {}, { animation_speed: 0 })];
  const pages = [host, ...guests];
  try {
    // A casual bot in the free seat: the races under test are the two guests', and a faster bot
    // would take most identical cards before either guest's press arrives.
    const lobby = await openTable(host, 'txek', { players: 4, fill: 'casual' });
    for (const [i, g] of guests.entries()) {
      await joinTable(env, g, 'txek', lobby.table);
      await sitAt(host, g, i + 1);
    }
    await startTable(host, 'txek', guests);
    let s = await state(host.page);
    assert.deepEqual(s.txek.online.seats.map((x) => x.kind), [0, 1, 1, 3], 'host, two guests, a bot');
    assert.deepEqual(s.txek.seats.slice(0, 3).map((x) => x.name), NAMES);
    for (const [i, g] of guests.entries()) {
      const v = tableOf(await state(g.page), 'txek');
      assert.equal(v.me, i + 1);
      assert.equal(v.seats.length, 4);
    }

    // The round, every person by clicks on their own page. The guests race for every identical
    // card on the pile (TXEK); everyone intercepts with an identical card when they hold one and
    // discards one when they can, which makes such cards. Once a race between the two guests has
    // been won by one of them, everyone intercepts with any matching card and calls Double-TXEK
    // when they may, so that the round ends.
    const t0 = Date.now();
    const byCard = new Map(); // 'round.serial' -> { seat: press }
    const races = []; // { round, serial, screens: Promise }
    let raceWon = false;
    let over = false;
    let rounds = 1;
    const onPress = (seat) => (press) => {
      const m = press.what.match(/^txek#(\d+)\.(\d+)$/);
      if (!m || press.sent.length === 0) return; // a press that came too late to find its button
      const [round, serial] = [Number(m[1]), Number(m[2])];
      const presses = byCard.get(`${round}.${serial}`) ?? {};
      presses[seat] = press;
      byCard.set(`${round}.${serial}`, presses);
      if (Object.keys(presses).length === 2) {
        const screens = screensAfter(pages, round, serial);
        races.push({ round, serial, screens });
        screens.then((all) => {
          const who = all.map(txekCaller);
          if (who.every((w) => w === who[0]) && NAMES.slice(1).includes(who[0])) raceWon = true;
        }, () => {});
      }
    };
    // Two phases, both on purpose. Racing (until a race between the guests was won, at most
    // 120 s, over as many rounds as it takes): everyone intercepts only with identical cards, the
    // chances of a race. Then ending the round: nobody races; a player whose discard leaves at
    // most 4 cards calls Double-TXEK on it at once (rule 14), and the others leave such a card
    // alone (an interception would cover it) but intercept with any matching card otherwise, so
    // that games shrink to 4 cards. The bet is settled within a lap, or someone goes out (rule 13).
    const racing = () => !raceWon && Date.now() - t0 < 120_000;
    const gameOf = (t, seat) => t.seats[seat].hand.length + t.seats[seat].bench.filter((c) => c !== 'empty').length;
    const intercepting = (t) => {
      if (racing()) return 'identical';
      const top = t.pile.length ? t.pile[t.pile.length - 1] : null;
      return top && gameOf(t, top.seat) > 4 ? 'matching' : 'none';
    };
    const opts = (racer) => (t) => ({ txek: racer && racing(), intercept: intercepting(t), double: !racing() });
    // The host's page deals the next round when a round ended before any race (at most 3).
    const hostLog = []; // the host's log lines, as far as the polls saw them (for a failure)
    let logSeen = 0;
    const played = { host: [], bruno: [], carla: [] };
    const watch = (async () => {
      while (!over) {
        const t = tableOf(await state(host.page), 'txek');
        if (t) {
          const fresh = Math.min(t.log_lines - logSeen, t.log.length);
          if (fresh > 0) hostLog.push(...t.log.slice(t.log.length - fresh).map((l) => `${((Date.now() - t0) / 1000).toFixed(1)} ${l}`));
          logSeen = t.log_lines;
        }
        if (t && t.phase === 'game_over') over = true;
        else if (t && t.phase === 'round_over') {
          await Promise.allSettled(races.map((r) => r.screens)); // every race's screens read first
          if (!racing()) {
            over = true;
          } else {
            await waitForState(host.page, (x) => !!x.targets.next_round, null, 'Next round');
            await tap(host.page, 'next_round');
            await waitForState(host.page, (x, r) => x.txek.round > r, t.round, 'the next round');
            rounds += 1;
          }
        } else if (Date.now() - t0 > 300_000) {
          over = true;
          const last = (p) => p.slice(-12).map((x) => `${((x.at - t0) / 1000).toFixed(1)} ${x.what}`);
          throw new Error(`the round did not end in 300 s: ${JSON.stringify(t)}\nthe host's log:\n` +
            `${hostLog.slice(-80).join('\n')}\npresses: ${JSON.stringify(Object.fromEntries(Object.entries(played).map(([k, v]) => [k, last(v)])))}`);
        }
        await sleep(100);
      }
    })();
    let shotTaken = false;
    const shotOnce = (async () => {
      await waitForState(guests[0].page, (x) => x.online.guest.view?.phase === 'play', null, 'the round under way', 60_000);
      await shot(guests[0].page, 'online-txek-guest.png');
      shotTaken = true;
    })();
    const presses = await together({
      host: playTxek(host.page, 'txek', { stop: () => over, opts: opts(false), presses: played.host }),
      bruno: playTxek(guests[0].page, 'txek', { stop: () => over, opts: opts(true), onPress: onPress(1), presses: played.bruno }),
      carla: playTxek(guests[1].page, 'txek', { stop: () => over, opts: opts(true), onPress: onPress(2), presses: played.carla }),
      watch,
      shotOnce,
    });
    assert.ok(shotTaken);
    const screens = await Promise.all(races.map((r) => r.screens.then((x) => x, (e) => e)));

    // The round's end: a result row on every page's sheet, the same on all three.
    s = await waitForState(host.page, (x, n) => x.sheets.txek?.rows === n, rounds, "the host's sheet rows");
    assert.equal(s.txek.results.length, rounds, 'every round has a result');
    const totals = s.txek.results.reduce((sum, r) => sum.map((v, i) => v + r.scored[i]), [0, 0, 0, 0]);
    assert.deepEqual(s.sheets.txek.totals, totals);
    const hostRows = await storedRows(host.page, 'txek');
    for (const g of guests) {
      const gs = await waitForState(g.page, (x, n) => x.sheets.txek?.rows === n, rounds, `${g.name}'s sheet rows`);
      assert.deepEqual(gs.sheets.txek.totals, totals, `${g.name}'s sheet totals`);
      assert.deepEqual(tableOf(gs, 'txek').results, s.txek.results, `${g.name}'s screen shows the same result`);
      assert.deepEqual(await storedRows(g.page, 'txek'), hostRows, `${g.name}'s stored rows`);
    }
    await shot(guests[1].page, 'online-txek-guest-round-over.png');

    // Host authority: byte for byte, what each guest received is its seat's view and events.
    for (const [i, g] of guests.entries()) await checkGuestReceived(host.page, g.page, 'txek', i + 1);

    // The races, as the engine rebuilds the host's game: one TXEK took each card, the other
    // guest's press was refused as too late, and every screen named the same winner.
    const saved = await readStorage(host.page, 'txek.game');
    const log = decodeActions(saved.data.actions);
    const views = seatViews('txek', saved, 1);
    const logs = await Promise.all(guests.map((g) => netLog(g.page, 'in')));
    let guestWins = 0;
    const told = [];
    for (const [k, race] of races.entries()) {
      const claimedAt = views.findIndex((v) => v.view.round === race.round &&
        v.view.pile.some((c) => c.serial === race.serial && c.claimed));
      assert.ok(claimedAt > 0, `card #${race.serial}, raced for, was claimed by a TXEK`);
      const txeks = views[claimedAt].events.filter((e) => e.kind === 'txek');
      assert.equal(txeks.length, 1, `one TXEK took card #${race.serial}`);
      const winner = txeks[0].seat;
      assert.equal(log[claimedAt - 1].seat, winner, 'the logged action is the winner\'s');
      const discard = views[claimedAt - 1].view.pile.find((c) => c.serial === race.serial);
      assert.ok(discard && !discard.claimed, `card #${race.serial} was open before`);
      // Rule 8, "Too slow TXEK": the discarder takes a penalty card when another calls first.
      if (discard.seat !== winner) {
        assert.ok(views[claimedAt].events.some((e) => e.kind === 'too_slow_txek' && e.seat === discard.seat),
          `the discarder of #${race.serial} was too slow`);
      }
      const seen = screens[k];
      assert.ok(Array.isArray(seen), `the screens after the race for #${race.serial}: ${seen}`);
      const callers = seen.map(txekCaller);
      assert.deepEqual(callers, callers.map(() => NAMES[winner] ?? callers[0]),
        `every screen names the same winner of #${race.serial}: ${JSON.stringify(seen)}`);
      if (winner !== 1 && winner !== 2) continue;
      guestWins += 1;
      // The winner's act is the logged action; the other guest sent the same code, refused.
      const presses = byCard.get(`${race.round}.${race.serial}`);
      const loser = 3 - winner;
      const won = presses[winner].sent, lost = presses[loser].sent;
      assert.equal(won.length, 1, 'the winner sent one act');
      assert.equal(JSON.parse(won[0].text).code, log[claimedAt - 1].code);
      assert.equal(lost.length, 1, 'the other guest sent one act');
      assert.equal(JSON.parse(lost[0].text).code, log[claimedAt - 1].code, 'both claimed the same chance');
      assert.ok(!log.some((a) => a.seat === loser && a.code === log[claimedAt - 1].code),
        'the later claim never reached the match');
      const answer = logs[loser - 1].find((m) => m.at > lost[0].at && m.text.includes('"t":"refused"'));
      assert.ok(answer && /txek_too_late/.test(JSON.parse(answer.text).why),
        `${NAMES[loser]} was told it was too late: ${answer?.text}`);
      told.push(`#${race.serial}: ${NAMES[winner]} won, ${NAMES[loser]} too late`);
    }
    assert.ok(guestWins >= 1, `a race between the two guests won by one of them (races: ${races.length}; ` +
      `TXEK presses: ${JSON.stringify([...byCard].map(([k, v]) => [k, Object.keys(v)]))}; results ${JSON.stringify(s.txek.results)}; ` +
      `presses ${JSON.stringify(Object.fromEntries(Object.entries(presses).filter(([, v]) => Array.isArray(v)).map(([k, v]) => [k, v.map((p) => p.what)])))})`);
    const stats = (await state(host.page)).txek.online.stats;
    assert.ok(stats.refused >= guestWins, JSON.stringify(stats));
    assert.deepEqual([stats.malformed, stats.flooded, stats.closed], [0, 0, 0], JSON.stringify(stats));
    for (const p of pages) assert.deepEqual(p.problems, [], `${p.name}'s page`);
    console.log(`txek online: ${races.length} races between the guests (${told.join('; ')}); ` +
      `presses ${presses.host.length}/${presses.bruno.length}/${presses.carla.length}; hold ${s.txek.online.hold} ms; ` +
      `${rounds} round(s) in ${((Date.now() - t0) / 1000).toFixed(0)} s; waits for the online bar ${covered.waits}`);
  } finally {
    for (const p of pages) await p.context.close();
  }
});
