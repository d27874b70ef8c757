// Takes the manifest's screenshots (Chromium's richer install dialog shows them) from a
// built site: a Txek table against three bots, once in a desktop window and once on a phone.
// They are our own output, committed in web/static/screenshots/; refresh them after the table
// changes its look, then look at them before committing:
//   bash ci/build-web.sh && (cd web && node tools/screenshots.mjs)
// Options: --site DIR (default ../build/web/site), --out DIR (default static/screenshots).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  clickTarget, launch, serve, state, touchTarget, waitForScreen, waitForState, waitFrames,
} from '../tests/lib.mjs';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The manifest names these files and their pixel sizes; a phone's screenshot is taken at its
// device pixel ratio, as the phone itself would show it.
const SHOTS = [
  {
    file: 'table-wide.png',
    context: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
    tap: clickTarget,
  },
  {
    file: 'table-narrow.png',
    context: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true },
    tap: touchTarget,
  },
];

// A fixed deal, so that a refresh shows the same cards unless the table's look changed.
const DEAL = '#v=1&g=txek&seats=hggg&var=0&seed=00000000075bcd15';
// Turns I play before the picture, so that the discard pile and the bots' moves show.
const TURNS = 3;

async function openDeal(page, url) {
  await page.goto(`${url}/`);
  await waitForScreen(page, 'home');
  await page.evaluate(() => localStorage.setItem('app.settings', JSON.stringify({
    kind: 'settings', version: 1,
    data: { player_name: 'You', reaction_ms: 1500, animation_speed: 2.0, memory_aid: false },
  })));
  await page.goto('about:blank');
  await page.goto(`${url}/${DEAL}`);
  await waitForScreen(page, 'txek');
}

// Rules 2–3: three dealt cards to the bench, then a look at one of them.
async function arrange(page, tap) {
  for (const t of ['dealt:0', 'dealt:1', 'dealt:2']) await tap(page, t);
  await waitForState(page, (s) => s.txek.arrange_picked.length === 3, null, 'three cards picked');
  await tap(page, 'bench:0');
  await waitForState(page, (s) => s.txek.phase === 'play', null, 'the round to start', 60_000);
}

// Plays my turns (draw, discard the first hand card, skip my action cards) and stops on my next
// turn, before I draw: the table at rest, with nothing in flight.
async function playTurns(page, tap, turns) {
  const deadline = Date.now() + 120_000;
  for (let played = 0; ;) {
    if (Date.now() > deadline) throw new Error(`gave up after ${played} turns`);
    const s = (await state(page)).txek;
    if (s.phase !== 'play') throw new Error(`the round ended (${s.phase}) before the picture`);
    const me = s.me;
    const myTurn = s.current === me && !s.window_open && s.pending.length === 0;
    if (s.pending.length > 0 && s.pending[0].seat === me) {
      await tap(page, 'skip');
    } else if (myTurn && !s.drawn) {
      if (played === turns) return;
      await tap(page, 'draw_pile');
    } else if (myTurn && s.drawn) {
      await tap(page, 'hand:0');
      await tap(page, 'pile');
      played += 1;
    }
    await page.waitForTimeout(150);
  }
}

// pngquant's palette and optipng, as for the card atlases: a screenshot of flat felt and card
// faces loses nothing visible and a good part of its size.
function squeeze(file) {
  execFileSync('pngquant', ['--quality=70-90', '--speed', '1', '--force', '--output', file, file]);
  execFileSync('optipng', ['-quiet', '-o5', file]);
}

async function takeShot(browser, url, shot, outDir) {
  const context = await browser.newContext(shot.context);
  try {
    const page = await context.newPage();
    await openDeal(page, url);
    await arrange(page, shot.tap);
    await playTurns(page, shot.tap, TURNS);
    await page.mouse.move(0, 0);
    await waitFrames(page, 20);
    const file = path.join(outDir, shot.file);
    writeFileSync(file, await page.screenshot());
    squeeze(file);
    return file;
  } finally {
    await context.close();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      site: { type: 'string', default: path.join(web, '..', 'build', 'web', 'site') },
      out: { type: 'string', default: path.join(web, 'static', 'screenshots') },
    },
  });
  const outDir = path.resolve(values.out);
  mkdirSync(outDir, { recursive: true });
  const site = await serve(path.resolve(values.site));
  const browser = await launch();
  try {
    for (const shot of SHOTS) {
      const file = await takeShot(browser, site.url, shot, outDir);
      console.log(`${path.relative(process.cwd(), file)}: ${readFileSync(file).length} bytes`);
    }
  } finally {
    await browser.close();
    await site.close();
  }
}

await main();
