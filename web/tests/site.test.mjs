// The built site (TXEK_SITE) in headless Chromium, driven through the app's test hook
// window.txekState. Run from web/: TXEK_SITE=/abs/path/to/site node --test tests/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  DESKTOP_PIXEL_RATIO, TEST_TIMEOUT_MS, VIEWPORT, clickTarget, colourStats, decodePng,
  errorPanelText, openPage,
  readStorage, saveArtefact, state, waitForScreen, useSiteAndBrowser, waitForState, waitFrames,
  waitInPage,
  pollUntil,
} from './lib.mjs';

const SETTINGS_KEY = 'app.settings';
const options = { timeout: TEST_TIMEOUT_MS };

// The site served and one browser for every test of this file (lib.mjs).
const env = useSiteAndBrowser();

// Opens a fresh context (empty localStorage), runs fn, and always closes the context.
async function withPage(fn, contextOptions) {
  const opened = await openPage(env.browser, contextOptions);
  try {
    return await fn(opened);
  } finally {
    await opened.context.close();
  }
}

test('site: the home screen renders a non-blank frame with no console errors', options, () =>
  withPage(async ({ page, problems }) => {
    await page.goto(`${env.site.url}/`);
    const s = await waitForScreen(page, 'home');
    await waitFrames(page, 10);
    const png = await page.screenshot();
    saveArtefact('home.png', png);

    // The test hook's shape, as the other tests rely on it.
    assert.equal(typeof s.frame, 'number', 'txekState.frame is a number');
    assert.equal(typeof s.notice, 'string', 'txekState.notice is a string');
    assert.ok(Array.isArray(s.games), 'txekState.games is an array');
    assert.equal(typeof s.settings?.memory_aid, 'boolean', 'txekState.settings.memory_aid is a boolean');
    for (const name of ['settings', 'about']) assert.ok(s.targets?.[name], `home has target "${name}"`);

    // The page: the canvas fills the viewport, nothing scrolls, the loading box is gone.
    const box = await page.locator('#canvas').boundingBox();
    assert.deepEqual(box, { x: 0, y: 0, ...VIEWPORT }, 'the canvas fills the viewport');
    const scrolls = await page.evaluate(() => document.documentElement.scrollHeight > innerHeight ||
      document.documentElement.scrollWidth > innerWidth);
    assert.equal(scrolls, false, 'the page does not scroll');
    assert.equal(await page.locator('#loading').isVisible(), false, 'the loading box is hidden');
    assert.equal(await errorPanelText(page), '', 'no error panel');

    const image = decodePng(png);
    assert.equal(image.width, VIEWPORT.width * DESKTOP_PIXEL_RATIO);
    assert.equal(image.height, VIEWPORT.height * DESKTOP_PIXEL_RATIO);
    const stats = colourStats(image);
    assert.ok(stats.distinct > 20, `the frame has ${stats.distinct} distinct colours; want more than 20`);
    assert.ok(stats.differFromCorner > stats.total / 100,
      `only ${stats.differFromCorner} of ${stats.total} pixels differ from the corner pixel`);

    assert.deepEqual(problems, [], 'no console errors or page errors');
  }));

test('settings: a changed setting survives a page reload', options, () =>
  withPage(async ({ page, problems }) => {
    await page.goto(`${env.site.url}/`);
    await waitForScreen(page, 'home');
    await clickTarget(page, 'settings');
    let s = await waitForScreen(page, 'settings');
    const was = s.settings.memory_aid;
    assert.equal(typeof was, 'boolean', 'settings.memory_aid is a boolean');
    const want = !was;

    await clickTarget(page, 'memory_aid');
    s = await waitForState(page, (s, want) => s.settings.memory_aid === want, want, `memory_aid to become ${want}`);
    assert.equal(s.screen, 'settings');
    await waitInPage(page, ([key, want]) => {
      try { return JSON.parse(localStorage.getItem(key)).data.memory_aid === want; } catch { return false; }
    }, [SETTINGS_KEY, want], { timeout: 10_000 }).catch(() => {});
    const stored = await readStorage(page, SETTINGS_KEY);
    assert.ok(stored, `localStorage "${SETTINGS_KEY}" is set`);
    assert.equal(stored.kind, 'settings');
    assert.equal(stored.version, 1);
    assert.equal(stored.data?.memory_aid, want, 'the stored memory_aid flipped');
    await waitFrames(page, 3);
    saveArtefact('settings.png', await page.screenshot());

    // Back sits below a laptop's fold since Size and Sound joined the settings; Escape goes back too.
    await page.locator('#canvas').focus();
    await page.keyboard.press('Escape');
    await waitForScreen(page, 'home');

    await page.reload();
    s = await waitForScreen(page, 'home');
    assert.equal(s.settings.memory_aid, want, 'memory_aid after the reload');
    assert.equal((await readStorage(page, SETTINGS_KEY))?.data?.memory_aid, want, 'stored memory_aid after the reload');
    assert.deepEqual(problems, [], 'no console errors or page errors');
  }));

test('links: a malformed # link shows a message instead of crashing', options, async () => {
  for (const hash of ['#v=9&g=zzz', '#garbage', '#v=1&g=txek&seats=hh&seed=zz']) {
    await withPage(async ({ page, problems }) => {
      await page.goto(`${env.site.url}/${hash}`);
      const s = await waitForState(page, (s) => s.screen === 'home' && /link/i.test(s.notice || ''), null,
        `screen "home" with a notice about the link ${hash}`);
      assert.match(s.notice, /link/i, `notice for ${hash}`);
      await waitFrames(page, 3);
      assert.equal(await errorPanelText(page), '', `no error panel for ${hash}`);
      assert.deepEqual(problems.filter((p) => p.startsWith('page error')), [], `no page errors for ${hash}`);
    });
  }
});

