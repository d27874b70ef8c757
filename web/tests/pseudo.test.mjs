// Every screen in the pseudo-language (src/table/i18n.h, kPseudo "xx": each word of the
// catalogue accented, 40% longer and in brackets), on a laptop and on a phone: the home screen,
// Settings, About, and for each game its new-game screen, its table, its sheet, its rules and its
// online lobby. The app lists what it drew (window.txekTestTexts: table/drawn_text.h), and a
// screen fails on a word never translated (plain English, without the pseudo-language's
// accents), on a word cut by its box, and on two words drawn over each other. Run from web/:
// TXEK_SITE=/abs/path/to/site node --test tests/pseudo.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  PHONE, clickTarget, openPage, reachTarget, saveArtefact, state, useSiteAndBrowser,
  waitForScreen, waitForState, waitFrames,
} from './lib.mjs';

const env = useSiteAndBrowser();
const GAMES = ['txek', 'checks', 'strategix', 'check', 'tschak'];

// Words that are names, never translated: the app's, the games', the player's and the bots',
// the authors', Strategix's titles, and each language's name in itself.
const NAMES = ['Txek Table', 'Txek', 'TXEK', 'Checks', 'Strategix', 'CHECK', 'Tschak', 'Tess',
  'James', 'Yates', 'Christine', 'Larquetout', 'Luckylix', 'Aswellix', 'Neithernorix',
  'Badluckix', 'Ana', 'Bruno', 'Chloé', 'Dario', 'Elif', 'Farid', 'Greta', 'English', 'Français',
  'Deutsch'];

// Words of plain English: a letter the pseudo-language accents left as it is, once the names
// are taken out.
function untranslated(texts) {
  const found = [];
  for (const run of texts) {
    let text = run.t;
    for (const name of NAMES) text = text.split(name).join(' ');
    for (const word of text.split(/\s+/)) {
      const letters = word.replace(/[^A-Za-z]/g, '');
      if (letters.length < 2 || !/[aeiouyAEIOUY]/.test(letters)) continue;
      found.push(`"${word}" in "${run.t}"`);
    }
  }
  return found;
}

// Runs of one window that cross each other by more than a few pixels both ways (a shadow drawn
// under its own text is the same words a pixel or two away).
function overlapping(texts) {
  const found = [];
  for (let i = 0; i < texts.length; i++) {
    for (let j = i + 1; j < texts.length; j++) {
      const a = texts[i], b = texts[j];
      if (a.l !== b.l) continue;
      const across = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
      const down = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
      const shadow = a.t === b.t && Math.abs(a.x - b.x) <= 3 && Math.abs(a.y - b.y) <= 3;
      if (across > 3 && down > 3 && !shadow) found.push(`"${a.t}" over "${b.t}"`);
    }
  }
  return found;
}

// The screen as drawn now: fails on untranslated, cut or overlapping words; `prose` screens (a
// rules page, written per language, with no page in the pseudo-language) are judged on their
// fit alone.
async function judge(page, label, { prose = false } = {}) {
  await waitFrames(page, 4);
  const s = await waitForState(page, (x) => Array.isArray(x.texts) && x.texts.length > 0, null,
    `the texts drawn on ${label}`);
  saveArtefact(`pseudo-${label}.png`, await page.screenshot());
  const problems = [
    ...(prose ? [] : untranslated(s.texts).map((w) => `untranslated ${w}`)),
    ...s.texts.filter((r) => r.cut).map((r) => `cut "${r.t}"`),
    ...overlapping(s.texts).map((w) => `overlapping ${w}`),
  ];
  return problems.map((p) => `${label}: ${p}`);
}

// The home screen: a reload opens the game in progress, whose menu leads home.
async function home(page) {
  await page.goto(`${env.site.url}/`);
  await page.reload();
  const s = await waitForState(page, (x) => x.screen && x.targets && Object.keys(x.targets).length > 0,
    null, 'a screen');
  if (s.screen !== 'home') await clickTarget(page, 'menu');
  return waitForScreen(page, 'home');
}

for (const [size, device] of [['desktop', {}], ['phone', PHONE]]) {
  test(`pseudo-language (${size}): every screen's words come from the catalogue and fit their `
    + 'boxes, none over another', { timeout: 600_000 }, async () => {
    const { context, page, problems: errors } = await openPage(env.browser, device);
    await context.addInitScript(() => { window.txekTestTexts = true; });
    const found = [];
    try {
      await page.goto(`${env.site.url}/`);
      await waitForScreen(page, 'home');
      await page.evaluate(() => localStorage.setItem('app.settings', JSON.stringify({
        kind: 'settings', version: 1,
        data: { player_name: 'Tess', animation_speed: 4.0, memory_aid: false, language: 'xx' },
      })));
      await home(page);
      assert.equal((await state(page)).language, 'xx');
      found.push(...await judge(page, `${size}-home`));
      await reachTarget(page, 'settings');
      await clickTarget(page, 'settings');
      await waitForScreen(page, 'settings');
      found.push(...await judge(page, `${size}-settings`));
      for (const game of GAMES) {
        await home(page);
        await reachTarget(page, `online:${game}`);
        await clickTarget(page, `online:${game}`);
        await waitForScreen(page, `${game}_online_new`);
        found.push(...await judge(page, `${size}-${game}-online`));
        await home(page);
        await reachTarget(page, `play:${game}`);
        await clickTarget(page, `play:${game}`);
        await waitForScreen(page, `${game}_new`);
        found.push(...await judge(page, `${size}-${game}-new`));
        await reachTarget(page, 'start');
        await clickTarget(page, 'start');
        await waitForScreen(page, game);
        await waitFrames(page, 30);
        found.push(...await judge(page, `${size}-${game}-table`));
        await clickTarget(page, 'sheet');
        await waitForScreen(page, `${game}_sheet`);
        found.push(...await judge(page, `${size}-${game}-sheet`));
        await home(page);
        await reachTarget(page, `rules:${game}`);
        await clickTarget(page, `rules:${game}`);
        await waitForScreen(page, `${game}_rules`);
        found.push(...await judge(page, `${size}-${game}-rules`, { prose: true }));
      }
      assert.deepEqual(found, [], found.join('\n'));
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}
