// The second browser: Debian's Firefox ESR driven by puppeteer-core over WebDriver
// BiDi, with the few helpers of ../lib.mjs the smoke set needs. Firefox runs headed, on the
// virtual display xvfb-run gives it: headless Firefox gets no WebGL here, the headed one gets
// WebGL 2 from Mesa's llvmpipe. Run from web/:
//   TXEK_SITE=/abs/path/to/site xvfb-run -a node --test tests/firefox/
import { after, before } from 'node:test';
import puppeteer from 'puppeteer-core';
import { VIEWPORT, serve, siteDir } from '../lib.mjs';

// A test takes 10 to 50 s on two busy cores.
export const TEST_TIMEOUT_MS = 120_000;

// Beyond puppeteer's own test profile (no first-run pages, updates, safe browsing or data
// reporting): nothing may leave the machine, so the smoke set cannot depend on the network or
// leak to it.
const OFFLINE_PREFS = {
  'app.update.auto': false,
  'browser.aboutwelcome.enabled': false,
  'browser.discovery.enabled': false,
  'browser.newtabpage.activity-stream.feeds.telemetry': false,
  'browser.newtabpage.activity-stream.telemetry': false,
  'browser.ping-centre.telemetry': false,
  'browser.region.network.url': '',
  'browser.region.update.enabled': false,
  'browser.safebrowsing.provider.google4.updateURL': '',
  'browser.safebrowsing.provider.mozilla.updateURL': '',
  'browser.topsites.contile.enabled': false,
  'datareporting.policy.firstRunURL': '',
  'dom.push.connection.enabled': false,
  'extensions.blocklist.enabled': false,
  'messaging-system.rsexperimentloader.enabled': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'network.dns.disablePrefetch': true,
  'network.prefetch-next': false,
  'network.trr.mode': 5,
  'toolkit.telemetry.enabled': false,
  'toolkit.telemetry.server': '',
  'toolkit.telemetry.unified': false,
  // Every address but loopback goes to a proxy on a closed loopback port, so anything the prefs
  // above miss fails at once instead of reaching out (loopback itself is never proxied).
  'network.proxy.type': 1,
  'network.proxy.http': '127.0.0.1',
  'network.proxy.http_port': 9,
  'network.proxy.share_proxy_settings': true,
  'network.proxy.allow_hijacking_localhost': false,
};

export function launchFirefox() {
  if (!process.env.DISPLAY) {
    throw new Error('no DISPLAY: Firefox runs headed here (headless Firefox has no WebGL), ' +
      'so run the tests under a virtual display: xvfb-run -a node --test tests/firefox/');
  }
  // puppeteer makes a fresh profile in a temp folder for each launch and deletes it on close.
  return puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: process.env.TXEK_FIREFOX || '/usr/bin/firefox-esr',
    headless: false,
    defaultViewport: VIEWPORT,
    extraPrefsFirefox: OFFLINE_PREFS,
  });
}

// The built site served on 127.0.0.1 and one Firefox for every test of a file, both closed at
// the end; `site` and `browser` are set once the `before` hook has run.
export function useSiteAndFirefox() {
  const env = { site: null, browser: null };
  before(async () => {
    env.site = await serve(siteDir());
    env.browser = await launchFirefox();
  });
  after(async () => {
    await env.browser?.close();
    await env.site?.close();
  });
  return env;
}

// A page in a browser context of its own (empty storage); records console errors and page
// errors in `problems`.
export async function openPage(browser) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  // A CSP violation is a problem too (README, "Offline, updates and the page's policy": the browser
  // tests fail on any). Firefox tells the page by an event, not on the console puppeteer hears;
  // this script runs before the page's own, as the driver's, which the policy does not cover.
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return { context, page, problems };
}

