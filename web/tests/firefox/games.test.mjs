// Games in Firefox (a second browser): a Txek and a Checks game start by clicks, take a
// few moves by the mouse and the keyboard, and come back the same after a reload. A smoke set:
// the games' own rules are tested in Chromium (../txek.test.mjs, ../checks.test.mjs).
// Run from web/, on a display: TXEK_SITE=/abs/path/to/site xvfb-run -a node --test tests/firefox/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { saveArtefact } from '../lib.mjs';
import {
  TEST_TIMEOUT_MS, clickTarget, fastSettings, focusCanvas, pressKey, reloadTo,
  useSiteAndFirefox, waitForScreen, waitForState, waitFrames, withPage,
} from './lib.mjs';

const options = { timeout: TEST_TIMEOUT_MS };
const env = useSiteAndFirefox();

// From the home screen to `game`'s dealt table, by clicks on its new-game screen's `choices`.
async function startByClicks(page, game, choices) {
  await page.goto(`${env.site.url}/`);
  await waitForScreen(page, 'home');
  await fastSettings(page);
  await reloadTo(page, 'home');
  await clickTarget(page, `play:${game}`);
  await waitForScreen(page, `${game}_new`);
  for (const choice of [...choices, 'start']) await clickTarget(page, choice);
  const s = await waitForScreen(page, game);
  await focusCanvas(page);
  return s;
}

// The saved game's action log (base64url of varints): it grows with every move applied.
async function savedActions(page, game) {
  const saved = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)), `${game}.game`);
  assert.equal(typeof saved?.data?.actions, 'string', `${game}.game holds an action log`);
  return saved.data.actions;
}

// A screenshot worth looking at: kept with the other artefacts, and copied to the folder
// TXEK_SHOTS names when it is set.
function keepShot(name, png) {
  const file = saveArtefact(name, png);
  const shots = process.env.TXEK_SHOTS;
  if (shots) {
    mkdirSync(shots, { recursive: true });
    copyFileSync(file, path.join(shots, name));
  }
}

// ---------------------------------------------------------------------------------------------
// Txek

// What the reload must bring back; the log is left out (it gains a "Game resumed" line).
function txekMoment(t) {
  const { round, phase, current, drawn, draw_count, pile, seats, results } = t;
  return { round, phase, current, drawn, draw_count, pile, seats, results };
}

// Rules 2–3 by clicks: three dealt cards to the bench, then a look at bench slot 0.
async function arrangeTxek(page) {
  for (const t of ['dealt:0', 'dealt:1', 'dealt:2']) await clickTarget(page, t);
  await waitForState(page, (s) => s.txek.arrange_picked.length === 3, null, 'three cards picked');
  await clickTarget(page, 'bench:0');
  return waitForState(page, (s) => s.txek.phase === 'play', null, 'the round to start', 60_000);
}

// Waits for my turn with nothing in flight, skipping my own action cards on the way (rule 7).
// The table then waits for me, so a reload finds it unchanged.
async function untilTxekWaitsForMe(page, what) {
  for (;;) {
    const s = await waitForState(page, (s) => s.txek.pending[0]?.seat === s.txek.me ||
      (s.txek.current === s.txek.me && !s.txek.drawn && !s.txek.window_open && s.txek.pending.length === 0 &&
       s.txek.settled),
      null, what, 60_000);
    if (s.txek.pending[0]?.seat !== s.txek.me) return s;
    await clickTarget(page, 'skip');
    await waitForState(page, (s, was) => JSON.stringify(s.txek.pending) !== was,
      JSON.stringify(s.txek.pending), 'my action card skipped');
  }
}

