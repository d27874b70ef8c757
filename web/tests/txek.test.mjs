// Txek in the browser, played as a person would: clicks and keys on the canvas, reading only
// what the app publishes for the player (window.txekState.txek is that seat's view, never the
// hidden state). Run from web/: TXEK_SITE=/abs/path/to/site node --test tests/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  arrangeTxekBench, clickTarget, openPage, readStorage, saveArtefact, startTxekGame, state,
  waitForScreen, useSiteAndBrowser, waitForState, waitFrames, nextFrameAfter, watchQuietFor,
  FAST_CLOCK,
} from './lib.mjs';

const options = { timeout: 300_000 };
// The site served and one browser for every test of this file (lib.mjs).
const env = useSiteAndBrowser();

// Shorter reaction windows keep the test quick; everything else is the default. Stored under
// the settings' old key ("txek.settings"): the app moves them to
// "app.settings" on load, and the test's name and reaction window show they arrived.
async function fastSettings(page) {
  await page.evaluate(() => localStorage.setItem('txek.settings', JSON.stringify({
    kind: 'settings', version: 1,
    data: { player_name: 'Tess', reaction_ms: 700, animation_speed: 2.0, memory_aid: false },
  })));
}

// From the home screen to a dealt table, by clicks, as a person starts a game.
async function startGame(page, opponents, level) {
  const s = await startTxekGame(page, env.site.url, { opponents, level, settings: fastSettings });
  await page.locator('#canvas').focus();
  return s;
}

// Plays my turns until a round ends: draw with the D key or a tap on the draw pile, discard the
// first hand card by tap then Enter, skip my action cards.
async function playRound(page) {
  const deadline = Date.now() + 200_000;
  let turns = 0;
  for (;;) {
    const all = await state(page);
    const s = all.txek;
    if (s.phase === 'round_over' || s.phase === 'game_over') return { state: s, turns };
    assert.ok(Date.now() < deadline, `the round did not end; last view ${JSON.stringify(s)}`);
    const me = s.me;
    const mine = s.pending.length > 0 && s.pending[0].seat === me;
    let acted = true;
    if (mine) {
      await clickTarget(page, 'skip');
    } else if (s.current === me && !s.drawn && !s.window_open && s.pending.length === 0) {
      if (turns % 2 === 0) await page.keyboard.press('d');
      else await clickTarget(page, 'draw_pile');
    } else if (s.current === me && s.drawn) {
      await clickTarget(page, 'hand:0');
      if (turns % 2 === 0) await page.keyboard.press('Enter');
      else await clickTarget(page, 'pile');
      turns += 1;
    } else {
      acted = false;
    }
    // After a move, the next look must be at the table it made: acting again on a view from
    // before it would press Enter or tap where the round-end panel may stand by then, and deal
    // the next round.
    if (acted) {
      // What a move of mine changes: the phase, whose turn, my draw, my waiting action, the log.
      // A move the table did not take changes none of them: after a while, look and try again.
      const mark = (x) => JSON.stringify([x.phase, x.current, x.drawn, x.pending.length, x.log_lines]);
      await waitForState(page, (x, b) => JSON.stringify([x.txek.phase, x.txek.current, x.txek.drawn,
        x.txek.pending.length, x.txek.log_lines]) !== b, mark(s), 'the table after my move',
      Math.min(10_000, Math.max(1, deadline - Date.now()))).catch(() => {});
    } else {
      await nextFrameAfter(page, all.frame, Math.max(1, deadline - Date.now()));
    }
  }
}

