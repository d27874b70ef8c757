// Keyboard and zoom: the browser zoom and pinch the page allows, the Size setting;
// menus, a whole Txek round and a whole Checks game played with the keyboard alone
// (page.keyboard only: no click, no tap), reading only what the app publishes for the player
// (window.txekState: the seat's view, the focus ring's target and its stops).
// Run from web/: TXEK_SITE=/abs/path/to/site node --test tests/keyboard.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  focusTarget, openPage, pressKey, saveArtefact, state, useSiteAndBrowser, waitForScreen,
  waitForState, waitFrames,
  nextFrameAfter, setClockRate,
  FAST_CLOCK, PHONE,
} from './lib.mjs';

const env = useSiteAndBrowser();
const options = { timeout: 300_000 };

// Settings in place before the app starts (no click needed): fast card flights, short windows.
async function keyboardPage(settings = {}, options = {}) {
  const opened = await openPage(env.browser, options);
  await opened.context.addInitScript((data) => {
    if (!localStorage.getItem('app.settings')) {
      localStorage.setItem('app.settings', JSON.stringify({ kind: 'settings', version: 1, data }));
    }
  }, { player_name: 'Tess', reaction_ms: 700, animation_speed: 2.0, memory_aid: false, ...settings });
  return opened;
}

// Presses the ringed target, once the ring is on it; `still`, when given, is asked of the view
// on the way and just before: Txek runs on while the ring travels (a TXEK may take my turn, a
// window may open), and then nothing is pressed and false is returned.
async function press(page, name, still = null) {
  const s = await focusTarget(page, name, 60, still);
  if (!s || (still && !still(s))) return false;
  await pressKey(page, 'Enter');
  return true;
}

const ACTIONS = /peek|exchange|hand|down/;

