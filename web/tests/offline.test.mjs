// Installable and offline: the service worker keeps the site for games against bots
// with the network off, offers a newer build without forcing it, and Chromium finds the site
// installable. Each test serves the site itself, so it can take the server away or change a file.
// TXEK_SITE=/abs/path/to/site node --test tests/offline.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import {
  CHROMIUM_ARGS, FULL_CHROMIUM, arrangeTxekBench, checkNoCspViolations, clickTarget, cspViolations, launch,
  openPage, saveArtefact, serve, siteDir, startTxekGame,
  playOneTxekTurn, state, waitForBotDiscard, waitForScreen, waitForState, waitFrames, waitInPage,
  watchQuietFor, fingertip,
  PHONE,
} from './lib.mjs';
import { after, before } from 'node:test';

const options = { timeout: 300_000 };
let browser = null;
checkNoCspViolations();
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

// Until this page's service worker has the whole build and controls the page.
function offlineReady(page) {
  return waitForWorkers(page, 'the offline copy', async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    return !!(reg && reg.active && navigator.serviceWorker.controller);
  });
}

// The registration's workers and their states, and whether one controls the page.
function workers(page) {
  return page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    const state = (w) => w?.state ?? null;
    return {
      installing: state(reg?.installing), waiting: state(reg?.waiting), active: state(reg?.active),
      controlled: !!navigator.serviceWorker.controller,
    };
  });
}

// waitInPage for up to 60 s; a wait that runs out says what it waited for and what the
// registration held (an install that failed leaves no worker at all).
function waitForWorkers(page, what, fn) {
  return waitInPage(page, fn, undefined, { timeout: 60_000 }).catch(async (err) => {
    throw new Error(`${err.message} for ${what}; the service worker: ${JSON.stringify(await workers(page))}`);
  });
}

async function startTxek(page, url) {
  await startTxekGame(page, url);
  return arrangeTxekBench(page);
}

test('offline: after one visit, with the server gone, a '
  + 'reload shows the home screen and a game against bots plays', options, async () => {
  const site = await serve(siteDir());
  const { context, page, problems } = await openPage(browser);
  try {
    await page.goto(`${site.url}/`);
    await waitForScreen(page, 'home');
    await offlineReady(page);
    await site.close(); // nothing answers at this address any more
    const s = await startTxek(page, site.url);
    assert.equal(s.txek.seats.length, 3);
    // Txek rule 5: my turn, then the bots play on.
    const { serial } = await playOneTxekTurn(page);
    const after = await waitForBotDiscard(page, serial);
    assert.ok(after.txek.log.length > 0, 'the table tells what the bots did');
    assert.deepEqual(problems.filter((p) => !/ERR_CONNECTION_REFUSED|Failed to load resource/.test(p)), []);
  } finally {
    await context.close();
    await site.close();
  }
});

// A first visit to the site served with `overrides`, until its offline copy is ready; then
// `more` goes on with { site, context, page, problems }.
async function firstVisit(overrides, more) {
  const site = await serve(siteDir(), overrides);
  const { context, page, problems } = await openPage(browser);
  try {
    await page.goto(`${site.url}/`);
    await waitForScreen(page, 'home');
    await offlineReady(page);
    await more({ site, context, page, problems });
  } finally {
    await context.close();
    await site.close();
  }
}

async function reloadOffline(context, page) {
  await context.setOffline(true);
  await page.reload();
  await waitForScreen(page, 'home');
}

test('offline: a first install that loses one file on the '
  + 'way tries again, and the site still works offline after that one visit', options, async () => {
  // qrcode.js: a file only the precache asks for here (the page loads it only to go online).
  let failures = 0;
  await firstVisit({ '/qrcode.js': () => (failures++ === 0 ? 503 : undefined) }, async ({ site, context, page, problems }) => {
    const registrations = site.requests.filter((r) => r === '/sw.js').length;
    assert.ok(failures >= 2 && registrations >= 2, `the install was tried again: ${failures} asks for qrcode.js, ${registrations} for sw.js`);
    await reloadOffline(context, page);
    assert.deepEqual(problems, []);
  });
});

test('offline: a page its first build\'s claim missed (still '
  + 'loading when the build activated) asks for itself and is served from the cache', options, async () => {
  // A sw.js whose activate claims no page stands for the one page a claim can miss.
  const sw = readFileSync(path.join(siteDir(), 'sw.js'), 'utf8');
  const noClaim = sw.replace('await self.clients.claim();', '');
  assert.notEqual(noClaim, sw, 'the service worker claims the open pages as it activates');
  await firstVisit({ '/sw.js': noClaim }, async ({ problems }) => assert.deepEqual(problems, []));
});

