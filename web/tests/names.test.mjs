// Names at the table, as a new player meets them: nobody is named "You" for others to read, and
// the one person alone with bots is "you" with the verbs agreeing (src/table/session.h,
// seat_names; core::Speaker). Run from web/:
// TXEK_SITE=/abs/path/to/site TXEK_TOOL=/abs/path/to/txektool node --test tests/names.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  clickTarget, openPage, readStorage, reachTarget, saveArtefact, useSiteAndBrowser, waitForScreen,
  waitForState, waitFrames,
} from './lib.mjs';

const env = useSiteAndBrowser();
const options = { timeout: 180_000 };

// Settings as a new player has them: no name given.
async function noName(page) {
  await page.evaluate(() => localStorage.setItem('app.settings', JSON.stringify({
    kind: 'settings', version: 1, data: { reaction_ms: 1500, animation_speed: 2.0 },
  })));
}

// "You" with a verb of the third person: the grammar a name "You" used to get.
const youAsThirdPerson = /\bYou (leads|plays|passes|is|was|draws|wins|takes|gives|fulfils|loses|has|sets|peeks|exchanges)\b|\bYou's\b/;

test('names: with no name set, people sharing the device are asked for theirs (Player 1 and '
  + 'Player 2 unless typed), the name typed becomes the player\'s, and nobody is called You',
options, async () => {
  const { page, problems } = await openPage(env.browser);
  try {
    await page.goto(`${env.site.url}/`);
    await waitForScreen(page, 'home');
    await noName(page);
    await page.reload();
    await waitForScreen(page, 'home');
    await reachTarget(page, 'play:strategix');
    await clickTarget(page, 'play:strategix');
    await waitForScreen(page, 'strategix_new');
    await clickTarget(page, 'players:2');
    await clickTarget(page, 'seat1:person');
    // Seat 1 now asks for its person's name (the field shows "Player 1" until something is typed).
    await waitForState(page, (s) => !!s.targets.name0, null, 'a name field for seat 1');
    await clickTarget(page, 'name0');
    await page.keyboard.type('Mia');
    await page.keyboard.press('Enter');
    await waitFrames(page, 3);
    await reachTarget(page, 'start');
    await clickTarget(page, 'start');
    let s = await waitForState(page, (y) => y.screen === 'strategix' && y.strategix?.covered, null,
      'the cover before the first turn');
    assert.deepEqual(s.strategix.seats.map((x) => x.name), ['Mia', 'Player 2']);
    assert.equal((await readStorage(page, 'app.settings')).data.player_name, 'Mia',
      'the first name typed is the player\'s from then on');
    await clickTarget(page, 'pass_ready');
    s = await waitForState(page, (y) => !y.strategix.covered, null, 'a hand shown');
    saveArtefact('names-pass-and-play.png', await page.screenshot());
    for (const line of s.strategix.log) assert.doesNotMatch(line, /\bYou\b/, 'names only, no "You"');
    assert.deepEqual(problems, []);
  } finally {
    await page.context().close();
  }
});

test('names: alone against bots with no name set, the log says you with the verb agreeing '
  + '(never "You leads", "You plays"), and the plate says You, not "You (you)"', options,
async (t) => {
  if (!process.env.TXEK_TOOL) return t.skip('TXEK_TOOL (the native txektool) is not set');
  // A Strategix game some way in, every seat played by bots, the first seat mine again.
  const stored = execFileSync(process.env.TXEK_TOOL, ['position', '--game', 'strategix',
    '--seats', 'hgg', '--seed', '11', '--actions', '30'], { encoding: 'utf8' }).trim();
  const { page, problems } = await openPage(env.browser);
  try {
    await page.goto(`${env.site.url}/`);
    await waitForScreen(page, 'home');
    await noName(page);
    await page.evaluate((value) => localStorage.setItem('strategix.game', value), stored);
    await page.reload();
    const s = await waitForState(page, (y) => y.screen === 'strategix' && y.strategix?.log?.length > 5,
      null, 'the game resumed with its log');
    saveArtefact('names-alone.png', await page.screenshot());
    const me = s.strategix.seats[s.strategix.me];
    assert.equal(me.name, 'You');
    const lines = s.strategix.log.join('\n');
    assert.match(lines, /\bYou\b|\byou\b/, 'the log speaks of me');
    assert.doesNotMatch(lines, youAsThirdPerson);
    assert.deepEqual(problems, []);
  } finally {
    await page.context().close();
  }
});
