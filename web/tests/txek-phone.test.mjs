// Txek on a phone (390x844, touch; 1x pixels but for the tests of the pixel ratio), played by
// touch as a person does: the enlarged bench a Peek or an Exchange chooses from
// (src/engine/txek/README.md, "Action cards") lies over the draw pile and the pile, and every
// card of it must take its tap, not the pile beneath; the prompt names no key to a finger.
// Run from web/: TXEK_SITE=/abs/path/to/site node --test tests/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  arrangeTxekBench, openPage, pressKey, saveArtefact, touchTarget, useSiteAndBrowser, waitForScreen,
  waitForState, withFastSettings, FAST_CLOCK, setClockRate,
  PHONE, PHONE_3X,
} from './lib.mjs';

const options = { timeout: 300_000 };
const env = useSiteAndBrowser();

// Deals where this seat (seat 0) deals, so plays first (rule 4), and keeps a Peek and an
// Exchange in hand when its bench takes dealt cards 0-2 (rule 2): found by dealing seeds with the
// engine's new_game until both sat at dealt places 3 and 4.
const TABLES = [
  { opponents: 6, link: 'v=1&g=txek&seats=heeeeee&seed=4a' },
  { opponents: 5, link: 'v=1&g=txek&seats=heeeee&seed=2c7' },
];

const overlaps = (a, b) => a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] && b[1] < a[1] + a[3];

// A fresh game of `link` in a page opened with the tests' settings, its bench laid by touch.
async function dealt(page, link) {
  await page.goto(`${env.site.url}/#${link}`);
  await waitForScreen(page, 'txek');
  return arrange(page);
}

// Rule 2 by touch: dealt cards 0-2 to the bench; returns at my first turn (I deal: rule 4).
async function arrange(page) {
  for (const t of ['dealt:0', 'dealt:1', 'dealt:2']) await touchTarget(page, t);
  await waitForState(page, (s) => s.txek.arrange_picked.length === 3, null, 'three cards picked');
  await touchTarget(page, 'bench:0');
  return waitForState(page, (s) => s.txek.phase === 'play' && s.txek.current === s.txek.me &&
    !s.txek.drawn && !s.txek.window_open, null, 'my first turn (I deal: rule 4)', 60_000);
}

// Rules 5-7: draw, then discard the hand's `kind` card; returns once its action waits for me.
async function playAction(page, kind) {
  await touchTarget(page, 'draw_pile');
  let s = await waitForState(page, (x) => x.txek.drawn, null, 'my draw');
  const mine = s.txek.seats[s.txek.me].hand;
  const k = mine.findIndex((c) => c !== null && c.endsWith(kind));
  assert.ok(k >= 0, `the deal gives me a ${kind} card: ${JSON.stringify(mine)}`);
  await touchTarget(page, `hand:${k}`);
  await touchTarget(page, 'pile');
  s = await waitForState(page, (x, want) => x.txek.pending.length > 0 &&
    x.txek.pending[0].seat === x.txek.me && x.txek.pending[0].kind.toLowerCase() === want, kind,
  `my ${kind} waiting`);
  return s;
}

// The first opponent whose bench is too small for a fingertip: tapped, its bench shown large.
async function zoomIn(page) {
  let s = await waitForState(page, (x) => Object.keys(x.targets).some((t) => t.startsWith('seat:')),
    null, 'a small seat to tap');
  const seat = Number(Object.keys(s.targets).find((t) => t.startsWith('seat:')).slice(5));
  await touchTarget(page, `seat:${seat}`);
  s = await waitForState(page, (x, p) => x.txek.zoom === p && !!x.targets[`opp:${p}:bench:0`], seat,
    'the enlarged bench');
  return { s, seat };
}

