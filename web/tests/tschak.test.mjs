// Tschak! in the browser, played as a person would: taps on hand cards and Confirm, reading only
// what the app publishes for the seat on screen (window.txekState.tschak is that seat's view,
// with its legal choices). Run from web/:
// TXEK_SITE=/abs/path/to/site node --test tests/tschak.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  clickTarget, openPage, saveArtefact, state, startSeatedGame, touchTarget, useSiteAndBrowser, waitForScreen,
  waitForState, waitFrames,
  FAST_CLOCK, fingertip,
  PHONE,
} from './lib.mjs';

const env = useSiteAndBrowser();
const options = { timeout: 600_000 };

// Screenshots go to the test artefacts, and to TXEK_SHOTS too when it is set (a folder to look at).
async function shot(page, name) {
  await waitFrames(page, 4);
  const bytes = await page.screenshot();
  saveArtefact(name, bytes);
  if (process.env.TXEK_SHOTS) {
    mkdirSync(process.env.TXEK_SHOTS, { recursive: true });
    writeFileSync(path.join(process.env.TXEK_SHOTS, name), bytes);
  }
}

const startGame = (page, tap, players, seats) =>
  startSeatedGame(page, env.site, 'tschak', tap, players, seats);

// My step to choose, or the end panel.
const atRest = (s) => !!s.tschak && !s.tschak.covered &&
  (s.tschak.phase === 'game_over' ? s.tschak.panel : s.tschak.my_turn);

// "choose W5w F3" -> ['W5w', 'F3'].
const cardsOf = (action) => action.replace(/^choose ?/, '').split(' ').filter((t) => t !== '');

// One step by taps (README, "Floors"): the cards of a legal choice, each tappable, then Confirm.
async function playStep(page, tap, x, onPicked = null) {
  assert.ok(x.legal.length > 0, 'a step to choose has legal choices');
  const pick = cardsOf(x.legal[x.legal.length - 1]);
  assert.equal(pick.length, x.asks, `the step asks for ${x.asks} card(s)`);
  for (const c of pick) {
    const s = await state(page);
    assert.ok(s.tschak.tappable.includes(c), `${c} can be tapped: ${s.tschak.tappable}`);
    await tap(page, `hand:${c}`);
  }
  const s = await waitForState(page, (y, n) => y.tschak.picked.length === n, pick.length, 'the cards picked');
  assert.equal(s.tschak.confirm, `choose ${[...s.tschak.picked].join(' ')}`);
  if (onPicked) await onPicked(s);
  await tap(page, 'confirm');
  await waitForState(page, (y, before) => y.tschak.moves > before, x.moves, 'the choice sent');
  return pick;
}

// README, "Team values": each team's value shown is the sum its words work out.
function checkShownValues(x) {
  const shown = x.shown;
  shown.teams.forEach((team, p) => {
    if (team.length === 0) return;
    const words = shown.words[p];
    const total = words.includes('=') ? Number(words.slice(words.lastIndexOf('=') + 1)) : Number(words);
    assert.equal(total, shown.values[p], `${words} is worth ${shown.values[p]}`);
  });
}

// README, "Scoring": the parts add up to the total and the winners have the most points.
function checkScores(x) {
  assert.equal(x.scores.length, x.players);
  for (const sc of x.scores) {
    // The elixir is shown, not added: the monster it cancelled is already left out.
    assert.equal(sc.total, sc.loot + sc.chests + sc.rings + sc.trophy + sc.creatures
      + sc.troglodytes);
  }
  const best = Math.max(...x.scores.map((sc) => sc.total));
  for (const w of x.winners) assert.equal(x.scores[w].total, best, 'a winner has the most points');
}

// Plays my steps until `until` holds for the state (or the game ends); screenshots on the way:
// choosing (floor 2's pair picked), the keep after floor 1, and floor 2's result with the team
// values while floor 3 is chosen.
async function play(page, tap, prefix, until) {
  let steps = 0;
  const shots = { choose: true, floor: true, result: true };
  for (;;) {
    let s = await waitForState(page, atRest, null, 'my step or the end', 90_000);
    if (s.tschak.phase !== 'game_over') s = await waitForState(page, (y) => !y.tschak.revealing, null, 'the slide over');
    const x = s.tschak;
    if (x.phase === 'game_over' || until(x, steps)) return { steps, state: s };
    // Every card of the keep shows; only cards still in hand can be tapped.
    assert.equal(x.keep_hand.length, 10, 'the keep hand is ten cards');
    for (const c of x.tappable) assert.ok(x.my_hand.includes(c), 'only cards in hand can be tapped');
    // The reveal (README, "Team values"): each team's value worked out adds up.
    if (x.shown.result) checkShownValues(x);
    if (shots.floor && x.floors_done === 1 && x.shown.result) {
      await shot(page, `${prefix}-floor.png`);
      shots.floor = false;
    }
    if (shots.result && x.shown.result && x.shown.floor === 1) {
      await shot(page, `${prefix}-reveal.png`);
      shots.result = false;
    }
    const onPicked = shots.choose && x.floor === 1 && x.asks === 2
      ? async () => { await shot(page, `${prefix}-choose.png`); shots.choose = false; } : null;
    await playStep(page, tap, x, onPicked);
    steps += 1;
  }
}

