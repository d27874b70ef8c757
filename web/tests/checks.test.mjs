// Checks in the browser, played as a person would: taps, drags and keys on the canvas, reading
// only what the app publishes for the seat on screen (window.txekState.checks is that seat's
// view: never the other hand). Run from web/: TXEK_SITE=/abs/path/to/site node --test tests/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  clickTarget, focusTarget, openPage, pressKey, readStorage, saveArtefact, state, targetCentre,
  useSiteAndBrowser, waitForScreen, waitForState, waitFrames,
  watchQuietFor,
  FAST_CLOCK,
} from './lib.mjs';

const env = useSiteAndBrowser();
const options = { timeout: 300_000 };

// Fast animations keep the test quick (the bots keep their own pace, the match's).
async function fastSettings(page) {
  await page.evaluate(() => localStorage.setItem('app.settings', JSON.stringify({
    kind: 'settings', version: 1,
    data: { player_name: 'Tess', reaction_ms: 1500, animation_speed: 2.0, memory_aid: false },
  })));
}

// From the home screen to a dealt Checks table, by clicks.
async function startMatch(page, opponent) {
  await page.goto(`${env.site.url}/`);
  await waitForScreen(page, 'home');
  await fastSettings(page);
  await page.reload();
  await waitForScreen(page, 'home');
  await clickTarget(page, 'play:checks');
  await waitForScreen(page, 'checks_new');
  await clickTarget(page, `opponent:${opponent}`);
  await clickTarget(page, 'start');
  const s = await waitForScreen(page, 'checks');
  await page.locator('#canvas').focus();
  return s;
}

async function dragTo(page, from, to) {
  const a = await targetCentre(page, from);
  const b = await targetCentre(page, to);
  await page.mouse.move(a.x, a.y);
  await waitFrames(page, 2);
  await page.mouse.down();
  await waitFrames(page, 2);
  for (let i = 1; i <= 6; i++) {
    await page.mouse.move(a.x + ((b.x - a.x) * i) / 6, a.y + ((b.y - a.y) * i) / 6);
    await waitFrames(page, 1);
  }
  await page.mouse.up();
  await waitFrames(page, 3);
}

// One legal move of mine, taken from the published view, by each of the table's ways in turn:
// cash with the button or by tapping the gold pile twice; play by tap-then-tap, by dragging the
// card onto the pile, or with the keys (Tab to the card, Enter to choose it, the pile's digit).
async function playOneMove(page, c, n) {
  if (c.cashable.length > 0) {
    if (n % 2 === 0) {
      await clickTarget(page, 'cash');
    } else {
      await clickTarget(page, `pile:${c.cashable[0]}`);
      await clickTarget(page, `pile:${c.cashable[0]}`);
    }
    return;
  }
  const pile = c.piles.findIndex((p) => p.length > 0);
  assert.ok(pile >= 0, 'a pile to play onto');
  switch (n % 3) {
    case 0:
      await clickTarget(page, 'hand:0');
      await clickTarget(page, `pile:${pile}`);
      break;
    case 1:
      await dragTo(page, 'hand:0', `pile:${pile}`);
      break;
    default:
      // The focus ring onto the card (Tab), Enter chooses it, the pile's digit plays it.
      await focusTarget(page, 'hand:0');
      await pressKey(page, 'Enter');
      await pressKey(page, String(pile + 1));
      break;
  }
}

const atRest = (s) => !!s.checks && (s.checks.phase === 'game_over' ||
  (s.checks.current === s.checks.me && !s.checks.animating && !s.checks.covered));

// Everything the seat on screen sees of the match, for comparing before and after a reload.
function snapshot(c) {
  return {
    game: c.game, moves: c.moves, current: c.current, dealer: c.dealer, deck: c.deck, piles: c.piles,
    seats: c.seats.map(({ name, hand, hand_count, row, checks, point_total }) =>
      ({ name, hand, hand_count, row, checks, point_total })),
    results: c.results,
  };
}

async function reloadAndCompare(page) {
  const before = snapshot((await waitForState(page, atRest, null, 'the table at rest')).checks);
  await page.reload();
  await waitForScreen(page, 'checks');
  const after = (await waitForState(page, atRest, null, 'the resumed table at rest')).checks;
  assert.deepEqual(snapshot(after), before, 'the match resumes at the very same moment');
  await page.locator('#canvas').focus();
}

