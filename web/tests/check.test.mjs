// CHECK! in the browser, played as a person would: taps on the market, the orders, the hand and
// the buttons, reading only what the app publishes for the seat on screen
// (window.txekState.check is that seat's view, with its legal actions). Run from web/:
// TXEK_SITE=/abs/path/to/site node --test tests/check.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  clickTarget, openPage, readStorage, saveArtefact, state, targetCentre, useSiteAndBrowser,
  startSeatedGame, touchTarget, waitForScreen, waitForState, waitFrames,
  FAST_CLOCK, fingertip,
  PHONE,
} from './lib.mjs';

const env = useSiteAndBrowser();
const options = { timeout: 240_000 };

const startGame = (page, tap, players, seats) =>
  startSeatedGame(page, env.site, 'check', tap, players, seats);

const atRest = (s) => !!s.check && !s.check.covered &&
  (s.check.phase === 'game_over' ? s.check.panel : s.check.my_turn);

// "take 0 2 5" -> [0, 2, 5].
const slotsOf = (action) => action.replace(/^take ?/, '').split(' ').filter((t) => t !== '').map(Number);

// README, "Turn", step 1: a tap that would break the set (two market cards sharing neither value
// nor colour) is refused with the reason, and the set stays as it was.
async function checkTakeRefusal(page, tap, x) {
  const takes = x.legal.filter((a) => a.startsWith('take')).map(slotsOf);
  const together = (i, j) => takes.some((t) => t.includes(i) && t.includes(j));
  const filled = x.market.map((c, i) => (c ? i : -1)).filter((i) => i >= 0);
  for (const i of filled) {
    for (const j of filled) {
      if (i >= j || together(i, j)) continue;
      const flashes = (await state(page)).check.flashes;
      await tap(page, `market:${i}`);
      await tap(page, `market:${j}`);
      // The refusal's reason is flashed for its reading time, which the test clock shortens.
      const s = await waitForState(page, (y, n) => y.check.flashes > n && y.check.last_flash.length > 0,
        flashes, 'the refusal');
      assert.equal(s.check.take_slots, 1 << i, 'the refused card stays out of the set');
      await tap(page, `market:${i}`);
      await waitForState(page, (y) => y.check.take_slots === 0, null, 'the set emptied');
      return true;
    }
  }
  return false;
}

// One step of my turn by taps; returns what was done.
async function playStep(page, tap, x, shots) {
  if (x.phase === 'take') {
    // The biggest set the rules allow: its cards tapped one by one, then Take.
    const takes = x.legal.filter((a) => a.startsWith('take') && a !== 'take');
    if (takes.length === 0) {
      await tap(page, 'done');
      return 'done';
    }
    const pick = takes.map(slotsOf).sort((a, b) => b.length - a.length)[0];
    for (const slot of pick) await tap(page, `market:${slot}`);
    const want = pick.reduce((m, s) => m | (1 << s), 0);
    await waitForState(page, (y, w) => y.check.take_slots === w, want, 'the market cards chosen');
    await tap(page, 'take');
    return `take ${pick.join(' ')}`;
  }
  if (x.phase === 'fulfil') {
    if (x.fulfillable.length === 0) {
      await tap(page, 'done');
      return 'done';
    }
    // Tapping a highlighted order proposes cards that fulfil it.
    const order = x.fulfillable[0];
    await tap(page, `order:${order}`);
    const s = await waitForState(page, (y, o) => y.check.choice.order === o, order, 'the proposal');
    assert.equal(s.check.choice.meets, true,
      `the proposal fulfils order ${order}: ${JSON.stringify(s.check.choice)}`);
    if (shots.fulfil) {
      await waitFrames(page, 4);
      saveArtefact(shots.fulfil, await page.screenshot());
      shots.fulfil = null;
    }
    await tap(page, 'fulfil');
    return `fulfil ${order}`;
  }
  if (x.phase === 'discard') {
    // README, "Turn", step 3: down to 10, a card at a time by tap.
    await tap(page, `hand:${x.my_hand_ids[0]}`);
    return 'discard';
  }
  throw new Error(`no step for phase ${x.phase}`);
}

