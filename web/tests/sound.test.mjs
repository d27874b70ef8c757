// Sound cues in the browser: moves at a Txek table schedule WebAudio cues once the
// player has tapped (browsers allow sound only after a gesture), and the table's sound button
// stops them, remembered after a reload. window.txekSound is the app's test hook for sound:
// what was scheduled, by cue name, and what was dropped.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  arrangeTxekBench, clickTarget, openPage, readStorage, state, useSiteAndBrowser, waitForScreen,
  waitForState, waitInPage,
  nextFrameAfter, until, waitUntil,
} from './lib.mjs';

const options = { timeout: 300_000 };
const env = useSiteAndBrowser();

function sound(page) {
  return page.evaluate(() => JSON.parse(JSON.stringify(window.txekSound ?? null)));
}

// Plays my turns by taps (draw, discard the first hand card, skip action cards) until `done`
// holds for the sound hook, or `turns` of my turns were played. Taps, not keys: a key pressed
// and released within one slow frame is not seen.
async function play(page, { turns, done = () => false }) {
  const deadline = Date.now() + 120_000;
  let played = 0;
  while (played < turns && !done(await sound(page))) {
    const all = await state(page);
    const s = all.txek;
    if (s.phase !== 'play') break;
    assert.ok(Date.now() < deadline, `no progress; last view ${JSON.stringify(s)}`);
    const me = s.me;
    if (s.pending.length > 0 && s.pending[0].seat === me) {
      await clickTarget(page, 'skip');
    } else if (s.current === me && !s.drawn && !s.window_open && s.pending.length === 0) {
      await clickTarget(page, 'draw_pile');
    } else if (s.current === me && s.drawn) {
      await clickTarget(page, 'hand:0');
      await clickTarget(page, 'discard');
      played += 1;
    }
    await nextFrameAfter(page, all.frame, Math.max(1, deadline - Date.now()));
  }
  return played;
}

test('sound: moves schedule cues after the first tap; the sound button stops them, ' +
     'remembered after a reload', options, async () => {
  const { page, context, problems } = await openPage(env.browser);
  try {
    await page.goto(`${env.site.url}/`);
    await waitForScreen(page, 'home');
    await page.evaluate(() => localStorage.setItem('app.settings', JSON.stringify({
      kind: 'settings', version: 1,
      data: { player_name: 'Tess', reaction_ms: 700, animation_speed: 2.0, memory_aid: false, volume: 60 },
    })));
    await page.reload();
    await waitForScreen(page, 'home');
    await page.goto(`${env.site.url}/#v=1&g=txek&seats=hc&seed=00000000000002a7`);
    await waitForScreen(page, 'txek');
    await page.locator('#canvas').focus();
    let hook = await sound(page);
    assert.ok(hook, 'window.txekSound is set from the start');
    assert.equal(hook.scheduled, 0, 'nothing is scheduled before the player\'s first gesture');

    await arrangeTxekBench(page);
    const turns = await play(page, { turns: 12, done: (h) => h.cues.land >= 2 && h.cues.turn >= 1 });
    hook = await sound(page);
    const seen = `${JSON.stringify(hook)} after ${turns} turns; the table: ${JSON.stringify((await state(page)).txek)}`;
    assert.ok(hook.cues.land >= 2, `cards landing were heard: ${seen}`);
    assert.ok(hook.cues.turn >= 1, `the turn was heard: ${seen}`);
    assert.notEqual(hook.state, 'none', 'the first tap made the audio context');
    assert.ok(Math.abs(hook.gain - 0.36) < 1e-6, `played at the volume setting (60%, squared): ${hook.gain}`);

    // Muted at the table: moves go on, and nothing more is scheduled.
    await clickTarget(page, 'sound');
    let s = await waitForState(page, (x) => x.settings.muted === true, null, 'sound muted');
    const before = await sound(page);
    const quiet = await play(page, { turns: 3 });
    assert.ok(quiet >= 1, 'moves were made while muted');
    await waitUntil(page, until.settled('txek')); // the bot's moves and the last flights land
    const muted = await sound(page);
    assert.equal(muted.scheduled, before.scheduled, `nothing scheduled while muted: ${JSON.stringify(muted)}`);
    assert.equal(muted.dropped, before.dropped, 'nor even asked for');
    assert.equal((await readStorage(page, 'app.settings')).data.muted, true);

    // Remembered: still muted after a reload; the button turns sound on and says so.
    await page.reload();
    s = await waitForScreen(page, 'txek');
    assert.equal(s.settings.muted, true);
    await clickTarget(page, 'sound');
    await waitForState(page, (x) => x.settings.muted === false, null, 'sound on again');
    await waitInPage(page, () => window.txekSound.cues.turn >= 1, undefined, { timeout: 10_000 });
    assert.equal((await readStorage(page, 'app.settings')).data.muted, false);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