// Plays my turns until the game ends; reloads after my 4th and 9th moves.
async function playGame(page) {
  const deadline = Date.now() + 240_000;
  let n = 0;
  for (;;) {
    const s = await waitForState(page, atRest, null, 'my turn or the end of the game', 60_000);
    if (s.checks.phase === 'game_over') return { state: s, moves: n };
    assert.ok(Date.now() < deadline, `the game did not end; last view ${JSON.stringify(s.checks)}`);
    const me = s.checks.me;
    assert.equal(s.checks.seats[me].hand.length, s.checks.seats[me].hand_count, 'my hand is shown');
    assert.deepEqual(s.checks.seats[1 - me].hand, [], "the bot's hand is not");
    await playOneMove(page, s.checks, n);
    n += 1;
    await waitForState(page, (x, before) => x.checks.moves > before, s.checks.moves, `my move ${n} to be applied`);
    if (n === 4 || n === 9) await reloadAndCompare(page);
  }
}

test('checks: a match against a bot, started by clicks, plays a full game by taps, drags and keys; ' +
  'the Checks add up, the match resumes after reloads and replays from its link', options, async () => {
  const { page, context, problems } = await openPage(env.browser, { clockRate: FAST_CLOCK });
  try {
    let s = await startMatch(page, 'good');
    assert.equal(s.checks.seats.length, 2);
    assert.equal(s.checks.seats[s.checks.me].name, 'Tess');
    assert.equal(s.checks.hotseat, false);
    const saved = await readStorage(page, 'checks.game');
    assert.equal(saved.kind, 'checks-game');
    assert.equal(saved.data.seats, 'hg');

    // Share: the deal's link, with the seats and the seed.
    await clickTarget(page, 'share');
    s = await waitForState(page, (x) => x.notice.includes('#v=1&g=checks'), null, 'the link notice');
    assert.match(s.notice, /#v=1&g=checks&seats=hg(&var=0)?&seed=[0-9a-f]{16}$/);
    await clickTarget(page, 'notice_ok');

    const { state: end, moves } = await playGame(page);
    assert.ok(moves >= 5, `I played ${moves} moves`);
    s = await waitForState(page, (x) => !!x.checks.over, null, 'the game-over panel');
    const { over, results, seats } = s.checks;
    assert.equal(results.length, 1);
    assert.deepEqual(over.checks, results[0].checks);
    assert.deepEqual(over.checks, seats.map((x) => x.checks), 'the panel shows what each player won');
    // One Check a card: with the cards left on the piles and any still held, the whole deck.
    const onTable = s.checks.deck + s.checks.piles.reduce((n, p) => n + p.length, 0);
    assert.equal(over.on_table, onTable);
    assert.equal(over.checks[0] + over.checks[1] + over.on_table + over.unplayed, 52);
    assert.equal(over.cards, 52);
    if (over.checks[0] !== over.checks[1]) assert.equal(over.winner, over.checks[0] > over.checks[1] ? 0 : 1);
    else assert.equal(over.winner, -1);
    for (const t of ['next_game', 'share_replay', 'game_sheet']) assert.ok(s.targets[t], `target ${t}`);
    await waitFrames(page, 5);
    saveArtefact('checks-game-over.png', await page.screenshot());
    assert.equal(end.checks.phase, 'game_over');

    // The match sheet has the game, in local storage.
    assert.equal(s.sheets.checks.rows, 1);
    const sheet = await readStorage(page, 'checks.sheet.current');
    assert.equal(sheet.kind, 'checks-sheet');
    assert.deepEqual(sheet.data.rows[0].checks, over.checks);

    // The replay link of the game just played (opened below).
    await clickTarget(page, 'share_replay');
    s = await waitForState(page, (x) => x.notice.includes('&a='), null, 'the replay link notice');
    const link = s.notice.slice(s.notice.indexOf('http'));
    await clickTarget(page, 'notice_ok');
    // Next game: the winner deals (a draw passes the deal), and it is saved like every move.
    await clickTarget(page, 'next_game');
    s = await waitForState(page, (x) => x.checks.game === 2, null, 'the second game');
    assert.equal(s.checks.phase, 'play');
    const winner = results[0].winner;
    assert.equal(s.checks.dealer, winner >= 0 ? winner : 1 - results[0].dealer);
    assert.equal(s.checks.seats[s.checks.me].hand.length, 3);
    await waitFrames(page, 5);
    saveArtefact('checks-table.png', await page.screenshot());
    // The replay link: step, play, pause; the match in progress is untouched by watching it.
    // Read it once it waits for me (the bot may open the second game while the shot is taken).
    await waitForState(page, (x) => x.checks.settled && x.checks.current === x.checks.me, null,
      'the second game waiting for my move');
    const actions = (await readStorage(page, 'checks.game')).data.actions;
    const replay = await context.newPage();
    await replay.goto(link);
    let r = await waitForScreen(replay, 'checks');
    assert.equal(r.checks.replay, true);
    assert.equal(r.checks.replay_step, 0);
    assert.equal(r.checks.replay_total, end.checks.moves);
    await clickTarget(replay, 'replay_step');
    await clickTarget(replay, 'replay_step');
    r = await waitForState(replay, (x) => x.checks.replay_step === 2, null, 'two steps of the replay');
    await clickTarget(replay, 'replay_play');
    await waitForState(replay, (x) => x.checks.replay_step >= 5, null, 'the replay playing on');
    await clickTarget(replay, 'replay_play');
    const paused = (await state(replay)).checks.replay_step;
    const { last } = await watchQuietFor(replay, 1200);
    assert.equal(last.checks.replay_step, paused, 'paused');
    assert.equal((await readStorage(page, 'checks.game')).data.actions, actions);

    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('checks: two people on one device: the pass-the-device cover hides both hands until ' +
  'the next player taps', options, async () => {
  const { page, context, problems } = await openPage(env.browser);
  const hidden = (c) => c.seats.every((x) => x.hand.length === 0 && x.point_total === null) &&
    c.cashable.length === 0;
  try {
    await startMatch(page, 'friend');
    // The cover is drawn once this tab holds the match (the tabs' claim to it is asynchronous).
    let s = await waitForState(page, (x) => x.targets.pass_ready, null, 'the pass-the-device cover');
    assert.equal(s.checks.hotseat, true);
    assert.deepEqual(s.checks.seats.map((x) => x.name), ['Tess', 'Player 2']);
    // Dealt: the first player is asked for before any hand is on screen.
    assert.equal(s.checks.covered, true);
    assert.equal(s.checks.me, -1);
    assert.equal(s.checks.pass_to, s.checks.current);
    assert.ok(hidden(s.checks), 'no hand while covered');
    assert.equal(s.targets['hand:0'], undefined, 'no hand card to tap while covered');
    assert.ok(s.targets.pass_ready);
    saveArtefact('checks-pass-device.png', await page.screenshot());

    const first = s.checks.pass_to;
    await clickTarget(page, 'pass_ready');
    s = await waitForState(page, (x) => !x.checks.covered, null, 'the first hand shown');
    assert.equal(s.checks.me, first);
    assert.equal(s.checks.seats[first].hand.length, 3);
    assert.deepEqual(s.checks.seats[1 - first].hand, []);

    // After a move the other player is next: covered again until they tap anywhere.
    s = await waitForState(page, atRest, null, 'the table at rest');
    await playOneMove(page, s.checks, 0);
    s = await waitForState(page, (x) => x.checks.covered, null, 'the cover after the move');
    assert.equal(s.checks.pass_to, 1 - first);
    assert.ok(hidden(s.checks), 'no hand while covered');
    await clickTarget(page, 'cover');
    s = await waitForState(page, (x) => !x.checks.covered, null, 'the second hand shown');
    assert.equal(s.checks.me, 1 - first);
    assert.equal(s.checks.seats[1 - first].hand.length, 3);
    assert.deepEqual(s.checks.seats[first].hand, []);

    // A reload on a shared device covers the hand again: whoever holds it may not be its owner.
    await page.reload();
    s = await waitForScreen(page, 'checks');
    assert.equal(s.checks.covered, true);
    assert.ok(hidden(s.checks));
    assert.equal(s.checks.moves, 1);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('checks: a malformed checks link says what is wrong and leaves you on the home screen',
  options, async () => {
    const links = [
      ['#v=1&g=checks&seats=hgh&seed=00000000075bcd15', /Checks is for 2 players, not 3/],
      ['#v=1&g=checks&seats=hg&var=1&seed=00000000075bcd15', /Checks has no variants/],
      ['#v=1&g=checks&seats=hg&seed=xyz', /seed/],
      // A replay whose first move plays a hand card that does not exist (the 8th).
      ['#v=1&g=checks&seats=hg&seed=00000000075bcd15&a=AB0', /action 1/],
    ];
    for (const [hash, want] of links) {
      const { page, context, problems } = await openPage(env.browser);
      try {
        await page.goto(`${env.site.url}/${hash}`);
        const s = await waitForState(page, (x) => x.notice.length > 0, null, `the notice for ${hash}`);
        assert.equal(s.screen, 'home', hash);
        assert.match(s.notice, want, hash);
        assert.equal(s.checks, undefined, 'no table was opened');
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    }
  });
