// Stored data that cannot be read, and Settings → Kept aside, in the browser: a
// damaged saved game is told in plain words after a reload, and every kept value can be
// exported (a download of the very text stored), deleted after a second press, or, for a game
// in progress, resumed. Run from web/: TXEK_SITE=/abs/path/to/site node --test tests/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import {
  clickTarget, openPage, saveArtefact, state, useSiteAndBrowser, waitForScreen, waitForState,
  waitFrames, waitInPage, fingertip,
  PHONE,
} from './lib.mjs';

const options = { timeout: 180_000 };
const env = useSiteAndBrowser();

const PREVIOUS = 'txek.game.previous-1';
const UNREADABLE = 'txek.game.unreadable-1';
// Words of a parser or a programmer, which a player's message must not hold.
const JARGON = /parse|syntax|literal|byte|json|column|token|offset|exception|invalid|last read/i;

function raw(page, key) {
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}

// Game A (seed 11) replaced by a link to game B (seed 12): A is set aside as previous-1. Then,
// with the app closed (a page of the same origin that is not the app, so no bot saves over it),
// B's saved text is damaged as a hand edit would (the player's "invalid literal ... 'no'"), and
// the app opens again. Returns A's saved text.
async function keptGames(page) {
  await page.goto(`${env.site.url}/#v=1&g=txek&seats=hc&seed=11`);
  await waitForScreen(page, 'txek');
  await waitInPage(page, () => window.localStorage.getItem('txek.game') !== null);
  await page.evaluate(() => { window.location.hash = 'v=1&g=txek&seats=hc&seed=12'; });
  await waitInPage(page, (k) => window.localStorage.getItem(k) !== null, PREVIOUS);
  const gameA = await raw(page, PREVIOUS);
  assert.equal(JSON.parse(gameA).data.seed, '0000000000000011', 'game A is set aside');
  await page.goto(`${env.site.url}/not-the-app`);
  const gameB = await raw(page, 'txek.game');
  assert.equal(JSON.parse(gameB).data.seed, '0000000000000012');
  await page.evaluate((t) => window.localStorage.setItem('txek.game', t),
    gameB.replace('"variant":0', '"variant":no'));
  await page.goto(`${env.site.url}/`);
  return gameA;
}

// The page that is not the app is a 404 (and so is its icon): not the app's problems.
function appProblems(problems) {
  return problems.filter((p) => !/\/not-the-app|\/favicon\.ico/.test(p));
}

async function openKeptAside(page) {
  await clickTarget(page, 'notice_ok');
  await waitForState(page, (s) => s.notice === '', null, 'the notice dismissed');
  await waitFrames(page, 4);
  await press(page, 'settings'); // below the fold on a phone
  return waitForState(page, (s) => s.screen === 'settings' && s.kept.length === 2 &&
    !!s.targets[`kept_export:${s.kept[1].key}`], null, 'Settings with two kept values');
}

// Scrolls the screen by the mouse wheel, as a person would, until the target `name` is wholly in
// view (Kept aside sits below the settings); returns the state.
async function reveal(page, name) {
  const { height, width } = page.viewportSize();
  for (let i = 0; i < 40; i++) {
    const s = await state(page);
    const r = s.targets[name];
    if (r && r[1] >= 0 && r[1] + r[3] <= height) return s;
    await page.mouse.move(width / 2, height / 2);
    await page.mouse.wheel(0, r && r[1] < 0 ? -200 : 200);
    await waitFrames(page, 4);
  }
  throw new Error(`target "${name}" never came into view`);
}

async function press(page, name) {
  await reveal(page, name);
  await clickTarget(page, name);
}

