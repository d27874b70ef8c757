// Two tabs, one game: two pages of one browser context share localStorage and the
// Web Locks, as two tabs of one browser do. One tab plays a game at a time; the other shows
// "This game is open in another tab" with "Play here", which takes the game over with every move
// made so far, and a tab that is not playing writes nothing. Every save of a game is recorded in
// the page that wrote it (Storage.prototype.setItem, wrapped before the app starts), so the test
// proves nothing was lost: no two saves share a revision, and each save extends the one before.
// Run from web/: TXEK_SITE=/abs/path/to/site node --test tests/tabs.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  arrangeTxekBench, clickTarget, openPage, readStorage, saveArtefact, state, targetCentre,
  useSiteAndBrowser, waitForScreen, waitForState, waitFrames,
  watchQuietFor, fingertip, FAST_CLOCK,
  PHONE,
} from './lib.mjs';

const env = useSiteAndBrowser();
const options = { timeout: 300_000 };

// Runs in every page before the app: records each save of "<id>.game" that this page makes.
function recordGameSaves() {
  const setItem = Storage.prototype.setItem;
  window.txekGameSaves = [];
  Storage.prototype.setItem = function (key, value) {
    if (/^[a-z0-9]+\.game$/.test(key)) {
      try {
        const d = JSON.parse(value).data;
        window.txekGameSaves.push({ key, revision: d.revision, seed: d.seed, actions: d.actions });
      } catch { window.txekGameSaves.push({ key, unreadable: true }); }
    }
    return setItem.call(this, key, value);
  };
}

// A context whose pages record their saves, and its first page (tab A).
async function openTabs(pageOptions = {}, { withoutWebLocks = false } = {}) {
  const opened = await openPage(env.browser, pageOptions);
  await opened.context.addInitScript(recordGameSaves);
  if (withoutWebLocks) {
    // A page served over plain http from another host than localhost has no Web Locks.
    await opened.context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'locks', { get: () => undefined, configurable: true });
    });
  }
  return opened;
}