// Runs fn with a fresh page, and always closes its context.
export async function withPage(browser, fn) {
  const opened = await openPage(browser);
  try {
    return await fn(opened);
  } finally {
    await opened.context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// The app's test hook, window.txekState, as ../lib.mjs reads it

export function state(page) {
  return page.evaluate(() => window.txekState ?? null);
}

export function errorPanelText(page) {
  return page.evaluate(() => {
    const e = document.getElementById('error');
    return e && !e.hidden ? e.innerText.replace(/\s+/g, ' ').trim() : '';
  }).catch(() => '');
}

// Waits until window.txekState satisfies `predicate` (run in the page with the state and
// `arg`) and returns the state; gives up at once if the page shows its error panel. The error
// tells the last state seen.
export async function waitForState(page, predicate, arg, what, timeout = 45_000) {
  const expr = `((s, arg) => { const e = document.getElementById('error');
    return (e && !e.hidden) || (!!s && (${predicate.toString()})(s, arg)); })(window.txekState, ${JSON.stringify(arg ?? null)})`;
  let timedOut = null;
  try {
    await page.waitForFunction(expr, { timeout, polling: 100 });
  } catch (err) {
    timedOut = err;
  }
  const panel = await errorPanelText(page);
  if (timedOut || panel) {
    const last = await state(page).catch(() => null);
    const shown = last ? JSON.stringify({ ...last, targets: Object.keys(last.targets ?? {}) }) : 'never set';
    throw new Error(`${timedOut ? 'timed out waiting' : 'gave up waiting'} for ${what} in Firefox; ` +
      `last window.txekState: ${shown}` +
      (panel ? `\nthe page shows its error panel: ${panel}` : '') + (timedOut ? `\n${timedOut.message}` : ''));
  }
  return state(page);
}

// A screen is up once a frame has drawn something on it to press (../lib.mjs says why).
export function waitForScreen(page, screen) {
  return waitForState(page, (s, want) => s.screen === want && Object.keys(s.targets).length > 0,
    screen, `screen "${screen}"`);
}

// `n` animation frames, so that input given before has been seen and its frame drawn.
export function waitFrames(page, n = 3) {
  return page.evaluate((n) => new Promise((resolve) => {
    const step = () => (n-- <= 0 ? resolve() : requestAnimationFrame(step));
    requestAnimationFrame(step);
  }), n);
}

// ---------------------------------------------------------------------------------------------
// Input, as a person gives it: the mouse at a target's centre (BiDi's input.performActions)

async function targetRect(page, name) {
  const s = await state(page);
  const rect = s?.targets?.[name];
  if (!Array.isArray(rect) || rect.length !== 4 || rect.some((v) => typeof v !== 'number')) {
    const known = Object.keys(s?.targets ?? {}).join(', ') || 'none';
    throw new Error(`no target "${name}" on screen "${s?.screen}" (targets: ${known})`);
  }
  return rect;
}

// Targets are [x, y, w, h] in CSS pixels from the canvas's top-left corner.
export async function targetCentre(page, name) {
  const [x, y, w, h] = await targetRect(page, name);
  const canvas = await page.$('#canvas');
  const box = await canvas?.boundingBox();
  if (!box) throw new Error('the canvas is not visible');
  return { x: box.x + x + w / 2, y: box.y + y + h / 2 };
}

// The home screen lists every game and grows taller than the window: the mouse wheel brings a
// target wholly on screen first, as a person scrolls before clicking. Tables do not scroll.
async function scrollToTarget(page, name) {
  for (let i = 0; i < 30; i++) {
    const [, y, , h] = await targetRect(page, name);
    if (y >= 0 && y + h <= VIEWPORT.height) return;
    await page.mouse.move(VIEWPORT.width / 2, VIEWPORT.height / 2);
    await page.mouse.wheel({ deltaY: y < 0 ? -160 : 160 });
    await waitFrames(page, 4);
  }
  throw new Error(`could not scroll to "${name}"`);
}

// Move, press, release, with frames between: ImGui polls, so it must see the hover, the press
// and the release each in a frame of its own.
export async function clickTarget(page, name) {
  await scrollToTarget(page, name);
  const { x, y } = await targetCentre(page, name);
  await page.mouse.move(x, y);
  await waitFrames(page, 2);
  await page.mouse.down();
  await waitFrames(page, 2);
  await page.mouse.up();
  await waitFrames(page, 2);
}

export async function pressKey(page, key) {
  await page.keyboard.press(key);
  await waitFrames(page, 2);
}

export async function focusCanvas(page) {
  await page.focus('#canvas');
}

// The settings the smoke games play with: a name, short reaction windows, fast animations.
export async function fastSettings(page) {
  await page.evaluate(() => localStorage.setItem('app.settings', JSON.stringify({
    kind: 'settings', version: 1,
    data: { player_name: 'Tess', reaction_ms: 700, animation_speed: 2.0, memory_aid: false },
  })));
}

// Reloads and waits for `screen` to be up again.
export async function reloadTo(page, screen) {
  await page.reload();
  return waitForScreen(page, screen);
}
