// At rest when idle: with nothing moving and nothing due, the main loop stops asking
// for animation frames (src/platform/idle_web.js) and wakes on input; a bot due later still
// plays at its time, and a table waiting for a person rests.
// TXEK_SITE=/abs/path/to/site node --test tests/idle.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  arrangeTxekBench, openPage, playOneTxekTurn, startTxekGame, state, targetCentre,
  useSiteAndBrowser, waitForBotDiscard, waitForScreen, waitForState, waitInPage,
  watchQuietFor,
  FAST_CLOCK,
} from './lib.mjs';

const env = useSiteAndBrowser();
const options = { timeout: 180_000 };

const atRest = (page) => waitInPage(page, () => window.Module?.txekIdle?.asleep === true, undefined,
  { timeout: 15_000 });

// The frames the app drew during `ms` of waiting.
async function framesDrawnIn(page, ms) {
  const { first, last } = await watchQuietFor(page, ms);
  return last.frame - first.frame;
}

test('idle: the home screen at rest draws nothing and asks for no '
  + 'frames; a pointer move wakes it', options, async () => {
  const { context, page, problems } = await openPage(env.browser);
  try {
    await page.goto(`${env.site.url}/`);
    await waitForScreen(page, 'home');
    await atRest(page);
    assert.equal(await framesDrawnIn(page, 1500), 0, 'no frame drawn at rest');
    const sleeps = await page.evaluate(() => window.Module.txekIdle.sleeps);
    await watchQuietFor(page, 1000);
    assert.equal(await page.evaluate(() => window.Module.txekIdle.sleeps), sleeps,
      'the loop stayed at rest: it did not wake and fall asleep again');
    const { x, y } = await targetCentre(page, 'play:txek');
    const before = (await state(page)).frame;
    await page.mouse.move(x, y);
    const woken = await waitForState(page, (s, at) => s.frame > at, before, 'a frame after the move');
    assert.ok(woken.frame - before <= 5, 'a few frames for the move, not an endless loop');
    await atRest(page);
    assert.equal(await page.evaluate(() => window.Module.txekIdle.asleep), true, 'at rest again');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('idle: at a Txek table the bots play at their time while the '
  + 'loop rests between their moves, and a table waiting for me rests', options, async () => {
  const { context, page, problems } = await openPage(env.browser);
  try {
    await startTxekGame(page, env.site.url);
    // Txek rule 3 (src/engine/txek/README.md): the bots arrange their benches while I choose;
    // then the table waits for my three cards, at rest.
    await waitForState(page, (s) => s.txek.settled &&
      s.txek.seats.every((seat, i) => i === s.txek.me || seat.arranged), null, 'the bots arranged');
    await atRest(page);
    const frames = await framesDrawnIn(page, 1500);
    assert.ok(frames <= 2, `a table waiting for me draws nothing (${frames} frames)`);
    await arrangeTxekBench(page);
    // Txek rule 5: my turn by taps; then no more input: the bots' turns come at their time,
    // each woken by its due timer, until it is my turn again and nothing is due, or a bot's
    // Double-TXEK or last card ended the round (rules 13-14), which waits for me as well.
    const { serial } = await playOneTxekTurn(page);
    await waitForBotDiscard(page, serial);
    await waitForState(page, (s) => s.txek.settled && (s.txek.phase === 'round_over' ||
      (s.txek.current === s.txek.me && !s.txek.window_open)), null,
    'my turn again or the round over, the bots done', 90_000);
    await atRest(page);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

// A background tab gets no animation frames; headless Chromium keeps every tab visible, so the
// test holds the page's frames back itself (an init script, before the app starts).
function holdableFrames() {
  const real = window.requestAnimationFrame.bind(window);
  let held = null;
  window.requestAnimationFrame = (f) => (held ? (held.push(f), 0) : real(f));
  window.txekTestHoldFrames = () => { held = held ?? []; };
  window.txekTestReleaseFrames = () => { const q = held ?? []; held = null; q.forEach((f) => real(f)); };
}

test('idle: a tab that gets no frames for a while, as a '
  + 'background tab, catches up on elapsed time: the bots\' turns that came due meanwhile are '
  + 'there at its first frames back, not played at human speed afterwards', options, async () => {
  const { context, page, problems } = await openPage(env.browser, { clockRate: FAST_CLOCK });
  try {
    await page.addInitScript(holdableFrames);
    await startTxekGame(page, env.site.url);
    await arrangeTxekBench(page);
    const { serial } = await playOneTxekTurn(page);
    // Longer than the two bots' draws, discards and reaction windows take (Txek rules 5-10).
    await page.evaluate(() => window.txekTestHoldFrames());
    const { last: held } = await watchQuietFor(page, 200); // a frame asked for before the hold ends
    const { last } = await watchQuietFor(page, 15_000 / FAST_CLOCK); // 15 s of the app's time
    assert.equal(last.frame, held.frame, 'no frame drawn while held back');
    await page.evaluate(() => window.txekTestReleaseFrames());
    const back = await waitForState(page, (s) => s.txek.phase !== 'play' ||
      (s.txek.current === s.txek.me && s.txek.pile.some((c) => c.seat !== s.txek.me && c.serial > serial)),
    null, 'the bots\' turns played, back at my turn', 30_000);
    // Each bot takes at least 0.9 s of game time to draw and discard, so playing its turn after
    // the frames came back would take over fifty frames; catching up takes the first few.
    const frames = back.frame - held.frame;
    const brief = (x) => JSON.stringify({ frame: x.frame, phase: x.txek.phase, current: x.txek.current,
      drawn: x.txek.drawn, window: x.txek.window_open, pending: x.txek.pending.length, settled: x.txek.settled,
      pile: x.txek.pile.slice(-3).map((c) => [c.seat, c.serial]) });
    assert.ok(frames <= 20, `the bots' turns were there ${frames} frames after the frames came back: ` +
      `held ${brief(held)}, back ${brief(back)}`);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