// Plays my steps until the game is over (or `stopAfter` steps); returns the steps taken.
async function playGame(page, tap, { reloadAfter = -1, stopAfter = Infinity, shots = {} } = {}) {
  let steps = 0;
  let refused = false;
  const done = [];
  for (;;) {
    if (steps >= stopAfter) return { steps, done, state: await state(page) };
    const s = await waitForState(page, atRest, null, 'my turn or the end of the game', 60_000);
    const x = s.check;
    if (x.phase === 'game_over') return { steps, done, state: s };
    assert.equal(x.my_hand.length, x.seats[x.me].hand_count, 'my whole hand is shown');
    if (shots.table && steps === 2) {
      saveArtefact(shots.table, await page.screenshot());
      shots.table = null;
    }
    if (!refused && x.phase === 'take') refused = await checkTakeRefusal(page, tap, x);
    done.push(await playStep(page, tap, x, shots));
    steps += 1;
    await waitForState(page, (y, before) => y.check.moves > before, x.moves, `my step ${steps}`);
    if (steps === reloadAfter) {
      const before = await waitForState(page, atRest, null, 'the table at rest');
      await page.reload();
      await waitForScreen(page, 'check');
      const after = await waitForState(page, atRest, null, 'the resumed table at rest');
      assert.equal(after.check.moves, before.check.moves, 'the game resumes where it was');
      assert.deepEqual(after.check.my_hand, before.check.my_hand);
      await page.locator('#canvas').focus();
    }
  }
}

// README, "Scoring": each player's orders, each majority marker, point stack and joker add up.
function checkScores(x) {
  assert.equal(x.scores.length, x.players);
  for (const sc of x.scores) {
    assert.equal(sc.total, sc.orders + sc.markers.reduce((a, b) => a + b, 0) + sc.stack + sc.joker);
  }
  const best = Math.max(...x.scores.map((sc) => sc.total));
  for (const w of x.winners) assert.equal(x.scores[w].total, best, 'a winner has the most points');
}

