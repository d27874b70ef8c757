// Played in the player's language, by clicks (src/table/po/README.md): a Txek round in German and
// a CHECK! turn in French, each table's log, refusals and result in that language, then the same
// log worded again in English at once when the player switches. Run from web/:
// TXEK_SITE=/abs/path/to/site node --test tests/language-play.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  FAST_CLOCK, arrangeTxekBench, clickTarget, openPage, playOneTxekTurn, reachTarget,
  saveArtefact, startTxekGame, state, useSiteAndBrowser, waitForScreen, waitForState, waitFrames,
} from './lib.mjs';

const env = useSiteAndBrowser();
const options = { timeout: 300_000 };

// The tests' fast settings, in `language`.
const settingsIn = (language) => (page) => page.evaluate((language) => localStorage.setItem(
  'app.settings', JSON.stringify({
    kind: 'settings', version: 1,
    data: { player_name: 'Tess', reaction_ms: 1500, animation_speed: 2.0, memory_aid: false, language },
  })), language);

// English the catalogue translates, as the log and the table would write it.
const ENGLISH = /\b(You|you|takes?|draws?|drew|discard(s|ed)?|turn|round|begins?|wins?|card|cards)\b/;

// Switches the language in the stored settings and reloads, as Settings' picker would store it.
async function switchTo(page, language) {
  await settingsIn(language)(page);
  await page.reload();
  return waitForState(page, (s, l) => s.language === l, language, `the table in ${language}`);
}

test('Txek in German (rules 2-14): a round played by clicks, its log, its prompts and its result '
  + 'in German, and worded again in English after a switch', options, async () => {
  const { page, problems } = await openPage(env.browser, { clockRate: FAST_CLOCK });
  try {
    await startTxekGame(page, env.site.url, { settings: settingsIn('de') });
    assert.equal((await state(page)).language, 'de');
    await arrangeTxekBench(page);
    let s = await state(page);
    for (let turns = 0; s.txek.phase === 'play'; turns++) {
      assert.ok(turns < 60, 'the round ends');
      ({ state: s } = await playOneTxekTurn(page));
    }
    s = await waitForState(page, (x) => x.txek.phase !== 'play', null, 'the round\'s result');
    await waitFrames(page, 4);
    saveArtefact('language-play-txek-de.png', await page.screenshot());
    const log = s.txek.log;
    assert.ok(log.some((l) => /\b(Du|hast|hat)\b/.test(l)), `German log lines: ${log.join(' | ')}`);
    for (const line of log) assert.doesNotMatch(line, ENGLISH, `no English in the log: ${line}`);
    // The same log read back in English: worded again, not kept as text.
    s = await switchTo(page, 'en');
    assert.ok(s.txek.log.some((l) => ENGLISH.test(l)), `English log lines: ${s.txek.log.join(' | ')}`);
    assert.deepEqual(problems, []);
  } finally {
    await page.context().close();
  }
});

test('CHECK! in French (README, Turn): a turn played by clicks, a refused take said in French, '
  + 'the log in French', options, async () => {
  const { page, problems } = await openPage(env.browser, { clockRate: FAST_CLOCK });
  try {
    await page.goto(`${env.site.url}/`);
    await waitForScreen(page, 'home');
    await settingsIn('fr')(page);
    await page.reload();
    await waitForScreen(page, 'home');
    await reachTarget(page, 'play:check');
    await clickTarget(page, 'play:check');
    await waitForScreen(page, 'check_new');
    await clickTarget(page, 'players:2');
    await reachTarget(page, 'seat1:casual');
    await clickTarget(page, 'seat1:casual');
    await reachTarget(page, 'start');
    await clickTarget(page, 'start');
    await waitForScreen(page, 'check');
    let s = await waitForState(page, (x) => x.language === 'fr' && x.check?.my_turn, null, 'my turn');
    // README, "Turn", step 1: two market cards that share neither a number nor a colour.
    const x = s.check;
    const takes = x.legal.filter((a) => a.startsWith('take ')).map((a) => a.slice(5).split(' ').map(Number));
    const filled = x.market.map((c, i) => (c ? i : -1)).filter((i) => i >= 0);
    const apart = [];
    for (const i of filled) for (const j of filled)
      if (i < j && !takes.some((t) => t.includes(i) && t.includes(j))) apart.push([i, j]);
    if (apart.length > 0) {
      const flashes = s.check.flashes;
      await clickTarget(page, `market:${apart[0][0]}`);
      await clickTarget(page, `market:${apart[0][1]}`);
      s = await waitForState(page, (y, n) => y.check.flashes > n, flashes, 'the refusal');
      assert.match(s.check.last_flash, /les cartes|même|couleur/, `a French refusal: ${s.check.last_flash}`);
      await clickTarget(page, `market:${apart[0][0]}`);
      await waitForState(page, (y) => y.check.take_slots === 0, null, 'the set emptied');
    }
    // The biggest set the rules allow, then Done (or a fulfil when one is offered).
    const pick = takes.sort((a, b) => b.length - a.length)[0];
    for (const slot of pick) await clickTarget(page, `market:${slot}`);
    await waitForState(page, (y, w) => y.check.take_slots === w, pick.reduce((m, v) => m | (1 << v), 0), 'the set');
    await clickTarget(page, 'take');
    s = await waitForState(page, (y) => y.check.phase !== 'take', null, 'the take applied');
    while (s.check.my_turn && s.check.phase !== 'take') {
      if (s.check.phase === 'discard') await clickTarget(page, `hand:${s.check.my_hand_ids[0]}`);
      else await clickTarget(page, 'done');
      const moves = s.check.moves;
      s = await waitForState(page, (y, m) => y.check.moves > m, moves, 'my move applied');
    }
    await waitFrames(page, 4);
    saveArtefact('language-play-check-fr.png', await page.screenshot());
    const log = s.check.log;
    assert.ok(log.some((l) => /\bVous prenez\b/.test(l)), `my take in French: ${log.join(' | ')}`);
    for (const line of log) assert.doesNotMatch(line, ENGLISH, `no English in the log: ${line}`);
    assert.deepEqual(problems, []);
  } finally {
    await page.context().close();
  }
});