test('offline: online play says plainly that it needs the '
  + 'network', options, async () => {
  await firstVisit({}, async ({ context, page }) => {
    await reloadOffline(context, page);
    await clickTarget(page, 'online:checks');
    await waitForScreen(page, 'checks_online_new');
    await clickTarget(page, 'online_open');
    const s = await waitForState(page, (y) => /needs the network/i.test(JSON.stringify(y.online) + y.notice),
      null, 'the words that online play needs the network');
    saveArtefact('offline-online.png', await page.screenshot());
    assert.match(JSON.stringify(s.online) + s.notice, /offline/i);
  });
});

// The served sw.js of a "newer build": the same files under another version.
function newerServiceWorker() {
  const sw = readFileSync(path.join(siteDir(), 'sw.js'), 'utf8');
  return sw.replace(/^const VERSION = "([0-9a-f]+)";/, (_, v) => `const VERSION = "${v}-next";`);
}

for (const [form, contextOptions] of [['desktop', {}], ['phone', PHONE]]) {
  test(`update (${form}): a newer build is offered while a `
    + 'game runs, never forced; Reload takes it and the game comes back', options, async () => {
    const overrides = {};
    const site = await serve(siteDir(), overrides);
    const { context, page } = await openPage(browser, contextOptions);
    try {
      if (form === 'phone') await page.goto(`${site.url}/`), await offlineReady(page);
      const before = form === 'phone' ? await waitForScreen(page, 'home') : await startTxek(page, site.url);
      await offlineReady(page);
      await page.evaluate(() => { window.sameDocument = true; });
      overrides['/sw.js'] = newerServiceWorker();
      // A check for a newer build that was under way before it was served (one is merged into
      // it) finds nothing new; like a person's next visit to the tab, the test checks again.
      await waitForWorkers(page, "the update's offer", async () => {
        if (!document.getElementById('update').hidden) return true;
        const reg = await navigator.serviceWorker.getRegistration();
        if (!reg.installing && !reg.waiting) reg.update().catch(() => {});
        return false;
      });
      await waitFrames(page, 4);
      saveArtefact(`update-offer-${form}.png`, await page.screenshot());
      // Offered, not forced: the same page goes on, under the build it started with.
      await watchQuietFor(page, 1500);
      const still = await page.evaluate(async () => ({
        same: window.sameDocument === true,
        waiting: !!(await navigator.serviceWorker.getRegistration()).waiting,
      }));
      assert.deepEqual(still, { same: true, waiting: true });
      const box = await page.locator('#update-reload').boundingBox();
      assert.ok(fingertip(box.width) && fingertip(box.height), `Reload is a big enough target: ${JSON.stringify(box)}`);
      if (form === 'phone') await page.locator('#update-reload').tap();
      else await page.locator('#update-reload').click();
      await waitInPage(page, () => window.sameDocument !== true, undefined, { timeout: 30_000 });
      const now = await waitForScreen(page, before.screen);
      if (before.txek) {
        assert.equal(now.sheets.txek.id, before.sheets.txek.id, 'the same game, resumed');
        assert.equal(now.txek.round, before.txek.round);
      }
      const swText = await page.evaluate(async () => (await fetch('sw.js', { cache: 'no-store' })).text());
      assert.match(swText, /-next"/, 'the newer build now serves');
      assert.equal(await page.locator('#update').isHidden(), true, 'no offer left after the update');
    } finally {
      await context.close();
      await site.close();
    }
  });
}

test('installable: Chromium\'s installability check finds '
  + 'nothing missing', options, async () => {
  const site = await serve(siteDir());
  // A profile on disk: Chromium installs nothing from an incognito-like context.
  const profile = mkdtempSync(path.join(tmpdir(), 'txek-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: FULL_CHROMIUM, headless: true, args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 800 },
  });
  try {
    const page = context.pages()[0] ?? await context.newPage();
    page.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) cspViolations.push(msg.text());
    });
    await page.goto(`${site.url}/`);
    await waitForScreen(page, 'home');
    await offlineReady(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    assert.deepEqual(installabilityErrors, [], JSON.stringify(installabilityErrors));
    const manifest = await cdp.send('Page.getAppManifest');
    assert.deepEqual(manifest.errors, []);
  } finally {
    await context.close();
    await site.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
