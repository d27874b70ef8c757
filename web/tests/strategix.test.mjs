// Strategix in the browser, played as a person would: taps on the cards and the buttons, reading
// only what the app publishes for the seat on screen (window.txekState.strategix is that seat's
// view, with the legal plays and the cards each one takes). Run from web/:
// TXEK_SITE=/abs/path/to/site node --test tests/strategix.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  clickTarget, openPage, readStorage, saveArtefact, state, targetCentre, useSiteAndBrowser,
  startSeatedGame, touchTarget, waitForScreen, waitForState, waitFrames,
  FAST_CLOCK, fingertip,
  PHONE,
} from './lib.mjs';

const env = useSiteAndBrowser();
const options = { timeout: 400_000 };

const startGame = (page, tap, players, seats) =>
  startSeatedGame(page, env.site, 'strategix', tap, players, seats);

const atRest = (s) => !!s.strategix && !s.strategix.animating && !s.strategix.covered &&
  (s.strategix.phase !== 'play' || s.strategix.my_turn);

// The combination of a play action's text: "play EF+EF" -> "EF+EF".
const comboOf = (action) => action.replace(/^play /, '');

// One of my turns, by taps: the weakest play the table lists (a pass when it is the only
// choice), its cards tapped one by one, the selection read back, then Play (and the choice of
// what the stars stand for when the table asks).
async function playTurn(page, tap, x, n) {
  const plays = x.legal.filter((l) => l.action !== 'pass');
  if (plays.length === 0 || (n % 5 === 4 && x.legal.some((l) => l.action === 'pass') && x.standing)) {
    await tap(page, 'pass');
    return 'pass';
  }
  const pick = plays[0];
  for (const code of pick.cards) await tap(page, `hand:${code}`);
  const s = await waitForState(page, (y, want) => y.strategix.selected.length === want,
    pick.cards.length, 'the cards selected');
  assert.ok(s.strategix.selection.legal.includes(pick.action),
    `the selection ${JSON.stringify(s.strategix.selected)} reads as ${pick.action}: ` +
    JSON.stringify(s.strategix.selection));
  assert.ok(s.strategix.selection.describe.length > 0, 'the table says what the selection forms');
  await tap(page, 'play');
  const after = await state(page);
  if (after.strategix.choosing) {
    assert.ok(after.strategix.choices.length > 1, 'asked only when the choice matters');
    // The weakest few and every Z are offered: the play picked, else the first offered.
    const want = comboOf(pick.action);
    await tap(page, `choose:${after.strategix.choices.includes(want) ? want : after.strategix.choices[0]}`);
  }
  return pick.action;
}

// Two cards that form nothing (letters two or more apart) say why Play is off; tapped again
// they leave the selection empty.
async function checkRefusal(page, tap, x) {
  const letters = x.my_hand.filter((c) => /^[A-Z]2?$/.test(c));
  const a = letters[0], b = letters.find((c) => c[0].charCodeAt(0) >= a.charCodeAt(0) + 2);
  if (!b) return false;
  await tap(page, `hand:${a}`);
  await tap(page, `hand:${b}`);
  const s = await waitForState(page, (y) => y.strategix.selected.length === 2, null, 'two cards selected');
  assert.deepEqual(s.strategix.selection.legal, []);
  assert.ok(s.strategix.selection.refusal.length > 0, 'Play is off with a reason');
  await tap(page, `hand:${a}`);
  await tap(page, `hand:${b}`);
  await waitForState(page, (y) => y.strategix.selected.length === 0, null, 'the selection cleared');
  return true;
}