test('check (the table): a whole 2-player game against a bot by clicks on a desktop: '
  + 'taking, a refused take, fulfilling a proposed order, the end panel with the score broken '
  + 'down, the game sheet, links, resume after reload', options, async () => {
  const { page, problems } = await openPage(env.browser, { clockRate: FAST_CLOCK });
  try {
    let s = await startGame(page, clickTarget, 2, { 1: 'casual' });
    assert.equal(s.check.players, 2);
    assert.equal(s.check.seats[s.check.me].name, 'Tess');
    const saved = await readStorage(page, 'check.game');
    assert.equal(saved.data.seats, 'hc');
    const shots = { table: 'check-desktop.png', fulfil: 'check-desktop-fulfil.png' };
    const { done } = await playGame(page, clickTarget, { reloadAfter: 3, shots });
    assert.ok(done.some((d) => d.startsWith('take')), 'I took cards');
    assert.ok(done.some((d) => d.startsWith('fulfil')), `I fulfilled an order: ${done.join(', ')}`);
    s = await waitForState(page, (y) => y.check.phase === 'game_over' && y.check.panel, null, 'the end panel');
    checkScores(s.check);
    for (const t of ['scores', 'game_sheet', 'new_match', 'share_replay']) assert.ok(s.targets[t], `target ${t}`);
    await waitFrames(page, 5);
    saveArtefact('check-game-over.png', await page.screenshot());
    assert.equal(s.sheets.check.over, true, 'the sheet has the result');
    assert.deepEqual(s.sheets.check.scores, s.check.scores);

    // Links (the session's): the game's (once over, it replays it), and the replay, opened in a
    // new page.
    await clickTarget(page, 'share');
    s = await waitForState(page, (y) => y.notice.includes('#v=1&g=check'), null, 'the link notice');
    assert.match(s.notice, /#v=1&g=check&seats=hc(&var=0)?&seed=[0-9a-f]{16}/);
    await clickTarget(page, 'notice_ok');
    await clickTarget(page, 'share_replay');
    s = await waitForState(page, (y) => y.notice.includes('&a='), null, 'the replay link notice');
    const link = s.notice.slice(s.notice.indexOf('http'));
    await clickTarget(page, 'notice_ok');
    const replay = await page.context().newPage();
    await replay.goto(link);
    let rs = await waitForScreen(replay, 'check');
    assert.equal(rs.check.replay, true);
    assert.equal(rs.check.replay_step, 0);
    await clickTarget(replay, 'replay_step');
    rs = await waitForState(replay, (y) => y.check.replay_step === 1, null, 'a step of the replay');
    await replay.close();

    await clickTarget(page, 'game_sheet');
    s = await waitForScreen(page, 'check_sheet');
    const sheet = await readStorage(page, 'check.sheets.history');
    assert.equal(sheet.kind, 'check-history');
    assert.equal(sheet.data[0].rows[0].scores.length, 2);
    await waitFrames(page, 5);
    saveArtefact('check-sheet.png', await page.screenshot());
    assert.deepEqual(problems, []);
  } finally {
    await page.context().close();
  }
});

test('check (a 390 px phone): turns against a bot by touch; market cards, orders, '
  + 'hand cards and buttons are targets at least 44 px both ways', options, async () => {
  const { page, problems } = await openPage(env.browser, { ...PHONE, clockRate: FAST_CLOCK });
  try {
    let s = await startGame(page, touchTarget, 2, { 1: 'good' });
    const big = (name) => {
      const [x, y, w, h] = s.targets[name];
      assert.ok(fingertip(w) && fingertip(h), `${name} is ${w}x${h}`);
      assert.ok(x >= 0 && x + w <= 390 && y >= 0 && y + h <= 844, `${name} is on screen`);
    };
    const shots = { fulfil: 'check-phone-fulfil.png' };
    for (let turn = 0; turn < 10 && (shots.fulfil || turn < 3); turn++) {
      s = await waitForState(page, atRest, null, 'my turn');
      if (s.check.phase === 'game_over') break;
      await waitFrames(page, 3);
      s = await state(page);
      if (turn === 1) saveArtefact('check-phone.png', await page.screenshot());
      for (const id of s.check.my_hand_ids) big(`hand:${id}`);
      s.check.market.forEach((c, i) => c && big(`market:${i}`));
      s.check.open_orders.forEach((o) => o >= 0 && big(`order:${o}`));
      // A whole turn: take, fulfil while I can, done, discards.
      await playGame(page, touchTarget, { stopAfter: 1, shots });
      for (let k = 0; k < 10; k++) {
        s = await waitForState(page, atRest, null, 'my next step');
        if (s.check.phase === 'take' || s.check.phase === 'game_over') break;
        await waitFrames(page, 3);
        s = await state(page);
        if (s.check.phase === 'fulfil' && s.check.fulfillable.length === 0) big('done');
        await playGame(page, touchTarget, { stopAfter: 1, shots });
      }
    }
    await waitFrames(page, 5);
    saveArtefact('check-phone-later.png', await page.screenshot());
    assert.deepEqual(problems, []);
  } finally {
    await page.context().close();
  }
});

test('check (seats): two people on one device: the pass-the-device cover hides every '
  + 'hand until the next player taps', options, async () => {
  const { page, problems } = await openPage(env.browser);
  try {
    let s = await startGame(page, clickTarget, 2, { 1: 'person' });
    assert.equal(s.check.hotseat, true);
    s = await waitForState(page, (y) => y.check.covered, null, 'the cover');
    assert.deepEqual(s.check.my_hand, [], 'no hand while covered');
    assert.equal(Object.keys(s.targets).filter((t) => t.startsWith('hand:')).length, 0);
    const first = s.check.pass_to;
    await clickTarget(page, 'pass_ready');
    s = await waitForState(page, (y) => !y.check.covered && y.check.my_turn, null, 'my cards');
    assert.equal(s.check.me, first);
    // My whole turn: every step until the other player's.
    for (let k = 0; k < 12; k++) {
      s = await waitForState(page, (y) => y.check.covered || y.check.my_turn, null, 'my step or the cover');
      if (s.check.covered) break;
      await playGame(page, clickTarget, { stopAfter: 1 });
    }
    s = await waitForState(page, (y) => y.check.covered, null, 'covered for the other player');
    assert.equal(s.check.pass_to, 1 - first);
    assert.deepEqual(s.check.my_hand, []);
    assert.deepEqual(problems, []);
  } finally {
    await page.context().close();
  }
});
