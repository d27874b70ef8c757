// Shared helpers of the browser tests: a static server for the built site, headless Chromium
// (Debian's, through playwright-core), waiting on the app's test hook window.txekState,
// clicking its named targets, and a small PNG decoder for screenshots.
import { createServer } from 'node:http';
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { inflateSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { withPolicy } from '../build/csp.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

export const TEST_TIMEOUT_MS = 60_000;
export const VIEWPORT = { width: 1280, height: 800 };
// A desktop page draws at half its CSS pixels. The table lays out in CSS pixels, the same at
// every pixel ratio, while Chromium's software renderer pays for each device pixel: at 0.5 a
// frame of the table is a quarter of the pixels. A test that reads the canvas's pixels scales
// the table's rectangles by the page's devicePixelRatio.
export const DESKTOP_PIXEL_RATIO = 0.5;
// A 390x844 touch phone. The table lays out in CSS pixels, the same at every pixel ratio
// (txek-phone.test.mjs checks it), while the software renderer's work per frame grows with the
// device pixels, nine times at 3x: tests of taps and layout use 1x, and a few keep a real
// phone's 3x (PHONE_3X) for what the pixel ratio itself changes (fonts, touch scrolling).
export const PHONE = {
  viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, hasTouch: true, isMobile: true,
};
export const PHONE_3X = { ...PHONE, deviceScaleFactor: 3 };

// ---------------------------------------------------------------------------------------------
// The site under test

// The site the environment variable `variable` names: TXEK_SITE the site that ships (build/web/
// site), TXEK_TEST_SITE the test site (build/web/test-site: the same app with the games only the
// tests register, such as High card).
export function siteDir(variable = 'TXEK_SITE') {
  const dir = process.env[variable];
  if (!dir) {
    throw new Error(`${variable} is not set: set it to the absolute path of the built site folder, ` +
      'e.g. `TXEK_SITE=$PWD/../build/web/site node --test tests/` from web/ (CTest sets it).');
  }
  const abs = path.resolve(dir);
  for (const f of ['index.html', 'txek_table.js']) {
    if (!existsSync(path.join(abs, f))) throw new Error(`${variable}=${abs} has no ${f}: build the web target first`);
  }
  return abs;
}

export function artefactDir() {
  const dir = path.resolve(process.env.TXEK_ARTEFACTS || path.join(here, '..', 'test-results'));
  mkdirSync(dir, { recursive: true });
  return dir;
}

export function saveArtefact(name, bytes) {
  const file = path.join(artefactDir(), name);
  writeFileSync(file, bytes);
  return file;
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.data': 'application/octet-stream',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.css': 'text/css; charset=utf-8',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

// Serves `root` on 127.0.0.1 (only) at a free port. Resolves to { url, close, requests }.
// `requests` lists every path asked for, in order. Unknown types and missing files are 404.
// `overrides` maps a path ('/config.json') to the text served there instead of the file, or to
// a function asked at each request: it returns the text, an HTTP error status, or undefined for
// the file itself.
// A config.json of its own gets the page's CSP written for it (web/build/csp.mjs), as the build
// does for the site's own: its signalling server must be reachable under the policy.
export function serve(root, overrides = {}) {
  if (Object.hasOwn(overrides, '/config.json') && !Object.hasOwn(overrides, '/index.html')) {
    const page = readFileSync(path.join(root, 'index.html'), 'utf8');
    overrides['/index.html'] = withPolicy(page, JSON.parse(overrides['/config.json']));
  }
  const requests = [];
  const server = createServer((req, res) => {
    let rel;
    try {
      rel = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    } catch {
      res.writeHead(400).end('bad request');
      return;
    }
    requests.push(rel);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    if (rel.endsWith('/')) rel += 'index.html';
    const override = typeof overrides[rel] === 'function' ? overrides[rel]() : overrides[rel];
    if (typeof override === 'number') {
      res.writeHead(override, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`failed on purpose: ${rel}`);
      return;
    }
    if (override !== undefined) {
      const body = Buffer.from(override);
      res.writeHead(200, { 'Content-Type': TYPES[path.extname(rel)] || 'text/plain', 'Content-Length': body.length, 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    const file = path.resolve(root, '.' + rel);
    const type = TYPES[path.extname(file).toLowerCase()];
    let st = null;
    if (file === root || file.startsWith(root + path.sep)) {
      try { st = statSync(file); } catch { st = null; }
    }
    if (!type || !st || !st.isFile()) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`not found: ${rel}`);
      return;
    }
    res.writeHead(200, { 'Content-Type': type, 'Content-Length': st.size, 'Cache-Control': 'no-store' });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        url: `http://127.0.0.1:${port}`,
        requests,
        close: () => new Promise((r) => { server.closeAllConnections?.(); server.close(() => r()); }),
      });
    });
  });
}