// Plays my turns until the hand is over; returns how many turns I took.
async function playHand(page, tap, { reloadAfter = -1, shotAt = -1, shotName = '' } = {}) {
  const deadline = Date.now() + 300_000;
  let n = 0;
  let refused = false;
  for (;;) {
    const s = await waitForState(page, atRest, null, 'my turn or the end of the hand', 90_000);
    const x = s.strategix;
    if (x.phase !== 'play') return { turns: n, state: s };
    assert.ok(Date.now() < deadline, `the hand did not end; last view ${JSON.stringify(x)}`);
    assert.equal(x.my_hand.length, x.seats[x.me].count, 'my whole hand is shown');
    if (n === shotAt) saveArtefact(shotName, await page.screenshot());
    if (!refused) refused = await checkRefusal(page, tap, x);
    await playTurn(page, tap, x, n);
    n += 1;
    await waitForState(page, (y, before) => y.strategix.moves > before, x.moves, `my move ${n}`);
    if (n === reloadAfter) {
      const before = await waitForState(page, atRest, null, 'the table at rest');
      await page.reload();
      await waitForScreen(page, 'strategix');
      const after = await waitForState(page, atRest, null, 'the resumed table at rest');
      assert.equal(after.strategix.moves, before.strategix.moves, 'the game resumes where it was');
      assert.deepEqual(after.strategix.my_hand, before.strategix.my_hand);
      await page.locator('#canvas').focus();
    }
  }
}