test('txek: a 3-player game started by clicks plays a round, shows it on the sheet and resumes after a reload', options, async () => {
  const { page, context, problems } = await openPage(env.browser, { clockRate: FAST_CLOCK });
  try {
    let s = await startGame(page, 2, 'expert');
    assert.equal(s.txek.seats.length, 3);
    assert.equal(s.txek.seats[0].name, 'Tess');

    s = await arrangeTxekBench(page);
    const me = s.txek.me;
    // The view shows my own hand, and none of the others' hand cards (they were never shown).
    assert.equal(s.txek.seats[me].hand.filter((c) => c === null).length, 0);
    for (const [i, seat] of s.txek.seats.entries()) {
      if (i !== me) assert.ok(seat.hand.every((c) => c === null), `seat ${i}'s hand is hidden`);
    }
    const { state: end, turns } = await playRound(page);
    assert.ok(turns >= 1, 'I played at least one turn');
    assert.equal(end.results.length, 1);
    await waitFrames(page, 5);
    saveArtefact('txek-round-end.png', await page.screenshot());

    // The sheet shows the round, stored in local storage.
    await clickTarget(page, 'round_sheet');
    s = await waitForScreen(page, 'txek_sheet');
    assert.equal(s.sheets.txek.rows, 1);
    saveArtefact('txek-sheet.png', await page.screenshot());
    const stored = await readStorage(page, 'txek.sheet.current');
    assert.equal(stored.kind, 'txek-sheet');
    assert.equal(stored.data.rows.length, 1);
    assert.deepEqual(stored.data.rows[0].scores, end.results[0].scored);

    // A reload resumes the same game at the same moment, with its sheet.
    const before = (await state(page)).txek;
    await page.reload();
    s = await waitForScreen(page, 'txek');
    assert.deepEqual(s.txek.seats.map((x) => x.total), before.seats.map((x) => x.total));
    assert.deepEqual(s.txek.results, before.results);
    assert.equal(s.txek.phase, before.phase);
    assert.equal(s.sheets.txek.rows, 1);

    // The second link kind replays the game move by move: step, play, pause.
    const saved = (await readStorage(page, 'txek.game')).data;
    const link = `${env.site.url}/#v=1&g=txek&seats=${saved.seats}&var=${saved.variant.toString(16)}` +
      `&seed=${saved.seed}&a=${saved.actions}`;
    const replay = await context.newPage();
    await replay.goto(link);
    let r = await waitForScreen(replay, 'txek');
    assert.equal(r.txek.replay, true);
    assert.equal(r.txek.replay_step, 0);
    await clickTarget(replay, 'replay_step');
    await clickTarget(replay, 'replay_step');
    r = await waitForState(replay, (x) => x.txek.replay_step === 2, null, 'two steps of the replay');
    await clickTarget(replay, 'replay_play');
    r = await waitForState(replay, (x) => x.txek.replay_step >= 6, null, 'the replay playing on');
    await clickTarget(replay, 'replay_play');
    const paused = (await state(replay)).txek.replay_step;
    const { last } = await watchQuietFor(replay, 1500);
    assert.equal(last.txek.replay_step, paused, 'paused');
    // The game in progress is untouched by watching its replay.
    assert.equal((await readStorage(page, 'txek.game')).data.actions, saved.actions);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('txek: a shared link opens the very same deal for a friend', options, async () => {
  const first = await openPage(env.browser);
  const second = await openPage(env.browser);
  try {
    const { page } = first;
    await startGame(page, 3, null);
    const a = await arrangeTxekBench(page);
    await clickTarget(page, 'share');
    const shared = await waitForState(page, (s) => s.notice.includes('#v=1&g=txek'), null, 'the link notice');
    const link = shared.notice.slice(shared.notice.indexOf('http'));
    // A first game's bots are casual and good in turn from my left (new_game.h, TxekChoice).
    assert.match(link, /#v=1&g=txek&seats=hcgc&var=0&seed=[0-9a-f]{16}$/);
    saveArtefact('txek-table.png', await page.screenshot());

    // The friend opens the link, arranges the same way and holds the very same cards.
    await second.page.goto(link);
    await waitForScreen(second.page, 'txek');
    const b = await arrangeTxekBench(second.page);
    assert.deepEqual(b.txek.seats[b.txek.me].hand, a.txek.seats[a.txek.me].hand);
    assert.deepEqual(first.problems, []);
    assert.deepEqual(second.problems, []);
  } finally {
    await first.context.close();
    await second.context.close();
  }
});

// Settings with the TXEK assist on or off (off is the classic game's default).
function assistSettings(on) {
  return (page) => page.evaluate((on) => localStorage.setItem('app.settings', JSON.stringify({
    kind: 'settings', version: 1,
    data: { player_name: 'Tess', reaction_ms: 1500, animation_speed: 2.0, memory_aid: false, txek_assist: on },
  })), on);
}

// Waits, as the bots play, for a card that landed on one it is not identical to (D2), its
// window open: the TXEK button's state then.
async function buttonOnNonIdentical(page) {
  const s = await waitForState(page, (x) => x.txek.txek_button.open && x.txek.pile.length > 1 &&
    !x.txek.pile[x.txek.pile.length - 1].identical, null, 'a card that is not identical, landed', 90_000);
  return s.txek.txek_button;
}

test('TXEK assist (rule 8, D2): off, the button lights for every card that lands; on, only for ' +
  'an identical one, and the game\'s sheet says it was played with the assist', options, async () => {
  for (const on of [false, true]) {
    const { page, context, problems } = await openPage(env.browser);
    try {
      await page.goto(`${env.site.url}/`);
      await waitForScreen(page, 'home');
      await assistSettings(on)(page);
      await page.goto(`${env.site.url}/#v=1&g=txek&seats=hgg&seed=5`);
      await page.reload();
      await waitForScreen(page, 'txek');
      await arrangeTxekBench(page);
      const button = await buttonOnNonIdentical(page);
      assert.equal(button.lit, !on, `assist ${on ? 'on' : 'off'}: the button on a card that is not identical`);
      const sheet = (await readStorage(page, 'txek.sheet.current')).data;
      assert.equal(sheet.assist === true, on, 'the sheet\'s mark');
      assert.equal((await state(page)).sheets.txek.assist, on);
      if (on) {
        await clickTarget(page, 'sheet');
        await waitForScreen(page, 'txek_sheet');
        saveArtefact('txek-sheet-assist.png', await page.screenshot());
      }
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  }
});