// ---------------------------------------------------------------------------------------------
// The browser

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

// The tests' Chromium: Debian's headless shell, the same engine without the browser's own
// window and its pages. Run two at a time, the full browser in its headless mode took about
// twice the CPU for each test file. TXEK_CHROMIUM names another build. FULL_CHROMIUM is for what
// only the whole browser does, such as its installability check.
export const CHROMIUM = process.env.TXEK_CHROMIUM || '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

// The tests' Chromium with these flags (online play adds its own to CHROMIUM_ARGS).
export function launch(args = CHROMIUM_ARGS) {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args,
  });
}

// Registers the hooks a test file needs: the built site (siteDir(variable)) served on 127.0.0.1
// and one headless Chromium, both closed at the end. The returned object's `site` and `browser`
// are set once the `before` hook has run (use them inside tests).
export function useSiteAndBrowser(variable = 'TXEK_SITE') {
  const env = { site: null, browser: null };
  checkNoCspViolations();
  before(async () => {
    env.site = await serve(siteDir(variable));
    env.browser = await launch();
  });
  after(async () => {
    await env.browser?.close();
    await env.site?.close();
  });
  return env;
}

// The page's policy: no CSP violation may show in any browser test. Chromium reports each
// one as a console message; every page opened by openPage adds them here, and a file whose pages
// saw one fails at its end (checkNoCspViolations, registered by useSiteAndBrowser).
export const cspViolations = [];

export function checkNoCspViolations() {
  after(() => {
    assert.deepEqual(cspViolations, [], 'the Content-Security-Policy refused something the site did');
  });
}

// A fingertip target is at least 44 CSS px both ways. Targets are published as float screen
// rectangles, so a width laid out as exactly 44 can read 43.99998 after subtraction; a
// thousandth of a pixel is float noise, not a smaller target.
const TOUCH_PX = 44;
export const fingertip = (px) => px >= TOUCH_PX - 1e-3;

// The test clock: the app's clock runs this many times faster than real time in tests that
// pass it to openPage, so bots, reaction windows, flights and timers all hurry alike
// (platform::clock_rate). Tests that check the human pace itself keep real time (1).
export const FAST_CLOCK = Number(process.env.TXEK_CLOCK_RATE) > 0 ? Number(process.env.TXEK_CLOCK_RATE) : 12;

// Runs the app's clock at `rate` from now on, going on from where it is: a test plays the bots'
// turns fast and a person's own reaction window at real speed. Resolves once the app runs at it.
export async function setClockRate(page, rate) {
  await page.evaluate((r) => { window.txekTestClockRate = r; window.Module?.txekIdle?.wake(); }, rate);
  return waitForState(page, (s, r) => s.clock_rate === r, rate, `the app's clock at ${rate} times real speed`);
}

// A fresh context and page; records console errors and page errors in `problems`.
// `clockRate` (default 1, real time): the app's clock rate in every page of the context, from its
// start and again after a reload.
export async function openPage(browser, { clockRate = 1, ...options } = {}) {
  const context = await browser.newContext({
    viewport: VIEWPORT, deviceScaleFactor: DESKTOP_PIXEL_RATIO, ...options,
  });
  const page = await context.newPage();
  if (clockRate !== 1) await context.addInitScript((rate) => { window.txekTestClockRate = rate; }, clockRate);
  const problems = [];
  const requests = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()} (${msg.location().url || 'page'})`);
    if (/Content Security Policy/i.test(msg.text())) cspViolations.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('request', (req) => requests.push(req.url()));
  page.on('requestfailed', (req) => {
    // ERR_ABORTED: cancelled by a navigation or reload, not a failure of the site.
    const why = req.failure()?.errorText ?? '';
    if (!why.includes('ERR_ABORTED')) problems.push(`request failed: ${req.url()} (${why})`);
  });
  return { context, page, problems, requests };
}

// ---------------------------------------------------------------------------------------------
// The app's test hook: window.txekState

export function state(page) {
  return page.evaluate(() => window.txekState ?? null);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// Evaluates `fn(arg)` in the page until it returns something truthy, and returns that. Polled
// from here: Playwright's waitForFunction compiles its predicate with eval in the page, which the
// page's Content-Security-Policy refuses. A navigation under way is waited out.
export async function waitInPage(page, fn, arg, { timeout = 45_000, interval = 50 } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const got = await page.evaluate(fn, arg).catch((err) => {
      if (/context was destroyed|navigation|Target closed|has been closed/i.test(err.message) && !page.isClosed()) return null;
      throw err;
    });
    if (got) return got;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeout} ms`);
    await sleep(interval);
  }
}