test('strategix (the table): a hand against a bot played by clicks on a desktop; the ' +
  'end-of-hand panel, the next hand with its exchange, the match sheet, resume after reload',
options, async () => {
  const { page, problems } = await openPage(env.browser, { clockRate: FAST_CLOCK });
  try {
    let s = await startGame(page, clickTarget, 2, { 1: 'casual' });
    assert.equal(s.strategix.players, 2);
    assert.equal(s.strategix.seats[s.strategix.me].name, 'Tess');
    const saved = await readStorage(page, 'strategix.game');
    assert.equal(saved.data.seats, 'hc');
    const { turns } = await playHand(page, clickTarget, { reloadAfter: 2, shotAt: 1, shotName: 'strategix-desktop.png' });
    assert.ok(turns >= 1, `I played ${turns} turns`);
    s = await waitForState(page, (y) => y.strategix.panel, null, 'the end-of-hand panel');
    const r = s.strategix.results[0];
    assert.equal(r.hand, 1);
    assert.equal(r.order.length, 2);
    assert.equal(r.titles[r.order[0]], 'Luckylix');
    assert.equal(r.titles[r.order[1]], 'Badluckix');
    assert.deepEqual(s.strategix.seats.map((p) => p.total), r.points, 'the totals after one hand');
    for (const t of ['next_hand', 'game_sheet', 'hand_result']) assert.ok(s.targets[t], `target ${t}`);
    await waitFrames(page, 5);
    saveArtefact('strategix-hand-over.png', await page.screenshot());
    assert.equal(s.sheets.strategix.rows, 1, 'the sheet has the hand');

    // Links (the session's): the deal's, and the replay of the game so far, opened in a new page.
    await clickTarget(page, 'share');
    s = await waitForState(page, (y) => y.notice.includes('#v=1&g=strategix'), null, 'the link notice');
    assert.match(s.notice, /#v=1&g=strategix&seats=hc(&var=0)?&seed=[0-9a-f]{16}$/);
    await clickTarget(page, 'notice_ok');
    await clickTarget(page, 'share_replay');
    s = await waitForState(page, (y) => y.notice.includes('&a='), null, 'the replay link notice');
    const link = s.notice.slice(s.notice.indexOf('http'));
    await clickTarget(page, 'notice_ok');
    const replay = await page.context().newPage();
    await replay.goto(link);
    let rs = await waitForScreen(replay, 'strategix');
    assert.equal(rs.strategix.replay, true);
    assert.equal(rs.strategix.replay_step, 0);
    assert.ok(rs.strategix.replay_total >= turns);
    await clickTarget(replay, 'replay_step');
    rs = await waitForState(replay, (y) => y.strategix.replay_step === 1, null, 'a step of the replay');
    assert.equal(rs.strategix.log.at(-1).length > 0, true);
    await replay.close();

    await clickTarget(page, 'next_hand');
    s = await waitForState(page, (y) => y.strategix.hand === 2, null, 'the second hand');
    // README, "Exchange": Luckylix gave their worst card to Badluckix, who gave back their best;
    // Badluckix leads.
    assert.equal(s.strategix.exchange.luckylix, r.order[0]);
    assert.equal(s.strategix.exchange.badluckix, r.order[1]);
    assert.ok(s.strategix.exchange.given && s.strategix.exchange.returned, 'I see both cards');
    // The leader of the first trick, not whose turn it is: at the test clock a bot Badluckix
    // may have led before this state was read.
    assert.equal(s.strategix.leader, r.order[1]);
    await waitFrames(page, 10);
    saveArtefact('strategix-exchange.png', await page.screenshot());

    await clickTarget(page, 'sheet');
    s = await waitForScreen(page, 'strategix_sheet');
    const sheet = await readStorage(page, 'strategix.sheet.current');
    assert.equal(sheet.kind, 'strategix-sheet');
    assert.deepEqual(sheet.data.rows[0].points, r.points);
    await waitFrames(page, 5);
    saveArtefact('strategix-sheet.png', await page.screenshot());

    // README, "Hands and the winner": two players, two hands; then the final result.
    await clickTarget(page, 'sheet_back');
    await waitForScreen(page, 'strategix');
    await playHand(page, clickTarget);
    s = await waitForState(page, (y) => y.strategix.phase === 'game_over' && y.strategix.panel, null,
      'the final result');
    assert.equal(s.strategix.results.length, 2);
    const totals = [0, 1].map((p) => s.strategix.results.reduce((t, h) => t + h.points[p], 0));
    assert.deepEqual(s.strategix.seats.map((p) => p.total), totals);
    for (const t of ['game_sheet', 'new_match', 'share_replay']) assert.ok(s.targets[t], `target ${t}`);
    assert.equal(s.sheets.strategix.rows, 2);
    assert.equal(s.sheets.strategix.over, true);
    await waitFrames(page, 5);
    saveArtefact('strategix-game-over.png', await page.screenshot());
    assert.deepEqual(problems, []);
  } finally {
    await page.context().close();
  }
});

test('strategix (a 390 px phone): a hand against three bots by touch; every card of '
  + 'the hand is a target at least 44 px both ways', options, async () => {
  const { page, problems } = await openPage(env.browser, { ...PHONE, clockRate: FAST_CLOCK });
  try {
    let s = await startGame(page, touchTarget, 4, { 1: 'casual', 2: 'casual', 3: 'good' });
    assert.equal(s.strategix.players, 4);
    s = await waitForState(page, (y) => y.strategix.my_hand.length >= 15, null, 'my 15 cards');
    await waitFrames(page, 5);
    for (const code of s.strategix.my_hand) {
      const [x, y, w, h] = s.targets[`hand:${code}`];
      assert.ok(fingertip(w) && fingertip(h), `hand:${code} is ${w}x${h}`);
      assert.ok(x >= 0 && x + w <= 390 && y + h <= 844, `hand:${code} is on screen`);
    }
    saveArtefact('strategix-phone.png', await page.screenshot());
    const { turns } = await playHand(page, touchTarget, { shotAt: 2, shotName: 'strategix-phone-play.png' });
    s = await waitForState(page, (y) => y.strategix.panel, null, 'the end-of-hand panel');
    assert.equal(s.strategix.results[0].order.length, 4);
    assert.ok(turns >= 1);
    await waitFrames(page, 5);
    saveArtefact('strategix-phone-hand-over.png', await page.screenshot());
    assert.deepEqual(problems, []);
  } finally {
    await page.context().close();
  }
});

test('strategix (seats): two people on one device: the pass-the-device cover hides '
  + 'every hand until the next player taps', options, async () => {
  const { page, problems } = await openPage(env.browser);
  try {
    let s = await startGame(page, clickTarget, 2, { 1: 'person' });
    assert.equal(s.strategix.hotseat, true);
    s = await waitForState(page, (y) => y.strategix.covered, null, 'the cover');
    assert.deepEqual(s.strategix.my_hand, [], 'no hand while covered');
    assert.equal(Object.keys(s.targets).filter((t) => t.startsWith('hand:')).length, 0);
    const first = s.strategix.pass_to;
    await clickTarget(page, 'pass_ready');
    s = await waitForState(page, (y) => !y.strategix.covered && y.strategix.my_turn, null, 'my cards');
    assert.equal(s.strategix.me, first);
    await playTurn(page, clickTarget, s.strategix, 0);
    s = await waitForState(page, (y) => y.strategix.covered, null, 'covered for the other player');
    assert.equal(s.strategix.pass_to, 1 - first);
    assert.deepEqual(s.strategix.my_hand, []);
    assert.deepEqual(problems, []);
  } finally {
    await page.context().close();
  }
});