test('tschak (the table): a whole keep against a bot by clicks on a desktop: cards '
  + 'tapped and confirmed, the reveal with team values, the loot and the hands passing; then '
  + 'the game to its end and the final breakdown', options, async () => {
  const { page, problems } = await openPage(env.browser, { clockRate: FAST_CLOCK });
  try {
    let s = await startGame(page, clickTarget, 2, { 1: 'casual' });
    assert.equal(s.tschak.players, 2);
    assert.equal(s.tschak.seats[s.tschak.me].name, 'Tess');
    assert.equal(s.tschak.keep, 0);
    for (const f of [0, 1, 2]) assert.ok(s.targets[`floor:${f}`], `floor ${f} is shown`);
    // Floor 1 (README, "Floors"): one card, three times; floor 2: one, then two; floor 3: three.
    const asked = [];
    const { steps } = await play(page, clickTarget, 'tk-desktop', (x) => {
      asked.push(x.asks);
      return x.loots >= 1;
    });
    assert.equal(steps, 6, 'a keep is six steps');
    assert.deepEqual(asked.slice(0, 6), [1, 1, 1, 1, 2, 3]);
    s = await state(page);
    assert.equal(s.tschak.keep, 1, 'the next keep');
    assert.equal(s.tschak.last_loot.keep, 0);
    assert.equal(s.tschak.last_loot.coins.reduce((a, b) => a + b, 0) <= 2, true, 'two players: one haul of 2');
    assert.ok(s.tschak.log.some((l) => /pass/i.test(l)), `the log says the hands passed: ${s.tschak.log}`);
    await shot(page, 'tk-desktop-after-keep.png');
    // The rest of the game.
    await play(page, clickTarget, 'tk-desktop-later', () => false);
    s = await waitForState(page, (y) => y.tschak.phase === 'game_over' && y.tschak.panel, null, 'the end panel');
    checkScores(s.tschak);
    for (const t of ['scores', 'game_sheet', 'new_match', 'share_replay']) assert.ok(s.targets[t], `target ${t}`);
    await shot(page, 'tk-desktop-final.png');
    assert.deepEqual(problems, []);
  } finally {
    await page.context().close();
  }
});

test('tschak (a 390 px phone): a choice tapped and confirmed by touch; hand cards and '
  + 'Confirm are targets at least 44 px both ways, on screen', options, async () => {
  const { page, problems } = await openPage(env.browser, { ...PHONE, clockRate: FAST_CLOCK });
  try {
    let s = await startGame(page, touchTarget, 2, { 1: 'good' });
    s = await waitForState(page, atRest, null, 'my step');
    const big = (name) => {
      const [x, y, w, h] = s.targets[name];
      assert.ok(fingertip(w) && fingertip(h), `${name} is ${w}x${h}`);
      assert.ok(x >= 0 && x + w <= 390 && y >= 0 && y + h <= 844, `${name} is on screen`);
    };
    for (const c of s.tschak.tappable) big(`hand:${c}`);
    await playStep(page, touchTarget, s.tschak, async (picked) => {
      s = picked;
      big('confirm');
      await shot(page, 'tk-phone-choose.png');
    });
    s = await waitForState(page, (y) => y.tschak.shown.teams.some((t) => t.length > 0)
      && !y.tschak.revealing, null, 'the reveal');
    assert.ok(s.tschak.shown.teams.every((t) => t.length === 1), 'every team shows its first card');
    // On to the end of floor 2, for the result and the keep after a floor.
    await play(page, touchTarget, 'tk-phone', (x) => x.floors_done >= 2);
    await shot(page, 'tk-phone-after-floor.png');
    // The rest of the game by touch is what the desktop test plays by clicks: not again here, to
    // keep the test command short.
    assert.deepEqual(problems, []);
  } finally {
    await page.context().close();
  }
});