// The app's test hook and the shell's error panel ('' while hidden), read at once.
const readHook = () => {
  const e = document.getElementById('error');
  return {
    s: window.txekState ?? null,
    panel: e && !e.hidden ? e.innerText.replace(/\s+/g, ' ').trim() : '',
    page: `${document.readyState}: ${document.body?.innerText.replace(/\s+/g, ' ').trim().slice(0, 200) ?? ''}`,
  };
};

// Waits until window.txekState satisfies `predicate(state, arg)` (run here, on each state read),
// and returns that state. Stops at once when the page shows its error panel: nothing more will
// come then. On time-out, the message tells the last state seen.
export async function waitForState(page, predicate, arg, what, timeout = 45_000) {
  const deadline = Date.now() + timeout;
  let last = null;
  let panel = '';
  let shownPage = '';
  let met = false;
  for (;;) {
    const read = await page.evaluate(readHook).catch((err) => {
      if (page.isClosed()) throw err;
      return null; // a navigation under way: read again
    });
    if (read) ({ s: last, panel, page: shownPage } = read);
    met = !panel && !!last && predicate(last, arg ?? null);
    if (met || panel || Date.now() > deadline) break;
    await sleep(50);
  }
  if (!met) {
    const shown = last ? JSON.stringify({ ...last, targets: Object.keys(last.targets ?? {}) })
      : `never set (the page, ${shownPage || 'never read'})`;
    throw new Error(`${panel ? 'gave up waiting' : 'timed out waiting'} for ${what} (${timeout} ms); ` +
      `last window.txekState: ${shown}` + (panel ? `\nthe page shows its error panel: ${panel}` : ''));
  }
  return last;
}

// The text of the shell's error panel, or '' while it is hidden.
export function errorPanelText(page) {
  return page.evaluate(() => {
    const e = document.getElementById('error');
    return e && !e.hidden ? e.innerText.replace(/\s+/g, ' ').trim() : '';
  }).catch(() => '');
}

// Named conditions of the test hook, for waitUntil: each is { what, predicate(state) }.
export const until = {
  // A screen is up once a frame has drawn something on it to press.
  screen: (name) => ({ what: `screen "${name}"`, predicate: (s) => s.screen === name && Object.keys(s.targets).length > 0 }),
  // A named target is on screen (a card in flight has none).
  target: (name) => ({ what: `target "${name}"`, predicate: (s) => !!s.targets?.[name] }),
  // A game's table has nothing in flight and nothing due: what it shows is what it holds.
  settled: (game) => ({ what: `${game} settled`, predicate: (s) => !!s[game] && s[game].settled !== false && s[game].animating !== true }),
  // A game's table is in this phase.
  phase: (game, phase) => ({ what: `${game} in phase ${phase}`, predicate: (s) => s[game]?.phase === phase }),
  // A frame after `frame` was drawn (something changed on screen).
  frameAfter: (frame) => ({ what: `a frame after frame ${frame}`, predicate: (s) => s.frame > frame }),
};

// The next state with a frame drawn after `frame`: what a loop playing a table waits for after
// a press, or while the bots are to move (every move draws frames).
export function nextFrameAfter(page, frame, timeout = 45_000) {
  return waitUntil(page, until.frameAfter(frame), timeout);
}

// Waits for a named condition (`until.*`) and returns the state that met it.
export function waitUntil(page, { what, predicate }, timeout = 45_000) {
  return waitForState(page, predicate, null, what, timeout);
}

