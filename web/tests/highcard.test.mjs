// High card (tests/highcard/README.md), the game only the tests register, in the browser: the test
// site (TXEK_TEST_SITE: build/web/test-site, the app with High card's registration linked in)
// lists it on its home screen, and a whole game against a bot is played as a person would, by
// clicks and the keyboard, waiting only on what the app publishes (window.txekState.highcard is
// the seat's view); the sheet then shows the result. The site that ships (TXEK_SITE) lists no
// High card. Run from web/:
// TXEK_SITE=/abs/build/web/site TXEK_TEST_SITE=/abs/build/web/test-site node --test tests/highcard.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  clickTarget, focusTarget, openPage, pressKey, readStorage, saveArtefact, serve, siteDir,
  startSeatedGame, state, useSiteAndBrowser, waitForScreen, waitForState, waitFrames,
  FAST_CLOCK,
} from './lib.mjs';

const env = useSiteAndBrowser('TXEK_TEST_SITE');
const options = { timeout: 120_000 };

// README, "Cards": "AS" -> 14, "10H" -> 10, "2C" -> 2.
const RANKS = { J: 11, Q: 12, K: 13, A: 14 };
const rank = (code) => RANKS[code.slice(0, -1)] ?? Number(code.slice(0, -1));

// My card at rest: the table shows my turn, or the end panel.
const atRest = (s) => !!s.highcard && !s.highcard.covered && (s.highcard.panel || s.highcard.my_turn);

// A person's choice: lead the highest card (a tie goes to the leader); follow with the lowest card
// that wins, else the lowest (README, "Winning a trick").
function choose(x) {
  const hand = [...x.hand].sort((a, b) => rank(a) - rank(b));
  if (x.phase === 'lead') return hand[hand.length - 1];
  return hand.find((c) => rank(c) > rank(x.led)) ?? hand[0];
}

// Plays my cards until the end panel: the first by the keyboard (Tab to the card, Enter), the
// rest by clicks. Returns the cards played, in order.
async function playToTheEnd(page) {
  const played = [];
  for (;;) {
    const s = await waitForState(page, atRest, null, 'my turn or the end of the game', 60_000);
    const x = s.highcard;
    if (x.panel) return played;
    assert.equal(x.hand.length, x.hand_counts[x.me], 'my whole hand is shown, and only mine');
    const card = choose(x);
    if (played.length === 0) {
      await focusTarget(page, `hand:${card}`);
      await pressKey(page, 'Enter');
    } else {
      await clickTarget(page, `hand:${card}`);
    }
    played.push(card);
    await waitForState(page, (y, before) => y.highcard.moves > before, x.moves, `my card ${card} played`);
    if (played.length === 2) {
      await waitForState(page, (y) => y.highcard.animating === false, null, 'the cards landed');
      saveArtefact('highcard-desktop.png', await page.screenshot());
    }
  }
}

// README, "Winning a trick" and "The end": each trick's winner by the ranks (the leader on a tie),
// five tricks, and the winner has more of them.
function checkResult(x) {
  assert.equal(x.tricks.length, 5);
  for (const t of x.tricks) {
    const follower = 1 - t.leader;
    assert.equal(t.winner, rank(t.followed) > rank(t.led) ? follower : t.leader, JSON.stringify(t));
  }
  assert.equal(x.won[0] + x.won[1], 5);
  assert.deepEqual(x.winners, [x.won[0] > x.won[1] ? 0 : 1]);
}

test('highcard (test site): listed on the home screen; a whole game against a good bot by the '
  + 'keyboard and clicks, the end panel, and the game sheet with the result', options, async () => {
  const { page, problems } = await openPage(env.browser, { clockRate: FAST_CLOCK });
  try {
    let s = await startSeatedGame(page, env.site, 'highcard', clickTarget, 2, { 1: 'good' });
    assert.ok(s.games.some((g) => g.id === 'highcard' && g.name === 'High card'), 'High card is a game here');
    assert.equal(s.highcard.names[s.highcard.me], 'Tess');
    assert.equal(s.highcard.hand.length, 5);
    assert.equal((await readStorage(page, 'highcard.game')).data.seats, 'hg');

    const played = await playToTheEnd(page);
    assert.equal(played.length, 5, 'five cards of mine, one a trick');
    s = await waitForState(page, (y) => y.highcard.panel, null, 'the end panel');
    checkResult(s.highcard);
    for (const t of ['scores', 'game_sheet', 'new_match', 'share_replay']) assert.ok(s.targets[t], `target ${t}`);
    assert.match(s.highcard.log.at(-1), /wins? the game, \d tricks to \d/);

    await clickTarget(page, 'game_sheet');
    s = await waitForScreen(page, 'highcard_sheet');
    const sheet = s.sheets.highcard;
    assert.equal(sheet.over, true, 'the sheet has the result');
    assert.deepEqual(sheet.tricks, s.highcard.won);
    assert.deepEqual(sheet.leaders, s.highcard.winners);
    const winner = s.highcard.names[s.highcard.winners[0]];
    assert.ok(sheet.banner.startsWith(winner), `the banner names ${winner}: ${sheet.banner}`);
    assert.ok(s.targets.sheet_banner && s.targets.sheet_table, 'the sheet shows its table and banner');
    const history = await readStorage(page, 'highcard.sheets.history');
    assert.equal(history.kind, 'highcard-history');
    assert.deepEqual(history.data[0].rows, [{ tricks: s.highcard.won, winners: s.highcard.winners }]);
    await waitFrames(page, 3);
    saveArtefact('highcard-sheet.png', await page.screenshot());
    assert.deepEqual(problems, []);
  } finally {
    await page.context().close();
  }
});

test('highcard (the site that ships): its home screen lists no High card', options, async () => {
  const shipped = await serve(siteDir('TXEK_SITE'));
  const { page, problems } = await openPage(env.browser);
  try {
    await page.goto(`${shipped.url}/`);
    const s = await waitForScreen(page, 'home');
    assert.ok(s.games.length > 0, 'the site lists its games');
    assert.ok(!s.games.some((g) => g.id === 'highcard'), `no High card: ${JSON.stringify(s.games)}`);
    assert.equal(s.targets['play:highcard'], undefined);
    assert.ok(Object.keys((await state(page)).targets).some((t) => t.startsWith('play:')));
    assert.deepEqual(problems, []);
  } finally {
    await page.context().close();
    await shipped.close();
  }
});