// One turn of mine: draw by the D key, discard my first hand card by a click on it and one on
// the pile. Returns the state once the discard is made (only a discard ends my draw).
async function playTxekTurn(page, turn) {
  await untilTxekWaitsForMe(page, `my turn ${turn}`);
  await pressKey(page, 'd');
  const s = await waitForState(page, (s) => s.txek.drawn, null, 'the card I drew');
  await clickTarget(page, 'hand:0');
  await clickTarget(page, 'pile');
  return waitForState(page, (s, n) => !s.txek.drawn && s.txek.log_lines > n, s.txek.log_lines,
    `my discard of turn ${turn}`);
}

test('firefox (a second browser): a Txek game started by clicks takes a few moves by ' +
     'mouse and key, and a reload resumes it at the same moment', options, () =>
  withPage(env.browser, async ({ page, problems }) => {
    let s = await startByClicks(page, 'txek', ['opponents:1']);
    assert.equal(s.txek.seats.length, 2);
    assert.equal(s.txek.seats[s.txek.me].name, 'Tess');
    await arrangeTxek(page);
    const arranged = await savedActions(page, 'txek');
    for (let turn = 1; turn <= 2; turn++) await playTxekTurn(page, turn);
    s = await untilTxekWaitsForMe(page, 'my third turn, with nothing in flight');
    assert.match(s.txek.log.join('\n'), /You discarded/, 'the log tells my discards');
    assert.ok((await savedActions(page, 'txek')).length > arranged.length, 'the moves are saved');

    await waitFrames(page, 10);
    keepShot('firefox-txek.png', Buffer.from(await page.screenshot()));
    const before = txekMoment(s.txek);
    await reloadTo(page, 'txek');
    s = await waitForState(page, (s) => s.txek?.log.includes('Game resumed'), null, 'the resumed table');
    assert.deepEqual(txekMoment(s.txek), before, 'the game resumes at the very same moment');
    assert.deepEqual(problems, [], 'no console errors or page errors');
  }));

// ---------------------------------------------------------------------------------------------
// Checks

const checksAtRest = (s) => !!s.checks && s.checks.phase !== 'game_over' &&
  s.checks.current === s.checks.me && !s.checks.animating && !s.checks.covered;

// Everything the seat on screen sees of the match.
function checksMoment(c) {
  return {
    game: c.game, moves: c.moves, current: c.current, dealer: c.dealer, deck: c.deck, piles: c.piles,
    seats: c.seats.map(({ name, hand, hand_count, row, checks, point_total }) =>
      ({ name, hand, hand_count, row, checks, point_total })),
    results: c.results,
  };
}

// One legal move of mine from the published view: cash when I can, else my first card onto the
// first pile that has cards, by two clicks.
async function playChecksMove(page, c) {
  if (c.cashable.length > 0) {
    await clickTarget(page, 'cash');
    return;
  }
  const pile = c.piles.findIndex((p) => p.length > 0);
  assert.ok(pile >= 0, 'a pile to play onto');
  await clickTarget(page, 'hand:0');
  await clickTarget(page, `pile:${pile}`);
}

test('firefox (a second browser): a Checks match started by clicks takes a few moves, ' +
     'and a reload resumes it at the same moment', options, () =>
  withPage(env.browser, async ({ page, problems }) => {
    let s = await startByClicks(page, 'checks', ['opponent:casual']);
    assert.equal(s.checks.seats.length, 2);
    assert.equal(s.checks.seats[s.checks.me].name, 'Tess');
    for (let move = 0; move < 3; move++) {
      s = await waitForState(page, checksAtRest, null, `my move ${move + 1}`, 60_000);
      await playChecksMove(page, s.checks);
      await waitForState(page, (x, n) => x.checks.moves > n, s.checks.moves, `my move ${move + 1} to apply`);
    }
    s = await waitForState(page, checksAtRest, null, 'the table at rest');
    const before = checksMoment(s.checks);
    await reloadTo(page, 'checks');
    s = await waitForState(page, checksAtRest, null, 'the resumed table at rest');
    assert.deepEqual(checksMoment(s.checks), before, 'the match resumes at the very same moment');
    assert.deepEqual(problems, [], 'no console errors or page errors');
  }));