// Another tab of the same browser.
async function openTab(context, problems, name) {
  const page = await context.newPage();
  page.on('pageerror', (err) => problems.push(`tab ${name}: page error: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`tab ${name}: console error: ${msg.text()}`);
  });
  return page;
}

// The saves a page made since it was loaded or last asked (a reload starts a new list).
const saves = [];
async function collectSaves(page, tab) {
  const made = await page.evaluate(() => (window.txekGameSaves ?? []).splice(0));
  for (const s of made) saves.push({ ...s, tab });
  return made.length;
}

// The action log's base64url text as bytes, to compare logs by prefix.
const bytes = (a) => Buffer.from(a, 'base64url');
function extendsLog(longer, shorter) {
  const l = bytes(longer), s = bytes(shorter);
  return l.length >= s.length && l.subarray(0, s.length).equals(s);
}

// Nothing lost: no two saves of one key share a revision (a stale tab never wrote over a newer
// save), each save extends every earlier one of its deal, and the stored game extends them all.
function assertNothingLost(key, stored) {
  const mine = saves.filter((s) => s.key === key);
  assert.ok(mine.length > 0, `saves of ${key} were recorded`);
  assert.ok(mine.every((s) => !s.unreadable && Number.isInteger(s.revision)), 'every save has a revision');
  const byRevision = [...mine].sort((a, b) => a.revision - b.revision);
  for (let i = 1; i < byRevision.length; i++) {
    const [before, after] = [byRevision[i - 1], byRevision[i]];
    assert.ok(after.revision > before.revision,
      `revision ${after.revision} was saved twice (tabs ${before.tab} and ${after.tab})`);
    if (after.seed === before.seed) {
      assert.ok(extendsLog(after.actions, before.actions),
        `revision ${after.revision} (tab ${after.tab}) drops moves of revision ${before.revision} (tab ${before.tab})`);
    }
  }
  const last = byRevision[byRevision.length - 1];
  assert.equal(stored.revision, last.revision, 'the stored game is the newest save');
  assert.equal(stored.actions, last.actions);
}

async function fastSettings(page) {
  await page.evaluate(() => localStorage.setItem('app.settings', JSON.stringify({
    kind: 'settings', version: 1,
    data: { player_name: 'Tess', reaction_ms: 1500, animation_speed: 2.0, memory_aid: false },
  })));
}

async function startFromHome(page, game, choices) {
  await page.goto(`${env.site.url}/`);
  await waitForScreen(page, 'home');
  await fastSettings(page);
  await page.reload();
  await waitForScreen(page, 'home');
  await clickTarget(page, `play:${game}`);
  await waitForScreen(page, `${game}_new`);
  for (const c of choices) await clickTarget(page, c);
  await clickTarget(page, 'start');
  const s = await waitForScreen(page, game);
  await page.locator('#canvas').focus();
  return s;
}

const elsewhere = (s, id) => !!s[id] && s[id].elsewhere === true;

// What the other web tests do to act, done to a tab that does not play: taps where the table's
// hand, piles and buttons are in the playing tab (`places`; not on the notice's own buttons),
// and the game's keys.
async function tryToAct(page, places, keys) {
  await page.locator('#canvas').focus();
  const own = Object.values((await state(page)).targets);
  const box = await page.locator('#canvas').boundingBox();
  const onOwn = ({ x, y }) => own.some(([l, t, w, h]) =>
    x >= box.x + l && x <= box.x + l + w && y >= box.y + t && y <= box.y + t + h);
  for (const p of places.filter((q) => !onOwn(q))) {
    await page.mouse.click(p.x, p.y);
    await waitFrames(page, 2);
  }
  for (const k of keys) {
    await page.keyboard.press(k);
    await waitFrames(page, 2);
  }
}

async function placesOf(page, names) {
  const s = await state(page);
  const out = [];
  for (const n of names) if (s.targets[n]) out.push(await targetCentre(page, n));
  return out;
}

// ---- Checks ---------------------------------------------------------------------------------

const checksAtRest = (s) => !!s.checks && !s.checks.elsewhere && (s.checks.phase === 'game_over' ||
  (s.checks.current === s.checks.me && !s.checks.animating && !s.checks.covered));

// One legal move of mine by taps: cash when I can (the move once lost between two tabs was a cash),
// else my first card onto a pile.
async function checksMove(page) {
  const s = await waitForState(page, checksAtRest, null, 'my turn at rest');
  assert.equal(s.checks.phase, 'play', 'the game is still on');
  const c = s.checks;
  if (c.cashable.length > 0) {
    await clickTarget(page, 'cash');
  } else {
    const pile = c.piles.findIndex((p) => p.length > 0);
    assert.ok(pile >= 0, 'a pile to play onto');
    await clickTarget(page, 'hand:0');
    await clickTarget(page, `pile:${pile}`);
  }
  await waitForState(page, (x, before) => x.checks.moves > before, c.moves, 'my move to be applied');
  return waitForState(page, checksAtRest, null, 'my turn again');
}

function checksSnapshot(c) {
  return { game: c.game, moves: c.moves, current: c.current, dealer: c.dealer, deck: c.deck,
    piles: c.piles, results: c.results,
    seats: c.seats.map(({ hand, hand_count, row, checks }) => ({ hand, hand_count, row, checks })) };
}

test('two tabs: a Checks match in two tabs is played in one at a time; the other ' +
  'writes nothing, Play here goes on from the last move, a reload keeps the tab that plays, a ' +
  'closed tab lets go, and no saved move is lost', options, async () => {
  saves.length = 0;
  const { page: a, context, problems } = await openTabs({ clockRate: FAST_CLOCK });
  try {
    await startFromHome(a, 'checks', ['opponent:good']);
    let s = await checksMove(a);
    assert.equal(s.checks.elsewhere, false);

    // Tab B resumes the match on its own: another tab plays it, so B shows the notice.
    const b = await openTab(context, problems, 'B');
    await b.goto(`${env.site.url}/`);
    s = await waitForState(b, elsewhere, 'checks', 'tab B to show the match as open elsewhere');
    assert.equal(s.screen, 'checks');
    for (const t of ['play_here', 'sheet', 'menu']) assert.ok(s.targets[t], `target ${t}`);
    assert.equal(s.targets['hand:0'], undefined, 'no table to play on in tab B');
    await waitFrames(b, 5);
    saveArtefact('tabs-elsewhere-desktop.png', await b.screenshot());

    // B tries to play where A's hand and piles are, and with the keys: nothing is written.
    s = await waitForState(a, checksAtRest, null, 'tab A at rest');
    const storedBefore = (await readStorage(a, 'checks.game')).data;
    await tryToAct(b, await placesOf(a, ['hand:0', 'hand:1', 'pile:0', 'pile:1', 'cash']),
      ['ArrowRight', '1', '2', 'Enter', 'c']);
    assert.equal(await collectSaves(b, 'B'), 0, 'tab B saved nothing');
    assert.deepEqual((await readStorage(a, 'checks.game')).data, storedBefore);
    assert.equal((await state(a)).checks.elsewhere, false, 'tab A still plays');

    // A plays on, undisturbed; B's match sheet stays readable.
    s = await checksMove(a);
    await clickTarget(b, 'sheet');
    s = await waitForScreen(b, 'checks_sheet');
    assert.equal(s.sheets.checks.id, (await readStorage(a, 'checks.game')).data.sheet);
    await clickTarget(b, 'sheet_back');
    await waitForState(b, elsewhere, 'checks', 'tab B back at the notice');

    // Play here: B goes on from A's last move; A stops and shows the notice.
    const lastInA = checksSnapshot((await waitForState(a, checksAtRest, null, 'tab A at rest')).checks);
    await clickTarget(b, 'play_here');
    s = await waitForState(b, checksAtRest, null, 'tab B to play the match at my turn');
    assert.deepEqual(checksSnapshot(s.checks), lastInA, 'tab B goes on from tab A\'s last move');
    await waitForState(a, elsewhere, 'checks', 'tab A to show the match as open elsewhere');
    await collectSaves(a, 'A');
    await tryToAct(a, await placesOf(b, ['hand:0', 'pile:0', 'pile:1', 'cash']), ['1', 'Enter']);
    assert.equal(await collectSaves(a, 'A'), 0, 'tab A, stopped, saved nothing');

    // B plays; a reload of B keeps it playing there, a reload of A keeps A stopped.
    s = await checksMove(b);
    const lastInB = checksSnapshot(s.checks);
    await collectSaves(b, 'B');
    await b.reload();
    s = await waitForState(b, checksAtRest, null, 'reloaded tab B to play on');
    assert.deepEqual(checksSnapshot(s.checks), lastInB, 'B resumes where it was');
    await a.reload();
    await waitForState(a, elsewhere, 'checks', 'reloaded tab A still stopped');

    // B is closed: the browser lets its claim go, and A, reloaded, plays on from B's last move.
    await collectSaves(b, 'B');
    await b.close();
    await a.reload();
    s = await waitForState(a, checksAtRest, null, 'tab A to play once tab B is closed');
    assert.deepEqual(checksSnapshot(s.checks), lastInB);
    s = await checksMove(a);
    await collectSaves(a, 'A');
    assertNothingLost('checks.game', (await readStorage(a, 'checks.game')).data);
    assert.ok(saves.some((x) => x.tab === 'A') && saves.some((x) => x.tab === 'B'), 'both tabs saved');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

// ---- Txek -----------------------------------------------------------------------------------

// My turn, nothing drawn, no race open and nothing a bot still plans (bots react to what the
// table shows, so a reaction may land after the turn came back to me: Txek's README, "Bots'
// reaction times"): Txek waits for me.
const txekAtRest = (s) => !!s.txek && !s.txek.elsewhere && s.txek.settled && s.txek.phase === 'play' &&
  s.txek.current === s.txek.me && !s.txek.drawn && !s.txek.window_open && s.txek.pending.length === 0;

// My turn at rest, or an action card of mine waiting (rule 7: actions are optional).
const txekMine = (s) => !!s.txek && !s.txek.elsewhere && s.txek.phase === 'play' &&
  ((s.txek.settled && s.txek.current === s.txek.me && !s.txek.drawn && !s.txek.window_open &&
    s.txek.pending.length === 0) ||
   (s.txek.pending.length > 0 && s.txek.pending[0].seat === s.txek.me));

// One turn of mine: draw, discard a number card if I hold one (else the first), skip my action
// cards, then wait for my next turn.
async function txekTurn(page) {
  await waitForState(page, txekAtRest, null, 'my turn', 60_000);
  await clickTarget(page, 'draw_pile');
  const s = await waitForState(page, (x) => x.txek.drawn, null, 'my card drawn');
  // The drawn card may still be flying to my hand: clickTarget waits for it to land.
  const k = Math.max(0, s.txek.seats[s.txek.me].hand.findIndex((c) => /^[a-z]\d+$/.test(c ?? '')));
  await clickTarget(page, `hand:${k}`);
  await clickTarget(page, 'discard');
  await waitForState(page, (x) => !x.txek.drawn, null, 'my discard');
  for (;;) {
    const t = await waitForState(page, (x) => txekMine(x) || (!!x.txek && x.txek.phase === 'round_over'),
      null, 'my next turn, or the round over', 60_000);
    if (t.txek.phase === 'round_over') {
      // A bot's Double-TXEK or last card ended the round (rules 13-14): the next one, arranged.
      await clickTarget(page, 'next_round');
      await waitForState(page, (x) => x.txek.phase === 'arrange', null, 'the next round dealt');
      await arrangeTxekBench(page);
      continue;
    }
    if (t.txek.pending.length === 0) return t;
    await clickTarget(page, 'skip');
    await waitForState(page, (x) => x.txek.pending.length === 0 || x.txek.pending[0].seat !== x.txek.me,
      null, 'my action skipped');
  }
}

function txekSnapshot(t) {
  return { round: t.round, phase: t.phase, current: t.current, draw_count: t.draw_count,
    pile: t.pile, results: t.results,
    seats: t.seats.map(({ hand, bench, total }) => ({ hand, bench, total })) };
}

test('two tabs: a Txek game in two tabs: the bots play in one tab only, the other ' +
  'writes nothing, and Play here goes on from the last move with nothing lost',
  options,
  async () => {
  saves.length = 0;
  const { page: a, context, problems } = await openTabs({ clockRate: FAST_CLOCK });
  try {
    await startFromHome(a, 'txek', ['opponents:1', 'level:good']);
    await arrangeTxekBench(a);
    let s = await txekTurn(a);

    const b = await openTab(context, problems, 'B');
    await b.goto(`${env.site.url}/`);
    s = await waitForState(b, elsewhere, 'txek', 'tab B to show the game as open elsewhere');
    assert.equal(s.targets.draw_pile, undefined, 'no table to play on in tab B');
    // B tries to draw, discard and call TXEK: nothing is written, and A's bot waits for me.
    await waitForState(a, txekAtRest, null, 'tab A at rest at my turn');
    const storedBefore = (await readStorage(a, 'txek.game')).data;
    await tryToAct(b, await placesOf(a, ['draw_pile', 'pile', 'hand:0', 'discard']), ['d', ' ', 'Enter']);
    await watchQuietFor(b, 1500);
    assert.equal(await collectSaves(b, 'B'), 0, 'tab B saved nothing');
    assert.deepEqual((await readStorage(a, 'txek.game')).data, storedBefore);

    // A plays a turn; then B takes over from A's last move, and A stops.
    s = await txekTurn(a);
    const lastInA = txekSnapshot(s.txek);
    await clickTarget(b, 'play_here');
    s = await waitForState(b, txekAtRest, null, 'tab B to play at my turn');
    assert.deepEqual(txekSnapshot(s.txek), lastInA, 'tab B goes on from tab A\'s last move');
    s = await waitForState(a, elsewhere, 'txek', 'tab A to show the game as open elsewhere');
    await collectSaves(a, 'A');

    // B plays a turn (its bot answers in B); A, stopped, tries the same and writes nothing.
    s = await txekTurn(b);
    await tryToAct(a, await placesOf(b, ['draw_pile', 'pile', 'hand:0', 'discard']), ['d', ' ', 'Enter']);
    await watchQuietFor(a, 1500);
    assert.equal(await collectSaves(a, 'A'), 0, 'tab A, stopped, saved nothing');
    assert.equal((await state(a)).txek.elsewhere, true);
    await collectSaves(b, 'B');
    assertNothingLost('txek.game', (await readStorage(b, 'txek.game')).data);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

// ---- Without Web Locks ------------------------------------------------------------------------

test('two tabs: without Web Locks (plain http) the tabs agree over a ' +
  'BroadcastChannel; the notice on a phone', options, async () => {
  saves.length = 0;
  const { page: a, context, problems } = await openTabs(PHONE, { withoutWebLocks: true });
  try {
    assert.equal(await a.evaluate(() => navigator.locks), undefined);
    await a.goto(`${env.site.url}/#v=1&g=checks&seats=hg&seed=00000000075bcd15`);
    await waitForState(a, checksAtRest, null, 'tab A at my turn');
    const b = await openTab(context, problems, 'B');
    await b.goto(`${env.site.url}/`);
    const s = await waitForState(b, elsewhere, 'checks', 'tab B to show the match as open elsewhere');
    // On a phone the button fits the screen and is big enough for a thumb.
    const [x, , w, h] = s.targets.play_here;
    assert.ok(x >= 0 && x + w <= PHONE.viewport.width, 'Play here fits the width');
    assert.ok(fingertip(h), `Play here is ${h} px tall`);
    await waitFrames(b, 5);
    saveArtefact('tabs-elsewhere-phone.png', await b.screenshot());

    await clickTarget(b, 'play_here');
    await waitForState(b, checksAtRest, null, 'tab B to play');
    await waitForState(a, elsewhere, 'checks', 'tab A to show the match as open elsewhere');
    await collectSaves(a, 'A');
    await checksMove(b);
    await watchQuietFor(a, 1000);
    assert.equal(await collectSaves(a, 'A'), 0, 'tab A, stopped, saved nothing');
    await collectSaves(b, 'B');
    assertNothingLost('checks.game', (await readStorage(b, 'checks.game')).data);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