test('kept aside: a damaged saved game is told in plain words; Settings → Kept ' +
     'aside exports it as stored, deletes it after a second press and resumes a kept game',
options, async () => {
  const { page, context, problems } = await openPage(env.browser, { acceptDownloads: true });
  try {
    const gameA = await keptGames(page);
    let s = await waitForState(page, (s) => s.screen === 'home' && s.notice !== '', null,
      'the notice about the damaged game');
    assert.match(s.notice, /^The saved Txek game could not be read: the stored text is damaged\. /);
    assert.match(s.notice, /Nothing is lost: it is kept aside as 'txek\.game\.unreadable-1'/);
    assert.doesNotMatch(s.notice, JARGON);
    const damaged = await raw(page, UNREADABLE);
    assert.match(damaged, /"variant":no/, 'the damaged text is kept byte for byte');

    s = await openKeptAside(page);
    assert.deepEqual(s.kept.map((k) => [k.key, k.readable, k.resumable]),
      [[PREVIOUS, true, true], [UNREADABLE, false, false]]);
    assert.equal(s.kept[1].reason, 'the stored text is damaged');
    for (const k of s.kept) {
      for (const b of ['export', 'delete']) assert.ok(s.targets[`kept_${b}:${k.key}`], `${b} ${k.key}`);
    }
    assert.ok(s.targets[`kept_resume:${PREVIOUS}`], 'a readable game in progress can be resumed');
    assert.equal(s.targets[`kept_resume:${UNREADABLE}`], undefined, 'a damaged one cannot');
    await reveal(page, `kept_delete:${UNREADABLE}`);
    saveArtefact('kept-settings-desktop.png', await page.screenshot());

    // Export: a download of exactly the stored text.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      press(page, `kept_export:${UNREADABLE}`),
    ]);
    assert.equal(download.suggestedFilename(), `${UNREADABLE}.txt`);
    assert.equal(await readFile(await download.path(), 'utf8'), damaged);
    const [gameFile] = await Promise.all([
      page.waitForEvent('download'),
      press(page, `kept_export:${PREVIOUS}`),
    ]);
    assert.equal(gameFile.suggestedFilename(), `${PREVIOUS}.json`);
    assert.equal(await readFile(await gameFile.path(), 'utf8'), gameA);
    assert.equal(await raw(page, UNREADABLE), damaged, 'exporting keeps it');

    // Delete: the first press asks, "Keep it" keeps it, "Yes, delete" deletes it.
    await press(page, `kept_delete:${UNREADABLE}`);
    s = await waitForState(page, (s, k) => s.confirm_delete === k && !!s.targets[`kept_delete_yes:${k}`],
      UNREADABLE, 'the question before deleting');
    assert.equal(await raw(page, UNREADABLE), damaged, 'a first press deletes nothing');
    saveArtefact('kept-settings-confirm-desktop.png', await page.screenshot());
    await press(page, `kept_delete_no:${UNREADABLE}`);
    await waitForState(page, (s) => s.confirm_delete === '', null, '"Keep it" to close the question');
    assert.equal(await raw(page, UNREADABLE), damaged);
    await press(page, `kept_delete:${UNREADABLE}`);
    await waitForState(page, (s, k) => !!s.targets[`kept_delete_yes:${k}`], UNREADABLE, 'the question');
    await press(page, `kept_delete_yes:${UNREADABLE}`);
    s = await waitForState(page, (s) => s.kept.length === 1, null, 'the deleted value gone from the list');
    assert.equal(await raw(page, UNREADABLE), null);
    assert.equal(await raw(page, PREVIOUS), gameA, 'the other kept value is untouched');

    // Resume: game A is the game in progress again, and stays so after a reload.
    await press(page, `kept_resume:${PREVIOUS}`);
    s = await waitForScreen(page, 'txek');
    assert.match(s.notice, /is the game in progress again/);
    assert.equal(await raw(page, PREVIOUS), null);
    const resumed = JSON.parse(await raw(page, 'txek.game')).data;
    assert.equal(resumed.seed, JSON.parse(gameA).data.seed);
    await page.reload();
    s = await waitForScreen(page, 'txek');
    assert.equal(JSON.parse(await raw(page, 'txek.game')).data.seed, resumed.seed);

    assert.deepEqual(appProblems(problems), [], 'no console errors or page errors');
  } finally {
    await context.close();
  }
});

test('kept aside: on a 390×844 touch phone every kept value\'s buttons are at ' +
     'least 44 px tall and wide', options, async () => {
  const { page, context, problems } = await openPage(env.browser, PHONE);
  try {
    await keptGames(page);
    await waitForState(page, (s) => s.screen === 'home' && s.notice !== '', null, 'the notice');
    await waitFrames(page, 5);
    saveArtefact('kept-notice-phone.png', await page.screenshot());
    let s = await openKeptAside(page);
    const buttons = Object.entries(s.targets).filter(([name]) => name.startsWith('kept_') && name.includes(':'));
    assert.equal(buttons.length, 5, 'resume, and export and delete for each');
    for (const [name, [, , w, h]] of buttons) {
      assert.ok(fingertip(w) && fingertip(h), `${name} is ${w}×${h} px`);
    }
    await reveal(page, `kept_delete:${UNREADABLE}`);
    saveArtefact('kept-settings-phone.png', await page.screenshot());
    const at = await centre(page, `kept_delete:${UNREADABLE}`);
    await page.touchscreen.tap(at.x, at.y);
    s = await waitForState(page, (s, k) => !!s.targets[`kept_delete_yes:${k}`], UNREADABLE, 'the question');
    for (const name of [`kept_delete_yes:${UNREADABLE}`, `kept_delete_no:${UNREADABLE}`]) {
      const [, , w, h] = s.targets[name];
      assert.ok(fingertip(w) && fingertip(h), `${name} is ${w}×${h} px`);
    }
    await waitFrames(page, 4);
    saveArtefact('kept-settings-confirm-phone.png', await page.screenshot());
    assert.deepEqual(appProblems(problems), [], 'no console errors or page errors');
  } finally {
    await context.close();
  }
});

// The page coordinates of a target's centre, as {x, y}.
async function centre(page, name) {
  const s = await state(page);
  const [x, y, w, h] = s.targets[name];
  const box = await page.locator('#canvas').boundingBox();
  return { x: box.x + x + w / 2, y: box.y + y + h / 2 };
}