test('tschak (seats): two people on one device each choose behind the cover; the '
  + 'reveal comes once both have chosen', options, async () => {
  const { page, problems } = await openPage(env.browser);
  try {
    let s = await startGame(page, clickTarget, 2, { 1: 'person' });
    assert.equal(s.tschak.hotseat, true);
    s = await waitForState(page, (y) => y.tschak.covered, null, 'the cover');
    assert.deepEqual(s.tschak.my_hand, [], 'no hand while covered');
    const first = s.tschak.pass_to;
    await clickTarget(page, 'pass_ready');
    s = await waitForState(page, (y) => !y.tschak.covered && y.tschak.my_turn, null, 'my cards');
    assert.equal(s.tschak.me, first);
    await playStep(page, clickTarget, s.tschak);
    s = await waitForState(page, (y) => y.tschak.covered, null, 'covered for the other player');
    assert.equal(s.tschak.pass_to, 1 - first);
    assert.equal(s.tschak.shown.teams.every((t) => t.length === 0), true, 'nothing revealed yet');
    await clickTarget(page, 'pass_ready');
    s = await waitForState(page, (y) => !y.tschak.covered && y.tschak.my_turn, null, 'the other cards');
    assert.equal(s.tschak.me, 1 - first);
    await playStep(page, clickTarget, s.tschak);
    s = await waitForState(page, (y) => y.tschak.shown.teams.every((t) => t.length === 1), null, 'the reveal');
    assert.equal(s.tschak.step, 1);
    assert.deepEqual(problems, []);
  } finally {
    await page.context().close();
  }
});

test('tschak (README, Secret choices): a reload keeps the game, a choice committed before it '
  + 'included: the device is handed on to the one still to choose, nothing is revealed yet, and '
  + 'that person\'s log, rebuilt, is the one they read before the reload, with nobody else\'s choice',
options, async () => {
  const { page, problems } = await openPage(env.browser);
  try {
    let s = await startGame(page, clickTarget, 2, { 1: 'person' });
    s = await waitForState(page, (y) => y.tschak.covered, null, 'the cover');
    const first = s.tschak.pass_to;
    await clickTarget(page, 'pass_ready');
    s = await waitForState(page, (y) => !y.tschak.covered && y.tschak.my_turn, null, 'my cards');
    await playStep(page, clickTarget, s.tschak);
    s = await waitForState(page, (y) => y.tschak.covered, null, 'covered for the other player');
    const moves = s.tschak.moves;
    // The other person takes the device and reads their log, then the page is reloaded.
    await clickTarget(page, 'pass_ready');
    s = await waitForState(page, (y) => !y.tschak.covered && y.tschak.my_turn, null, 'the other cards');
    const liveLog = s.tschak.log;
    assert.ok(s.tschak.log_lines < 10, 'the whole log is in the hook');
    await page.reload();
    await waitForScreen(page, 'tschak');
    s = await waitForState(page, (y) => !!y.tschak && y.tschak.covered, null, 'the cover after the reload');
    assert.equal(s.tschak.moves, moves, 'the game resumes where it was');
    assert.equal(s.tschak.pass_to, 1 - first, 'the device goes to the one still to choose');
    await clickTarget(page, 'pass_ready');
    s = await waitForState(page, (y) => !y.tschak.covered && y.tschak.my_turn, null, 'the other cards');
    assert.equal(s.tschak.me, 1 - first);
    assert.deepEqual(s.tschak.log.slice(0, -1), liveLog, 'the log rebuilt is the one read live');
    assert.equal(s.tschak.log.at(-1), 'Game resumed');
    const chose = s.tschak.seats[first].name;
    assert.ok(!s.tschak.log.some((line) => line.includes(chose) || /\bchoose\b/.test(line)),
      `nothing of ${chose}'s choice in the log: ${JSON.stringify(s.tschak.log)}`);
    assert.deepEqual(s.tschak.waiting, [s.tschak.seats[1 - first].name], 'only this player still chooses');
    assert.ok(s.tschak.shown.teams.every((t) => t.length === 0), 'nothing revealed before both chose');
    await playStep(page, clickTarget, s.tschak);
    s = await waitForState(page, (y) => y.tschak.shown.teams.every((t) => t.length === 1), null, 'the reveal');
    assert.deepEqual(problems, []);
  } finally {
    await page.context().close();
  }
});