// One card k of the enlarged bench, tapped by touch for a Peek or an Exchange; whether it lay
// over a pile.
async function tapEnlarged(t, kind, k) {
  const { page, context, problems } = await openPage(env.browser, {
    ...PHONE, clockRate: FAST_CLOCK, storageState: withFastSettings(env.site.url),
  });
  try {
    let s = await dealt(page, t.link);
    // No key was pressed on this phone: the prompt names none.
    assert.equal(s.txek.prompt, 'Your turn: tap the draw pile');
    s = await playAction(page, kind);
    // Rule 10 lets a bot intercept at any moment, and its interception can close the enlarged
    // bench or move the card under the finger between reading the target and tapping it. From
    // the action waiting for me on, the app's clock runs at its slowest (1/16), so no bot acts
    // in the second the taps take, and the marks of the tap last long enough to be read on a
    // busy machine. The deal and the bots before it ran fast.
    await setClockRate(page, 1 / 16);
    if (kind === 'exchange') {
      await touchTarget(page, 'hand:0'); // my card first, then theirs
    }
    const { s: zoomed, seat } = await zoomIn(page);
    const card = zoomed.targets[`opp:${seat}:bench:${k}`];
    const onPile = ['draw_pile', 'pile'].some((p) => zoomed.targets[p] && overlaps(card, zoomed.targets[p]));
    if (k === 0) saveArtefact(`txek-phone-${kind}-${t.opponents}.png`, await page.screenshot());
    // The tap that settles the action, and what it marks for a while (a peeked card, the two
    // exchanged places).
    await touchTarget(page, `opp:${seat}:bench:${k}`);
    if (kind === 'peek') {
      // I know the card now (the view shows it), and my Peek is played.
      s = await waitForState(page, (x, at) => x.txek.seats[at.seat].bench[at.k] !== null &&
        !x.txek.pending.some((p) => p.seat === x.txek.me && p.kind === 'Peek'),
      { seat, k }, `my Peek of ${seat}'s card ${k}`);
    } else {
      // Their card and mine changed places: both are marked where they now lie.
      s = await waitForState(page, (x, at) => x.txek.marked.some((m) => m.kind === 'bench' &&
        m.seat === at.seat && m.index === at.k), { seat, k }, `my Exchange with ${seat}'s card ${k}`);
    }
    assert.deepEqual(problems, []);
    return onPile;
  } finally {
    await context.close();
  }
}

for (const t of TABLES) {
  for (const kind of ['peek', 'exchange']) {
    test(`phone (action cards, ${kind}): with ${t.opponents} opponents every card of the ` +
      'enlarged bench takes its tap, those over the piles too', options, async () => {
      const overPiles = [];
      for (const k of [0, 1, 2]) overPiles.push(await tapEnlarged(t, kind, k));
      // The case that matters: some enlarged card lies over a pile.
      assert.ok(overPiles.some((x) => x), 'an enlarged card lies over the draw pile or the pile');
    });
  }
}

// The other phone tests run at 1x, cheaper to draw: the layout they check must be the one a
// real phone's 3x gets.
test('phone (pixel ratio): the table lays out in CSS pixels, every target where it is at 1x ' +
  'at 2x and 3x as well', options, async () => {
  const targets = [];
  for (const deviceScaleFactor of [1, 2, 3]) {
    const { page, context, problems } = await openPage(env.browser, { ...PHONE, deviceScaleFactor });
    try {
      await page.goto(`${env.site.url}/#${TABLES[0].link}`);
      const s = await waitForState(page, (x) => x.txek.settled !== false && !x.txek.animating &&
        !!x.targets['dealt:0'], null, 'the deal on the table, nothing in flight');
      targets.push(s.targets);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  }
  assert.deepEqual(targets[1], targets[0], '2x lays out as 1x');
  assert.deepEqual(targets[2], targets[0], '3x lays out as 1x');
});

test('phone (key hints): a phone names no key until one is pressed, and none again after a ' +
  'touch', options, async () => {
  const { page, context, problems } = await openPage(env.browser, PHONE_3X);
  try {
    await page.goto(`${env.site.url}/#${TABLES[0].link}`);
    let s = await waitForScreen(page, 'txek');
    assert.equal(s.txek.key_hints, false, 'a touch screen, and nothing pressed yet');
    s = await arrange(page);
    assert.equal(s.txek.prompt, 'Your turn: tap the draw pile');
    await page.locator('#canvas').focus();
    await pressKey(page, 'Shift');
    await waitForState(page, (x) => x.txek.prompt === 'Your turn: tap the draw pile (D)', null,
      'the key named after a key');
    await touchTarget(page, 'log');
    await waitForState(page, (x) => x.txek.prompt === 'Your turn: tap the draw pile', null,
      'no key named after a touch');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('desktop (key hints): a computer without a touch screen names the draw key, and after ' +
  'mouse clicks still does', options, async () => {
  const { page, context, problems } = await openPage(env.browser);
  try {
    await page.goto(`${env.site.url}/#${TABLES[0].link}`);
    const s = await waitForScreen(page, 'txek');
    assert.equal(s.txek.key_hints, true, 'no touch screen: the keys are named from the start');
    await arrangeTxekBench(page);
    await waitForState(page, (x) => x.txek.prompt === 'Your turn: tap the draw pile (D)', null,
      'my first turn, its key named (I deal: rule 4)', 60_000);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
