// Screenshots of every game's table some way into a game, on a desktop window and a touch phone,
// to look at after a layout change (and to put side by side with the ones taken before it):
//   bash ci/build-web.sh && (cd web && node tools/layouts.mjs --out /tmp/layouts)
// Options: --site DIR (default ../build/web/site), --out DIR (default test-results/layouts),
// --only WORD (scenes whose name holds it). A scene stores a game in progress made by
// `txektool position` (bots played every seat, people's too, for some actions) and opens it, so
// a table late in a game is one reload away; nothing is played here.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launch, serve, waitForScreen, waitForState } from '../tests/lib.mjs';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const DESKTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true };

// name: game, seats (h: a person at this device), actions played, the contexts to shoot.
const SCENES = [
  { name: 'check-4p-late', game: 'check', seats: 'hggg', actions: 100, seed: 7 },
  { name: 'check-2p-start', game: 'check', seats: 'hg', actions: 0, seed: 7 },
  { name: 'strategix-2p-start', game: 'strategix', seats: 'hg', actions: 0, seed: 7 },
  { name: 'strategix-3p-end', game: 'strategix', seats: 'hgg', actions: 100000, seed: 7 },
  { name: 'strategix-4p-mid', game: 'strategix', seats: 'hggg', actions: 40, seed: 7 },
  { name: 'checks-mid', game: 'checks', seats: 'hg', actions: 30, seed: 7 },
  { name: 'checks-end', game: 'checks', seats: 'hg', actions: 100000, seed: 7 },
  { name: 'tschak-4p-mid', game: 'tschak', seats: 'hggg', actions: 20, seed: 7 },
  { name: 'tschak-2p-end', game: 'tschak', seats: 'hg', actions: 100000, seed: 7 },
  { name: 'txek-7p-start', game: 'txek', seats: 'hgggggg', actions: 0, seed: 7 },
];

function position(tool, scene) {
  return execFileSync(tool, ['position', '--game', scene.game, '--seats', scene.seats,
    '--seed', String(scene.seed), '--actions', String(scene.actions)], { encoding: 'utf8' }).trim();
}

async function shoot(browser, url, scene, stored, [label, context], out) {
  const ctx = await browser.newContext(context);
  const page = await ctx.newPage();
  await page.goto(`${url}/`);
  await waitForScreen(page, 'home');
  await page.evaluate(([key, value]) => {
    localStorage.setItem('app.settings', JSON.stringify({
      kind: 'settings', version: 1, data: { player_name: 'Tess', animation_speed: 0 },
    }));
    localStorage.setItem(key, value);
  }, [`${scene.game}.game`, stored]);
  await page.reload(); // a saved game in progress opens at start
  await waitForState(page, (s, g) => s.screen === g && s.settled !== false, scene.game, 'the table');
  const file = path.join(out, `${scene.name}-${label}.png`);
  writeFileSync(file, await page.screenshot());
  await ctx.close();
  return file;
}

async function main() {
  const { values } = parseArgs({
    options: {
      site: { type: 'string', default: path.join(web, '..', 'build', 'web', 'site') },
      tool: { type: 'string', default: path.join(web, '..', 'build', 'native', 'txektool') },
      out: { type: 'string', default: path.join(web, 'test-results', 'layouts') },
      only: { type: 'string', default: '' },
    },
  });
  mkdirSync(values.out, { recursive: true });
  const site = await serve(path.resolve(values.site));
  const browser = await launch();
  try {
    for (const scene of SCENES.filter((s) => s.name.includes(values.only))) {
      const stored = position(values.tool, scene);
      for (const context of [['desktop', DESKTOP], ['phone', PHONE]])
        console.log(await shoot(browser, site.url, scene, stored, context, values.out));
    }
  } finally {
    await browser.close();
    await site.close();
  }
}

await main();
