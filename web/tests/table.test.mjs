// The table for people: touch that scrolls, a log that survives a reload, and links
// that seat only who a game can seat. Run from web/: TXEK_SITE=/abs/path/to/site node --test tests/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  clickTarget, openPage, state, swipe, targetCentre, useSiteAndBrowser, waitForScreen,
  waitForState, waitFrames, waitInPage,
  FAST_CLOCK,
  PHONE,
} from './lib.mjs';

const options = { timeout: 300_000 };
const env = useSiteAndBrowser();

async function tap(page, cdp, name) {
  const at = await targetCentre(page, name);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
  await waitFrames(page, 2);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await waitFrames(page, 2);
}

const scrollOf = async (page, column) => (await state(page)).scroll?.[column] ?? [0, 0];

test('touch: a swipe scrolls the home and rules screens of a 390x844 phone, with ' +
     'momentum, and a tap stays a tap', options, async () => {
  const { context, page, problems } = await openPage(env.browser, PHONE);
  const cdp = await context.newCDPSession(page);
  await page.goto(`${env.site.url}/`);
  await waitForScreen(page, 'home');
  const [top, homeMax] = await scrollOf(page, 'home');
  assert.equal(top, 0);
  assert.ok(homeMax > 0, `the home screen is taller than a phone (${homeMax} px more)`);

  await swipe(page, cdp, { x: 195, y: 700 }, { x: 195, y: 400 });
  await waitFrames(page, 20);
  const [afterSwipe] = await scrollOf(page, 'home');
  // Within a pixel: the page follows the 300 px swipe (or stops at its foot), published whole.
  assert.ok(afterSwipe >= Math.min(homeMax, 300) - 1, `a 300 px swipe up scrolls the home screen as far (${afterSwipe} of ${homeMax})`);
  // With five games the foot lies further down than one swipe: each further swipe scrolls on,
  // and a few bring it into view.
  let at = afterSwipe;
  for (let swipes = 1; at < homeMax - 1 && swipes < 5; swipes++) {
    await swipe(page, cdp, { x: 195, y: 700 }, { x: 195, y: 400 });
    await waitFrames(page, 20);
    const [again] = await scrollOf(page, 'home');
    assert.ok(again > at, `swipe ${swipes + 1} scrolls the home screen on (${again} of ${homeMax})`);
    at = again;
  }
  assert.ok(at >= homeMax - 1, `swipes bring the foot of the home screen into view (${at} of ${homeMax})`);
  const about = (await state(page)).targets.about;
  assert.ok(about[1] + about[3] <= 844, `About is on the screen now (${about})`);
  assert.equal((await state(page)).screen, 'home', 'a swipe presses no button');

  // Back up to the top, where Txek's buttons are, with swipes down.
  for (let swipes = 0; swipes < 6 && (await scrollOf(page, 'home'))[0] > 0; swipes++) {
    await swipe(page, cdp, { x: 195, y: 300 }, { x: 195, y: 700 });
    await waitFrames(page, 20);
  }
  assert.equal((await scrollOf(page, 'home'))[0], 0, 'swipes down bring the top back');
  await tap(page, cdp, 'rules:txek');
  await waitForScreen(page, 'txek_rules');
  const [, rulesMax] = await scrollOf(page, 'rules');
  assert.ok(rulesMax > 2000, `the rules are long (${rulesMax} px to scroll)`);
  await swipe(page, cdp, { x: 195, y: 700 }, { x: 195, y: 400 });
  const [lifted] = await scrollOf(page, 'rules');
  assert.ok(lifted > 150, `a 300 px swipe up scrolls the rules (${lifted} px)`);
  await waitFrames(page, 20);
  const [glided, , speed] = await scrollOf(page, 'rules');
  // A finger still moving as it lifts leaves the page gliding. On a loaded machine the lift may
  // come frames after the last move, as a finger that rested first: no speed, no glide
  // (touch_scroll.h; touch.test.mjs measures the glide of a flick against its speed).
  if (speed > 0) assert.ok(glided > lifted, `the page glides on after the finger lifts (${lifted} -> ${glided})`);
  else assert.equal(glided, lifted, 'a finger at rest as it lifts leaves the page still');
  for (let i = 0; i < 3; ++i) await swipe(page, cdp, { x: 195, y: 760 }, { x: 195, y: 160 });
  await waitFrames(page, 30);
  const [read] = await scrollOf(page, 'rules');
  assert.ok(read > glided + 1200, `three more swipes move well down the rules (${read} px)`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('seatings: a Txek link seating two people is refused with a message; a Checks ' +
     'link seating two opens its table', options, async () => {
  const { context, page, problems } = await openPage(env.browser);
  await page.goto(`${env.site.url}/#v=1&g=txek&seats=hh&seed=12`);
  let s = await waitForState(page, (x) => x.notice.includes('seats at most'), null, 'the refusal');
  assert.equal(s.screen, 'home');
  assert.match(s.notice, /Txek seats at most one person on one device/);
  assert.equal(await page.evaluate(() => localStorage.getItem('txek.game')), null, 'no dead table saved');
  await clickTarget(page, 'notice_ok');
  await page.goto(`${env.site.url}/#v=1&g=checks&seats=hh&seed=12`);
  s = await waitForScreen(page, 'checks');
  assert.equal(s.notice, '');
  // The link is taken from the address bar once dealt: a reload resumes that match, it deals
  // no new one (which would set the first aside with a notice).
  await waitInPage(page, () => location.hash === '');
  await page.reload();
  s = await waitForScreen(page, 'checks');
  assert.equal(s.notice, '');
  assert.deepEqual(problems, []);
  await context.close();
});

test('log: the whole log of a Txek game survives a reload, line for line',
     options, async () => {
  const { context, page, problems } = await openPage(env.browser, { clockRate: FAST_CLOCK });
  await page.goto(`${env.site.url}/#v=1&g=txek&seats=hgg&seed=31`);
  await waitForScreen(page, 'txek');
  await page.locator('#canvas').focus();
  for (const t of ['dealt:0', 'dealt:1', 'dealt:2', 'bench:0']) await clickTarget(page, t);
  // Play my turns by keys (D draws, 1 picks, Enter discards), skipping my action cards, until the log has a game's worth.
  const deadline = Date.now() + 120_000;
  let s;
  for (;;) {
    s = (await state(page)).txek;
    assert.ok(Date.now() < deadline, `the log did not grow: ${JSON.stringify(s.log)}`);
    assert.ok(s.phase === 'play' || s.phase === 'arrange', `the round ended early: ${s.phase}`);
    const mine = s.phase === 'play' && s.current === s.me && s.pending.length === 0 && !s.window_open;
    // Read at my turn before I draw: the table waits for me, so nothing moves during the reload.
    if (s.log_lines >= 14 && mine && !s.drawn) break;
    if (s.pending[0]?.seat === s.me) await clickTarget(page, 'skip'); // my action card: rule 7
    else if (mine && !s.drawn) await page.keyboard.press('d');
    else if (mine && s.drawn) { await page.keyboard.press('1'); await page.keyboard.press('Enter'); }
    await waitFrames(page, 6);
  }
  // Let every flight land so the log is complete, then read it and reload.
  await waitFrames(page, 30);
  const before = (await state(page)).txek;
  await page.reload();
  // The table writes its "Game resumed" line on its first frame, after the screen is up.
  const after = (await waitForState(page, (x) => x.txek?.log.includes('Game resumed'), null,
    'the resumed table')).txek;
  // Bots may move on at once after it: the lines up to "Game resumed" are the old log's.
  const k = after.log.indexOf('Game resumed');
  const upToResumed = after.log_lines - (after.log.length - 1 - k);
  assert.equal(upToResumed, before.log_lines + 1, 'every line, and one saying so');
  const prior = after.log.slice(0, k);
  assert.deepEqual(prior, before.log.slice(before.log.length - prior.length),
    'the newest lines, word for word');
  assert.ok(before.log.some((l) => /\b[Yy]our?\b/.test(l)), 'the log speaks to you as "you"');
  assert.ok(!before.log.some((l) => /You (was|takes|makes|plays|is)\b/.test(l)), 'in good grammar');
  assert.deepEqual(problems, []);
  await context.close();
});