test('zoom: on a phone a pinch is the browser\'s zoom and a tap still taps',
  options, async () => {
    const { page, context, problems } = await openPage(env.browser,
      { ...PHONE, deviceScaleFactor: 2 });
    try {
      await page.goto(`${env.site.url}/`);
      await waitForScreen(page, 'home');
      // A touch starting on the canvas is not cancelled: the browser may make a pinch of it.
      const cancelled = await page.locator('#canvas').evaluate((c) => {
        const t = new Touch({ identifier: 1, target: c, clientX: 30, clientY: 30 });
        const start = new TouchEvent('touchstart',
          { touches: [t], targetTouches: [t], changedTouches: [t], bubbles: true, cancelable: true });
        const end = new TouchEvent('touchend',
          { touches: [], targetTouches: [], changedTouches: [t], bubbles: true, cancelable: true });
        return [!c.dispatchEvent(start), !c.dispatchEvent(end)];
      });
      // Its end is, so the browser makes no mouse clicks of it on top of the app's own.
      assert.deepEqual(cancelled, [false, true]);
      const s = await state(page);
      const [x, y, w, h] = s.targets['play:txek'];
      await page.touchscreen.tap(x + w / 2, y + h / 2);
      await waitForScreen(page, 'txek_new');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

test('zoom: the page lets the browser zoom, and the canvas follows a zoom',
  options, async () => {
    const { page, context, problems } = await keyboardPage();
    try {
      await page.goto(`${env.site.url}/`);
      await waitForScreen(page, 'home');
      const viewport = await page.locator('meta[name=viewport]').getAttribute('content');
      assert.doesNotMatch(viewport, /user-scalable\s*=\s*no|maximum-scale/, viewport);
      assert.match(viewport, /width=device-width/);
      const touch = await page.locator('#canvas').evaluate((c) => getComputedStyle(c).touchAction);
      assert.match(touch, /pinch-zoom/, 'a pinch on the canvas zooms the page');
      // Ctrl+wheel (a trackpad's pinch) is left to the browser's zoom; a plain wheel scrolls the app.
      const wheel = await page.locator('#canvas').evaluate((c) => [true, false].map((ctrlKey) =>
        !c.dispatchEvent(new WheelEvent('wheel', { deltaY: -100, ctrlKey, bubbles: true, cancelable: true }))));
      assert.deepEqual(wheel, [false, true], 'ctrl+wheel not cancelled, a plain wheel taken by the app');

      // Ctrl+plus at 125%: the CSS viewport shrinks and the device pixel ratio grows; the canvas
      // keeps filling the window at the new ratio and the app lays out the smaller CSS size.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setDeviceMetricsOverride',
        { width: 1024, height: 640, deviceScaleFactor: 1.25, mobile: false });
      // The home column is centred on the new width (less its scrollbar): the app lays out the
      // page it has now.
      const s = await waitForState(page, (x) => !!x.targets.about &&
        Math.abs((x.targets.settings[0] + x.targets.about[0] + x.targets.about[2]) / 2 - 512) < 12,
      null, 'the home screen laid out at 125%');
      await waitFrames(page, 3);
      const canvas = await page.locator('#canvas').evaluate((c) => ({
        width: c.width, height: c.height, css: c.getBoundingClientRect().width, ratio: devicePixelRatio,
      }));
      assert.equal(canvas.ratio, 1.25);
      assert.equal(canvas.css, 1024);
      assert.ok(Math.abs(canvas.width - 1024 * 1.25) <= 1, `canvas ${canvas.width} px wide`);
      // The text is rasterised anew for the new ratio, so it stays sharp.
      assert.equal((await state(page)).font_scale, 1.25);
      for (const [name, [x, , w]] of Object.entries(s.targets))
        assert.ok(x >= 0 && x + w <= 1024, `${name} within the page's width: ${s.targets[name]}`);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

test('keyboard: Tab, arrows, Enter and Space move through the menus, with a ' +
  'visible focus ring, and Size scales the app', options, async () => {
  const { page, context, problems } = await keyboardPage();
  try {
    await page.goto(`${env.site.url}/`);
    let s = await waitForScreen(page, 'home');
    assert.equal(s.focus, '', 'no ring before a key');
    await pressKey(page, 'Tab');
    s = await state(page);
    assert.ok(s.stops.includes(s.focus) && s.focus !== '', `the ring shows: ${s.focus}`);
    const first = s.focus;
    await pressKey(page, 'ArrowDown');
    s = await state(page);
    assert.notEqual(s.focus, first, 'an arrow moves the ring');
    saveArtefact('keyboard-focus-home.png', await page.screenshot());

    // Enter opens Settings; the ring lands on the new screen.
    await press(page, 'settings');
    s = await waitForScreen(page, 'settings');
    await waitFrames(page, 3);
    assert.notEqual((await state(page)).focus, '', 'the ring lands on the new screen');
    // Space presses too, away from the tables: the largest Size.
    await focusTarget(page, 'size_larger');
    await pressKey(page, ' ');
    s = await waitForState(page, (x) => x.settings.size_percent === 150, null, 'Size: Larger');
    assert.equal(s.ui_scale, 1.5);
    saveArtefact('keyboard-settings-larger.png', await page.screenshot());
    // Targets stay in CSS px: the Back button is inside the 1280×800 page, 1.5 times as tall.
    const [, , , backH] = s.targets.back;
    await press(page, 'size_normal');
    s = await waitForState(page, (x) => x.settings.size_percent === 100, null, 'Size: Normal');
    assert.ok(Math.abs(backH / s.targets.back[3] - 1.5) < 0.05, `Back ${backH} vs ${s.targets.back[3]} px tall`);
    await pressKey(page, 'Escape');
    await waitForScreen(page, 'home');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

// ---- Txek ------------------------------------------------------------------------------------

// Rules 2–3: three dealt cards to the bench, then the bench card to look at, by the ring and
// Enter. Picked cards leave the row and the ring moves on to the next offered card by itself.
async function arrangeByKeys(page) {
  for (let i = 0; i < 3; i++) {
    const s = (await state(page)).txek;
    const left = [0, 1, 2, 3, 4].filter((d) => !s.arrange_picked.includes(d));
    await press(page, `dealt:${left[0]}`);
    await waitForState(page, (x, n) => x.txek.arrange_picked.length === n, i + 1, `${i + 1} cards picked`);
  }
  await press(page, 'bench:0');
  return waitForState(page, (x) => x.txek.phase === 'play', null, 'the round to start', 60_000);
}

// My action card, by keys: its targets are marked and the ring goes to them.
async function useAction(page, s, done) {
  const me = s.me;
  const kind = s.pending[0].kind.toLowerCase();  // "Peek", "Exchange", "Hand", "Down"
  const other = s.seats.findIndex((x, i) => i !== me && x.bench.some((c) => c !== 'empty'));
  const theirs = other >= 0 ? s.seats[other].bench.findIndex((c) => c !== 'empty') : -1;
  const mine = s.seats[me].bench.findIndex((c) => c !== 'empty');
  if (kind === 'peek' && mine >= 0) {
    await press(page, `bench:${mine}`);
  } else if (kind === 'exchange' && theirs >= 0 && s.seats[me].hand.length > 0) {
    await press(page, 'hand:0');
    // Cards narrower than a fingertip are chosen seat first, then in the large view (11.6).
    const now = await state(page);
    if (now.stops.includes(`seat:${other}`)) await press(page, `seat:${other}`);
    await press(page, `opp:${other}:bench:${theirs}`);
  } else if (kind === 'hand' && other >= 0) {
    await press(page, `player:${other}`);
  } else if (kind === 'down' && s.seats[me].hand.length > 0) {
    await press(page, 'hand:0');
  } else {
    await press(page, 'skip');
    return;
  }
  done.add(kind);
}

// Plays my turns until the round ends, by keys only: draw by the ring or D, discard by the ring
// (hand card, then the pile) or by its digit then Enter, now and then a swap with a bench card;
// action cards first, their targets by the ring; one TXEK by Space while a window is open.
async function playRoundByKeys(page) {
  const deadline = Date.now() + 240_000;
  const actions = new Set();
  let turns = 0, called = false, swapped = false, fast = false;
  for (;;) {
    const all = await state(page);
    const s = all.txek;
    if (s.phase === 'round_over' || s.phase === 'game_over') return { s, turns, actions, called, swapped };
    assert.ok(Date.now() < deadline, `the round did not end; last view ${JSON.stringify(s)}`);
    const me = s.me;
    const top = s.pile[s.pile.length - 1];
    // The button opens (and Space calls) once the card has landed, not while it flies.
    if (!called && s.txek_button.open && top && !top.claimed && top.seat !== me) {
      // Space is TXEK at the table: identical or not, the call is mine and the log says so.
      await pressKey(page, ' ');
      called = await waitForState(page, (x) => x.txek.log.some((l) => /^You\b.*TXEK/.test(l)), null,
        'my TXEK call in the log', 5_000).then(() => true, () => false);
    } else if (s.pending.length > 0 && s.pending[0].seat === me) {
      // My action card waits for my keys only as long as a person has: at real speed.
      if (fast) {
        const now = (await setClockRate(page, 1)).txek;
        if (now.pending.length > 0 && now.pending[0].seat === me) await useAction(page, now, actions);
        await setClockRate(page, FAST_CLOCK);
      } else await useAction(page, s, actions);
    } else if (s.current === me && !s.drawn && !s.window_open && s.pending.length === 0) {
      const canDraw = (x) => x.txek.phase === 'play' && x.txek.current === x.txek.me && !x.txek.drawn && !x.txek.window_open &&
        x.txek.pending.length === 0;
      // The view moved on while the ring travelled: read it again rather than wait for a draw.
      const before = (await state(page)).frame;
      if (turns % 2 === 0 && !(await press(page, 'draw_pile', canDraw))) continue;
      if (turns % 2 === 1) await pressKey(page, 'd');
      // A window that opened as the key went down (an interception at my turn's start) refuses
      // the draw: the loop reads the table again once the key's frames are drawn (a key owes
      // three), and draws again if it still may.
      await nextFrameAfter(page, before + 2, 30_000);
      continue;
    } else if (s.current === me && s.drawn) {
      const hand = s.seats[me].hand;
      const pick = Math.max(0, hand.findIndex((c) => ACTIONS.test(c ?? '')));
      const bench = s.seats[me].bench.findIndex((c) => c !== 'empty');
      const myDiscard = (x) => x.txek.phase === 'play' && x.txek.current === x.txek.me && x.txek.drawn;
      if (!swapped && turns >= 2 && bench >= 0 && !ACTIONS.test(hand[pick] ?? '')) {
        if (!(await press(page, `hand:${pick}`, myDiscard))) continue;
        if (!(await press(page, `bench:${bench}`, myDiscard))) continue;
        swapped = true;
      } else if (turns % 2 === 0) {
        if (!(await press(page, `hand:${pick}`, myDiscard))) continue;
        if (!(await press(page, 'pile', myDiscard))) continue;
      } else {
        await pressKey(page, String(pick + 1));
        await pressKey(page, 'Enter');
      }
      // An interception with the last card may end the round while my drawn card is still in hand.
      await waitForState(page, (x) => !x.txek.drawn || x.txek.current !== x.txek.me ||
        x.txek.phase !== 'play', null, 'my discard');
      turns += 1;
    }
    if (!fast && called) {
      // The TXEK by Space was in a real reaction window: the bots play on at the test clock.
      fast = true;
      await setClockRate(page, FAST_CLOCK);
    }
    await nextFrameAfter(page, all.frame, Math.max(1, deadline - Date.now()));
  }
}

test('keyboard: a whole Txek round by keys alone: bench, draw, discard, swap, ' +
  'action targets, TXEK, the next round', options, async () => {
  // At real speed until a TXEK by Space was pressed within a real reaction window (Txek rule 8),
  // then at the test clock, but for my action cards, which wait for me as long as a person has.
  const { page, context, problems } = await keyboardPage();
  try {
    // Seed 5 gives this seat Peek and Exchange as its first hand (picking dealt cards 0–2).
    await page.goto(`${env.site.url}/#v=1&g=txek&seats=hgg&seed=5`);
    let s = await waitForScreen(page, 'txek');
    s = await arrangeByKeys(page);
    assert.equal(s.txek.seats[s.txek.me].bench.length, 3);
    const { s: end, turns, actions, called, swapped } = await playRoundByKeys(page);
    assert.ok(turns >= 2, `I played ${turns} turns`);
    assert.ok(actions.size >= 1, 'I used an action card on its targets');
    assert.ok(called, 'I called TXEK with Space');
    assert.ok(swapped, 'I swapped a hand card into my bench');
    assert.equal(end.results.length, 1);
    await waitFrames(page, 5);
    saveArtefact('keyboard-txek-round-end.png', await page.screenshot());
    if (end.phase === 'round_over') {
      await press(page, 'next_round');
      s = await waitForState(page, (x) => x.txek.round === 2, null, 'the next round dealt');
      assert.equal(s.txek.phase, 'arrange');
    }
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

// ---- Checks ----------------------------------------------------------------------------------

const atRest = (s) => !!s.checks && (s.checks.phase === 'game_over' ||
  (s.checks.current === s.checks.me && !s.checks.animating && !s.checks.covered));

// One move of mine by keys: cash by the Cash button, by the gold pile twice or by its digit;
// play by ringing the card then the pile, or the card then the pile's digit.
async function moveByKeys(page, c, n) {
  if (c.cashable.length > 0) {
    const pile = c.cashable[0];
    if (n % 3 === 0) await press(page, 'cash');
    else if (n % 3 === 1) {
      await press(page, `pile:${pile}`);
      await pressKey(page, 'Enter');
    } else await pressKey(page, String(pile + 1));
    return;
  }
  const pile = c.piles.findIndex((p) => p.length > 0);
  await press(page, 'hand:0');
  await waitForState(page, (x) => x.checks.selected_hand === 0, null, 'the card chosen');
  if (n % 2 === 0) await press(page, `pile:${pile}`);
  else await pressKey(page, String(pile + 1));
}

test('keyboard: a whole Checks game by keys alone', options, async () => {
  const { page, context, problems } = await keyboardPage({}, { clockRate: FAST_CLOCK });
  try {
    await page.goto(`${env.site.url}/#v=1&g=checks&seats=hg&seed=7`);
    await waitForScreen(page, 'checks');
    const deadline = Date.now() + 240_000;
    let n = 0, arrowed = false;
    for (;;) {
      const s = await waitForState(page, atRest, null, 'my turn or the end of the game', 60_000);
      if (s.checks.phase === 'game_over') break;
      assert.ok(Date.now() < deadline, `the game did not end; last view ${JSON.stringify(s.checks)}`);
      if (!arrowed) {
        // The arrows move the ring over the cards too: up from the hand to the piles.
        await focusTarget(page, 'hand:0');
        await pressKey(page, 'ArrowUp');
        const up = await state(page);
        assert.match(up.focus, /^pile:\d$/, 'ArrowUp from the hand rings a pile');
        arrowed = true;
      }
      await moveByKeys(page, s.checks, n);
      n += 1;
      await waitForState(page, (x, before) => x.checks.moves > before, s.checks.moves, `my move ${n}`);
    }
    const s = await waitForState(page, (x) => !!x.checks.over, null, 'the game-over panel');
    assert.ok(n >= 5, `I played ${n} moves`);
    assert.equal(s.checks.results.length, 1);
    assert.equal(s.checks.over.checks[0] + s.checks.over.checks[1] + s.checks.over.on_table +
      s.checks.over.unplayed, 52);
    await waitFrames(page, 5);
    saveArtefact('keyboard-checks-game-over.png', await page.screenshot());
    await press(page, 'next_game');
    await waitForState(page, (x) => x.checks.game === 2, null, 'the second game');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

// ---- Size --------------------------------------------------------------------------------------

test('size: at the largest size every button and card fits a 390×844 phone and a ' +
  '1280×800 window: menus, rules and both tables', options, async () => {
  const devices = [
    // The expected scales: the menus keep 320 px of width on the phone, a table the room it is
    // made for (settings.h, kMenuRoom and kTableRoom*).
    ['phone', { ...PHONE, deviceScaleFactor: 2 },
      { menu: 390 / 320, table: 390 / 360 }],
    ['desktop', { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 }, { menu: 1.5, table: 800 / 600 }],
  ];
  for (const [device, options, scale] of devices) {
    const { page, context, problems } = await keyboardPage({ size_percent: 150 }, options);
    const { width, height } = options.viewport;
    // Tables do not scroll: all of a target lies on screen. Menus scroll: its width does.
    const fits = (s, table) => {
      for (const [name, [x, y, w, h]] of Object.entries(s.targets)) {
        assert.ok(x >= -0.5 && x + w <= width + 0.5, `${device} ${s.screen}: ${name} [${x}, ${y}, ${w}, ${h}]`);
        if (table) assert.ok(y >= -0.5 && y + h <= height + 0.5, `${device} ${s.screen}: ${name} [${x}, ${y}, ${w}, ${h}]`);
      }
    };
    try {
      await page.goto(`${env.site.url}/`);
      let s = await waitForScreen(page, 'home');
      assert.ok(Math.abs(s.ui_scale - scale.menu) < 0.01, `${device} menus at ${s.ui_scale}`);
      fits(s, false);
      for (const [target, screen] of [['settings', 'settings'], ['rules:txek', 'txek_rules']]) {
        await press(page, target);
        s = await waitForScreen(page, screen);
        await waitFrames(page, 3);
        fits(await state(page), false);
        saveArtefact(`size-larger-${device}-${screen}.png`, await page.screenshot());
        await pressKey(page, 'Escape');
        await waitForScreen(page, 'home');
      }
      for (const [link, screen] of [['#v=1&g=txek&seats=hgggggg&seed=12', 'txek'],
        ['#v=1&g=checks&seats=hg&seed=7', 'checks']]) {
        await page.goto(`${env.site.url}/${link}`);
        s = await waitForScreen(page, screen);
        await waitFrames(page, 5);
        s = await state(page);
        assert.ok(Math.abs(s.ui_scale - scale.table) < 0.01, `${device} ${screen} at ${s.ui_scale}`);
        fits(s, true);
        saveArtefact(`size-larger-${device}-${screen}.png`, await page.screenshot());
      }
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  }
});