// Locked down: what a link or storage holds stays data. Markup in a link and in a
// stored name and game reaches no HTML and runs no script: no dialog opens, no element is added
// to the page, no policy violation shows, and the name is shown as the letters it is.
test('locked down: markup in a link and in local storage stays text and runs nothing', options, () =>
  withPage(async ({ page, problems }) => {
    const markup = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const name = '<i>Ann</i>'; // short enough for a name (src/table/settings.cpp)
    let dialogs = 0;
    page.on('dialog', async (d) => { dialogs += 1; await d.dismiss(); });
    await page.goto(`${env.site.url}/`);
    await waitForScreen(page, 'home');
    const elements = await page.evaluate(() => document.querySelectorAll('*').length);
    await page.evaluate((m) => {
      localStorage.setItem('app.settings', JSON.stringify({ kind: 'settings', version: 1, data: { player_name: m.name } }));
      localStorage.setItem('txek.game', m.markup);
    }, { markup, name });
    await page.goto(`${env.site.url}/#v=1&g=${encodeURIComponent(markup)}&seed=${encodeURIComponent(markup)}`);
    await page.reload();
    // The damaged game is kept aside with a notice, the link refused with another.
    const s = await waitForState(page, (x) => x.screen === 'home' && /kept aside/.test(x.notice) &&
      /link could not be opened/.test(x.notice), null, 'the damaged game kept aside, the link refused');
    assert.equal(s.settings.player_name, name, 'the stored name is read as the letters it is');
    await waitFrames(page, 3);
    assert.equal(dialogs, 0, 'no script ran');
    assert.equal(await page.evaluate(() => document.querySelectorAll('img, iframe, object, embed').length), 0);
    assert.equal(await page.evaluate(() => document.querySelectorAll('*').length), elements, 'no element added');
    assert.deepEqual(problems.filter((p) => p.startsWith('page error')), []);
  }));

// Makes the page's browser lack a feature before any of its scripts run.
async function withoutFeature(init) {
  return withPage(async ({ page, context, problems, requests }) => {
    await context.addInitScript(init);
    await page.goto(`${env.site.url}/`);
    await page.locator('#error').waitFor({ state: 'visible', timeout: 10_000 });
    await page.waitForLoadState('load');
    await waitFrames(page, 3);
    return {
      text: await errorPanelText(page),
      loading: await page.locator('#loading').isVisible(),
      scriptRequested: requests.some((u) => new URL(u).pathname.endsWith('/txek_table.js')),
      problems,
    };
  });
}

test('shell: without WebGL 2 the page explains instead of loading', options, async () => {
  const r = await withoutFeature(() => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (type, ...rest) {
      return type === 'webgl2' ? null : getContext.call(this, type, ...rest);
    };
  });
  assert.match(r.text, /WebGL/, 'the error panel names WebGL');
  assert.equal(r.loading, false, 'the loading box is hidden');
  assert.equal(r.scriptRequested, false, 'txek_table.js was not requested');
  assert.deepEqual(r.problems, []);
});

test('shell: without WebAssembly the page explains instead of loading', options, async () => {
  const r = await withoutFeature(() => { delete globalThis.WebAssembly; });
  assert.match(r.text, /WebAssembly/, 'the error panel names WebAssembly');
  assert.equal(r.loading, false, 'the loading box is hidden');
  assert.equal(r.scriptRequested, false, 'txek_table.js was not requested');
  assert.deepEqual(r.problems, []);
});

test('shell: a failed download of the .wasm shows an error instead of a blank page', options, () =>
  withPage(async ({ page }) => {
    await page.route('**/txek_table.wasm', (route) => route.fulfill({ status: 404, body: 'not found' }));
    await page.goto(`${env.site.url}/`);
    await page.locator('#error').waitFor({ state: 'visible', timeout: 30_000 });
    assert.match(await errorPanelText(page), /stopped|went wrong/i);
    assert.equal(await page.locator('#loading').isVisible(), false, 'the loading box is hidden');
    assert.equal(await state(page), null, 'the app never ran');
  }));

test('shell: browser shortcuts (reload, zoom, developer tools) still work while the app runs', options, () =>
  withPage(async ({ page, context, problems }) => {
    // SDL2 cancels Ctrl+key and F-key presses on the whole window; the shell must keep these.
    const shortcuts = ['Control+r', 'F5', 'F12', 'Control+Shift+I', 'Control+Equal', 'Control+Minus', 'Control+0'];
    const seen = [];
    await context.exposeBinding('txekTestKeySeen', (_source, key) => seen.push(key));
    await context.addInitScript(() => {
      // The first listener of all; it reads defaultPrevented once every other listener has run.
      window.addEventListener('keydown', (e) => {
        if (e.key === 'Control' || e.key === 'Shift') return;
        setTimeout(() => window.txekTestKeySeen({ key: e.key, prevented: e.defaultPrevented }));
      }, true);
    });
    await page.goto(`${env.site.url}/`);
    await waitForScreen(page, 'home');
    const box = await page.locator('#canvas').boundingBox();
    await page.mouse.click(box.x + 2, box.y + box.height - 2); // focus the canvas, off any widget
    for (const key of shortcuts) await page.keyboard.press(key);
    await waitFrames(page, 3);
    await pollUntil(() => seen.length >= shortcuts.length, 'every shortcut seen by the page', 5_000)
      .catch(() => {}); // the count is asserted next, with what was seen
    assert.equal(seen.length, shortcuts.length, `saw ${JSON.stringify(seen)}`);
    const cancelled = seen.filter((k) => k.prevented).map((k) => k.key);
    assert.deepEqual(cancelled, [], 'no browser shortcut was cancelled');
    assert.deepEqual(problems, []);
  }));
