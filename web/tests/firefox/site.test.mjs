// The site in Firefox (a second browser): the home screen draws, and a malformed link
// is refused with its message. Run from web/, on a display:
//   TXEK_SITE=/abs/path/to/site xvfb-run -a node --test tests/firefox/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { VIEWPORT, colourStats, decodePng, saveArtefact } from '../lib.mjs';
import {
  TEST_TIMEOUT_MS, errorPanelText, useSiteAndFirefox, waitForScreen, waitForState, waitFrames,
  withPage,
} from './lib.mjs';

const options = { timeout: TEST_TIMEOUT_MS };
const env = useSiteAndFirefox();

test('firefox (a second browser): the home screen draws a full, non-blank frame ' +
     'with no console errors', options, () =>
  withPage(env.browser, async ({ page, problems }) => {
    await page.goto(`${env.site.url}/`);
    const s = await waitForScreen(page, 'home');
    for (const name of ['play:txek', 'play:checks', 'settings']) assert.ok(s.targets[name], `home has "${name}"`);
    await waitFrames(page, 10);
    const png = Buffer.from(await page.screenshot());
    saveArtefact('firefox-home.png', png);

    const box = await (await page.$('#canvas')).boundingBox();
    assert.deepEqual(box, { x: 0, y: 0, ...VIEWPORT }, 'the canvas fills the viewport');
    assert.equal(await errorPanelText(page), '', 'no error panel');
    const image = decodePng(png);
    assert.deepEqual([image.width, image.height], [VIEWPORT.width, VIEWPORT.height]);
    // A WebGL canvas Firefox failed to draw or to read back is one flat colour.
    const stats = colourStats(image);
    assert.ok(stats.distinct > 20, `the frame has ${stats.distinct} distinct colours; want more than 20`);
    assert.ok(stats.differFromCorner > stats.total / 100,
      `only ${stats.differFromCorner} of ${stats.total} pixels differ from the corner pixel`);
    assert.deepEqual(problems, [], 'no console errors or page errors');
  }));

test('firefox (a second browser): a malformed # link leaves the home screen with a ' +
     'message about the link', options, async () => {
  // The same links as the Chromium test: an unknown version and game, no fields, a bad seed.
  for (const hash of ['#v=9&g=zzz', '#garbage', '#v=1&g=txek&seats=hh&seed=zz']) {
    await withPage(env.browser, async ({ page, problems }) => {
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