// Polls `fn()` here (not in the page) until it returns something truthy, and returns that.
export async function pollUntil(fn, what, timeout = 45_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const got = await fn();
    if (got) return got;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what} (${timeout} ms)`);
    await sleep(50);
  }
}

// The one place a test lets real time pass on purpose: to see that nothing happens during `ms`
// (a stopped tab saves nothing, a paused replay stays, the loop at rest draws nothing). Returns
// the states read at its start and its end. No outcome waits on it: a test that needs something
// to happen waits for that state instead (waitForState, waitUntil).
export async function watchQuietFor(page, ms) {
  const first = await state(page);
  await sleep(ms);
  return { first, last: await state(page) };
}

// A screen is up once a frame has drawn something on it to press: a table waiting for the other
// tabs' answer draws nothing for a frame or two, and its targets are not there yet.
export function waitForScreen(page, screen) {
  return waitUntil(page, until.screen(screen));
}

// Waits for `n` of the browser's animation frames (the app's main loop runs on them), so
// that input given before has been seen by the app and its next frame is on screen.
export function waitFrames(page, n = 3) {
  return page.evaluate((n) => new Promise((resolve) => {
    const step = () => (n-- <= 0 ? resolve() : requestAnimationFrame(step));
    requestAnimationFrame(step);
  }), n);
}

// The state once `name` is a target, as a person waits for a card to land before tapping it (a
// card in flight has no target), or the last state after `patience` ms without it.
async function stateWithTarget(page, name, patience = 3000) {
  const deadline = Date.now() + patience;
  for (;;) {
    const s = await state(page);
    if (s?.targets?.[name] || Date.now() > deadline) return s;
    await sleep(50);
  }
}

// Page coordinates of the centre of a target: targets are [x, y, w, h] in CSS pixels from the
// canvas's top-left corner.
export async function targetCentre(page, name) {
  const s = await stateWithTarget(page, name);
  const rect = s?.targets?.[name];
  if (!Array.isArray(rect) || rect.length !== 4 || rect.some((v) => typeof v !== 'number')) {
    const known = Object.keys(s?.targets ?? {}).join(', ') || 'none';
    throw new Error(`no target "${name}" on screen "${s?.screen}" (targets: ${known})`);
  }
  const box = await page.locator('#canvas').boundingBox();
  if (!box) throw new Error('the canvas is not visible');
  const [x, y, w, h] = rect;
  return { x: box.x + x + w / 2, y: box.y + y + h / 2 };
}

// Scrolls a menu screen with the mouse wheel over the canvas until the target lies wholly on
// screen, `margin` px clear of its foot, as a person would before clicking it (the home screen
// lists every game and grows taller than 800 px). Tables do not scroll: there it does nothing.
export async function scrollToTarget(page, name, margin = 0) {
  const { width, height } = page.viewportSize();
  for (let i = 0; i < 30; i++) {
    const rect = (await state(page))?.targets?.[name];
    if (!Array.isArray(rect) || (rect[1] >= 0 && rect[1] + rect[3] <= height - margin)) return;
    await page.mouse.move(width / 2, height / 2);
    await page.mouse.wheel(0, rect[1] < 0 ? -160 : 160);
    await waitFrames(page, 4);
  }
}

// Clicks a named target like a person would: move there, press, release, a browser frame apart
// so a polling UI (ImGui) sees the hover, the press and the release each in its own frame (its
// input queue also parts events that land in one frame). One frame, not more: every frame the
// app draws costs the software renderer dearly, and the suite's time is mostly drawing.
export async function clickTarget(page, name) {
  await scrollToTarget(page, name);
  const { x, y } = await targetCentre(page, name);
  await page.mouse.move(x, y);
  await waitFrames(page, 1);
  await page.mouse.down();
  await waitFrames(page, 1);
  await page.mouse.up();
  await waitFrames(page, 2);
}

// The settings the game tests play with: a name, and animations at twice the speed.
const FAST_SETTINGS = { player_name: 'Tess', reaction_ms: 1500, animation_speed: 2.0, memory_aid: false };
const storedFastSettings = JSON.stringify({ kind: 'settings', version: 1, data: FAST_SETTINGS });

export async function fastSettings(page) {
  await page.evaluate((text) => localStorage.setItem('app.settings', text), storedFastSettings);
}

// The same settings stored for the site at `url` before a context's first page (openPage's
// `storageState`): the page opens with them, with no load to store them and a reload to read them.
export function withFastSettings(url) {
  return {
    cookies: [],
    origins: [{ origin: new URL(url).origin, localStorage: [{ name: 'app.settings', value: storedFastSettings }] }],
  };
}

// scrollToTarget, then fails unless the target lies wholly on screen.
export async function reachTarget(page, name) {
  const height = page.viewportSize().height;
  // The same margin for both: a target within it of the foot once stopped the wheel, yet never
  // counted as reached (a swipe's glide in touch.test left the volume slider there).
  const margin = 4;
  for (let i = 0; i < 20; i++) {
    await scrollToTarget(page, name, margin);
    const rect = (await state(page)).targets?.[name];
    if (rect && rect[1] >= 0 && rect[1] + rect[3] <= height - margin) return;
    await waitFrames(page, 4);
  }
  throw new Error(`could not scroll to ${name}`);
}

// A touch tap on a named target, then frames for the app to see it.
export async function touchTarget(page, name) {
  const { x, y } = await targetCentre(page, name);
  await page.touchscreen.tap(x, y);
  await waitFrames(page, 3);
}

// A finger's swipe from `from` to `to` (page px) in `steps` moves, through the DevTools protocol
// session `cdp`. The browser hands the page a move at its next frame, so each move waits for the
// one before as a finger's do: one a frame, however slow the frames, and no pause before it lifts
// (a finger that rests before lifting leaves the page still: src/table/touch_scroll.h).
export async function swipe(page, cdp, from, to, steps = 12) {
  const point = (t) => [{ x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(0) });
  await waitFrames(page, 1);
  for (let i = 1; i < steps; ++i) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(i / steps) });
  }
  // The last move and the lift leave together, as a finger lifts while still moving: awaited
  // one after the other, a busy machine lets frames pass between them, and the app rightly sees
  // a finger that rested before it lifted (touch_scroll.h, kRestTime).
  await Promise.all([
    cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(1) }),
    cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }),
  ]);
}

// From the home screen to a dealt table of `game`, whose new-game screen seats people as
// table/seat_choice.h does ("players:N", "seatK:level", "start"), by `tap` (clickTarget or
// touchTarget); `site` is useSiteAndBrowser()'s.
export async function startSeatedGame(page, site, game, tap, players, seats) {
  await page.goto(`${site.url}/`);
  await waitForScreen(page, 'home');
  await fastSettings(page);
  await page.reload();
  await waitForScreen(page, 'home');
  await reachTarget(page, `play:${game}`);
  await tap(page, `play:${game}`);
  await waitForScreen(page, `${game}_new`);
  await tap(page, `players:${players}`);
  for (const [seat, kind] of Object.entries(seats)) {
    await reachTarget(page, `seat${seat}:${kind}`);
    await tap(page, `seat${seat}:${kind}`);
  }
  await reachTarget(page, 'start');
  await tap(page, 'start');
  const s = await waitForScreen(page, game);
  await page.locator('#canvas').focus();
  return s;
}

export function readStorage(page, key) {
  return page.evaluate((key) => {
    const v = window.localStorage.getItem(key);
    return v === null ? null : JSON.parse(v);
  }, key);
}

// ---------------------------------------------------------------------------------------------
// PNG: enough of a decoder for screenshots and the site's own PNGs (8-bit greyscale/RGB/
// greyscale+alpha/RGBA, and palettes of 1 to 8 bits as pngquant and optipng write them; not
// interlaced, all five filter types). Returns { width, height, channels, pixels } with pixels
// as RGBA bytes (channels is 1 for a palette: one index a pixel).

export function decodePng(buf) {
  const SIG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (buf.length < 8 || SIG.some((b, i) => buf[i] !== b)) throw new Error('not a PNG');
  let pos = 8;
  let width = 0, height = 0, depth = 0, type = -1, interlace = 0;
  let palette = null, alphas = null;
  const idat = [];
  while (pos + 8 <= buf.length) {
    const len = buf.readUInt32BE(pos);
    const kind = buf.toString('latin1', pos + 4, pos + 8);
    const body = buf.subarray(pos + 8, pos + 8 + len);
    pos += 12 + len;
    if (kind === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      depth = body[8];
      type = body[9];
      interlace = body[12];
    } else if (kind === 'PLTE') {
      palette = body;
    } else if (kind === 'tRNS') {
      alphas = body;
    } else if (kind === 'IDAT') {
      idat.push(body);
    } else if (kind === 'IEND') {
      break;
    }
  }
  const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[type];
  const depthOk = type === 3 ? [1, 2, 4, 8].includes(depth) : depth === 8;
  if (!depthOk || !channels) throw new Error(`unsupported PNG: bit depth ${depth}, colour type ${type}`);
  if (interlace !== 0) throw new Error('unsupported PNG: interlaced');
  if (type === 3 && !palette) throw new Error('PNG palette image without a PLTE chunk');
  const raw = inflateSync(Buffer.concat(idat));
  // Filters work on whole bytes: a pixel narrower than a byte is filtered against the byte before.
  const bpp = Math.max(1, (channels * depth) >> 3);
  const stride = Math.ceil((width * channels * depth) / 8);
  if (raw.length < height * (stride + 1)) throw new Error('PNG data is too short');
  const out = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const src = y * (stride + 1) + 1;
    const row = y * stride;
    const prev = row - stride;
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? out[row + i - bpp] : 0;
      const b = y > 0 ? out[prev + i] : 0;
      const c = y > 0 && i >= bpp ? out[prev + i - bpp] : 0;
      let v = raw[src + i];
      switch (filter) {
        case 0: break;
        case 1: v += a; break;
        case 2: v += b; break;
        case 3: v += (a + b) >> 1; break;
        case 4: {
          const p = a + b - c;
          const pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
          v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
          break;
        }
        default: throw new Error(`bad PNG filter type ${filter} in row ${y}`);
      }
      out[row + i] = v & 0xff;
    }
  }
  if (type === 3) return { width, height, channels, pixels: paletteToRgba(out, width, height, depth, stride, palette, alphas) };
  const pixels = Buffer.alloc(width * height * 4);
  for (let p = 0; p < width * height; p++) {
    const s = p * channels;
    const grey = channels < 3;
    pixels[p * 4] = out[s];
    pixels[p * 4 + 1] = grey ? out[s] : out[s + 1];
    pixels[p * 4 + 2] = grey ? out[s] : out[s + 2];
    pixels[p * 4 + 3] = channels === 4 ? out[s + 3] : channels === 2 ? out[s + 1] : 255;
  }
  return { width, height, channels, pixels };
}

// Palette indices (`depth` bits each, rows of `stride` bytes) to RGBA; an entry past the end of
// tRNS is opaque, as the PNG specification says.
function paletteToRgba(indices, width, height, depth, stride, palette, alphas) {
  const pixels = Buffer.alloc(width * height * 4);
  const perByte = 8 / depth, mask = (1 << depth) - 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const byte = indices[y * stride + Math.floor(x / perByte)];
      const entry = (byte >> (8 - depth * (1 + (x % perByte)))) & mask;
      if (entry * 3 + 2 >= palette.length) throw new Error(`PNG palette index ${entry} past the palette`);
      const p = (y * width + x) * 4;
      palette.copy(pixels, p, entry * 3, entry * 3 + 3);
      pixels[p + 3] = alphas && entry < alphas.length ? alphas[entry] : 255;
    }
  }
  return pixels;
}

// Distinct colours (RGB) and how many pixels differ from the top-left one.
export function colourStats({ width, height, pixels }) {
  const colours = new Set();
  let differ = 0;
  const c0 = pixels.readUInt32BE(0);
  for (let p = 0; p < width * height; p++) {
    const v = pixels.readUInt32BE(p * 4);
    colours.add(v >>> 8);
    if (v !== c0) differ++;
  }
  return { distinct: colours.size, differFromCorner: differ, total: width * height };
}

// ---------------------------------------------------------------------------------------------
// The keyboard: the app publishes the target its focus ring is on (`focus`, '' while
// no ring shows) and every place the ring can stop, in Tab order (`stops`).

// Presses a key as a person does, then lets the app draw the frames that show what it did.
export async function pressKey(page, key) {
  await page.keyboard.press(key);
  await waitFrames(page, 2);
}

// Moves the focus ring onto the target `name` by Tab or Shift+Tab, whichever way is shorter, and
// returns the state with the ring on it.
// `still`, when given, is asked of each view on the way: once it says no (the game moved on and
// the target may be gone), the travel stops and null is returned instead of a failure.
export async function focusTarget(page, name, tries = 60, still = null) {
  let s = null;
  for (let i = 0; i < tries; i++) {
    s = await state(page);
    if (still && !still(s)) return null;
    if (s?.focus === name) return s;
    const stops = s?.stops ?? [];
    const to = stops.indexOf(name), at = stops.indexOf(s?.focus);
    const n = stops.length;
    const back = to >= 0 && at >= 0 && (at - to + n) % n < (to - at + n) % n;
    await pressKey(page, back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`the focus ring never reached "${name}" on screen "${s?.screen}"; ` +
    `it is on "${s?.focus}", stops: ${JSON.stringify(s?.stops)}`);
}

// Txek rule 5 (src/engine/txek/README.md, "A turn begins with a draw"), by taps: waits for my
// turn, draws, discards the first hand card (my action cards are skipped) and returns once my
// card is on the pile and nothing waits for me, with its serial: { state, serial }.
export async function playOneTxekTurn(page, timeout = 120_000) {
  const deadline = Date.now() + timeout;
  const mineOnPile = (x) => Math.max(0, ...x.pile.filter((c) => c.seat === x.me).map((c) => c.serial));
  const before = mineOnPile((await state(page)).txek);
  for (;;) {
    const s = await state(page);
    const x = s.txek;
    // Done once my card is down and no action card of mine waits for me (rule 7: its action is
    // mine to use or skip, and nobody draws while it waits), even behind a bot's action card
    // that intercepted before mine (rule 12: the actions are settled in the order the cards were
    // discarded).
    const myActionWaits = x.pending.some((p) => p.seat === x.me);
    if (mineOnPile(x) > before && !myActionWaits) return { state: s, serial: mineOnPile(x) };
    // A bot may end the round first (rules 13-14): then there is no turn of mine to play.
    if (x.phase === 'round_over' || x.phase === 'game_over') return { state: s, serial: mineOnPile(x) };
    if (Date.now() > deadline || x.phase !== 'play') throw new Error(`my turn was not played: ${JSON.stringify(x)}`);
    if (x.pending.length > 0 && x.pending[0].seat === x.me) await clickTarget(page, 'skip');
    else if (x.current === x.me && !x.drawn && !x.window_open && x.pending.length === 0) await clickTarget(page, 'draw_pile');
    else if (x.current === x.me && x.drawn) await clickTarget(page, 'hand:0'), await clickTarget(page, 'pile');
    await nextFrameAfter(page, s.frame, Math.max(1, deadline - Date.now()));
  }
}

// Until a bot's card lands on the pile after the card of serial `after`, or the round ends
// (Txek rules 13-14: a bot shed its last card or its Double-TXEK was decided), which the bots
// also played to.
export function waitForBotDiscard(page, after, timeout = 90_000) {
  return waitForState(page, (s, at) => s.txek.phase !== 'play' ||
    s.txek.pile.some((c) => c.seat !== s.txek.me && c.serial > at),
  after, 'a bot\'s card on the pile after mine, or the round over', timeout);
}

// From the home screen at `url` to a Txek table against `opponents` bots of `level` (the
// default when null), by clicks, with `settings` stored first (fastSettings unless given).
export async function startTxekGame(page, url, { opponents = 2, level = null, settings = fastSettings } = {}) {
  await page.goto(`${url}/`);
  await waitForScreen(page, 'home');
  await settings(page);
  await page.reload();
  await waitForScreen(page, 'home');
  await clickTarget(page, 'play:txek');
  await waitForScreen(page, 'txek_new');
  await clickTarget(page, `opponents:${opponents}`);
  if (level) await clickTarget(page, `level:${level}`);
  await clickTarget(page, 'start');
  return waitForScreen(page, 'txek');
}

// Txek rules 2-3 (src/engine/txek/README.md) by taps: three dealt cards to the bench, then the
// round starts.
export async function arrangeTxekBench(page) {
  for (const t of ['dealt:0', 'dealt:1', 'dealt:2']) await clickTarget(page, t);
  await waitForState(page, (s) => s.txek.arrange_picked.length === 3, null, 'three cards picked');
  await clickTarget(page, 'bench:0');
  return waitForState(page, (s) => s.txek.phase === 'play', null, 'the round to start', 60_000);
}
