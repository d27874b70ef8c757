// Online play's lobby and table details (src/online/README.md, "Messages": names, fill, closed;
// "Losing nothing": the host away from the table): a player with no name is asked for one the
// first time it is needed and is never "You" to the others; the guest's lobby names the bots the
// host chose; a late arrival is told at once; the guests see the host step away and come back;
// the host is warned that a new game ends the friends' table; the 3-player lobby fits a laptop's
// screen and a phone reaches every button. Two real browsers over a real WebRTC data channel.
// Run inside a network namespace of its own (CTest does):
//   cd web && TXEK_SITE=$PWD/../build/web/site bash tests/netns.sh node --test tests/online/lobby.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  tap, useOnline, openTable, joinTable, startTable, state, waitForState, readStorage, shot, PHONE,
  netLog,
} from './lib.mjs';
import { openPage, fastSettings, reachTarget } from '../lib.mjs';

const env = useOnline();

// A player's page whose settings hold no name (the player never gave one).
async function nameless(options = {}) {
  const p = await openPage(env.browser, options);
  await p.context.addInitScript(() => { window.txekNetLog = []; });
  await p.page.goto(`${env.site.url}/`);
  await waitForState(p.page, (s) => s.screen === 'home', null, 'home');
  await fastSettings(p.page);
  await p.page.evaluate(() => {
    const s = JSON.parse(localStorage.getItem('app.settings'));
    s.data.player_name = '';
    localStorage.setItem('app.settings', JSON.stringify(s));
  });
  await p.page.reload();
  await waitForState(p.page, (s) => s.screen === 'home' && s.settings.player_name === '', null, 'home, no name');
  return p;
}

// Types `text` into the name field `target`.
async function typeName(page, target, text) {
  await tap(page, target);
  await page.keyboard.type(text);
}

const inside = (rect, viewport) => rect && rect[1] >= 0 && rect[1] + rect[3] <= viewport.height &&
  rect[0] >= 0 && rect[0] + rect[2] <= viewport.width;

test('checks online (Messages: names, fill, closed; Losing nothing): a host and a guest with no ' +
  'name are asked for one, the others never read "You", and a typed name becomes the player\'s; ' +
  "the guest's lobby says which bots the host chose; a late arrival is told at once that every " +
  'seat is taken; the guest sees the host step away and come back; a new game warns that it ends ' +
  "the friend's table", { timeout: 300_000 }, async () => {
  const host = await nameless();
  const guest = await nameless();
  try {
    const lobby = await openTable(host, 'checks', { fill: 'casual' });
    let h = await waitForState(host.page, (x) => !!x.targets.host_name, null, "the host's name field");
    assert.equal(h.online.lobby.seats[0].name, 'Player 1', 'no name: the seat default, never "You"');
    let g = await joinTable(env, guest, 'checks', lobby.table);
    assert.equal(g.online.guest.bots, 'casual', 'the bots the host chose, not "good"');
    assert.ok(g.targets.join_name && g.targets['sit:1'], 'a name field, and Sit with the field empty');
    await typeName(host.page, 'host_name', 'Ana');
    await waitForState(host.page, (x) => x.online.lobby.seats[0].name === 'Ana', null, 'the host named Ana');
    await waitForState(guest.page, (x) => x.online.guest.stage === 'lobby', null, 'the lobby');
    await typeName(guest.page, 'join_name', 'Bo');
    await tap(guest.page, 'sit:1');
    await waitForState(host.page, (x) => x.online.lobby.seats[1].name === 'Bo', null, 'Bo seated');
    await startTable(host, 'checks', [guest]);
    h = await state(host.page);
    g = await state(guest.page);
    assert.deepEqual(g.online.guest.names, ['Ana', 'Bo']);
    assert.deepEqual(h.checks.seats.map((x) => x.name), ['Ana', 'Bo']);
    assert.equal(h.settings.player_name, 'Ana', "the host's typed name is theirs from now on");
    assert.equal(g.settings.player_name, 'Bo', "and the guest's");
    for (const m of await guest.page.evaluate(() => window.txekNetLog.filter((x) => x.dir === 'in'))) {
      assert.doesNotMatch(m.text, /"name":" *you *"|"names":\[[^\]]*"you"/i, `no "You" on the wire: ${m.text.slice(0, 200)}`);
    }

    // A late arrival: every seat is taken, said at once (not after its retries ran out).
    const late = await nameless();
    try {
      await late.page.goto(`${env.site.url}/#v=1&g=checks&join=${lobby.table}`);
      await late.page.reload();
      const l = await waitForState(late.page, (x) => x.online?.guest?.stage === 'closed', null, 'the late arrival told', 30_000);
      assert.match(l.online.guest.why, /every seat is taken/);
      // At once: the host's answer to the first hello, not what is left after retries ran out.
      const hellos = (await netLog(late.page, 'out')).filter((m) => m.text.includes('"t":"hello"')).length;
      assert.equal(hellos, 1, `the late arrival said hello ${hellos} times before it was told`);
    } finally {
      await late.context.close();
    }

    // The host steps away to the menu: the game waits, and the guest reads why.
    await tap(host.page, 'menu');
    g = await waitForState(guest.page, (x) => x.online.guest.host_here === false && !!x.targets.online_bar, null,
      'the guest seeing the host away');
    await shot(guest.page, 'online-checks-guest-host-away.png');
    h = await waitForState(host.page, (x) => x.checks.online.waiting, null, "the host's game waiting");
    // The new game's screen: the friend at the table is named.
    await tap(host.page, 'play:checks');
    h = await waitForState(host.page, (x) => x.screen === 'checks_new' && !!x.targets.online_warning, null, 'the warning');
    await shot(host.page, 'online-checks-new-game-warning.png');
    await tap(host.page, 'back');
    await waitForState(host.page, (x) => x.screen === 'home', null, 'home');
    await tap(host.page, 'resume:checks');
    g = await waitForState(guest.page, (x) => x.online.guest.host_here === true &&
      x.online.news.includes('Ana is back at the table.'), null, 'the guest told the host is back');
    await waitForState(host.page, (x) => x.screen === 'checks' && !x.checks.online.waiting, null, 'the game on');
    assert.deepEqual(host.problems, []);
    assert.deepEqual(guest.problems, []);
  } finally {
    await host.context.close();
    await guest.context.close();
  }
});

test('txek online (layout): the 3-player lobby shows Start and Close without scrolling at 1280x800 ' +
  "and a phone reaches every button of the host's and the guest's lobby", { timeout: 300_000 }, async () => {
  const host = await nameless();
  const phoneHost = await nameless(PHONE);
  const phoneGuest = await nameless(PHONE);
  try {
    const lobby = await openTable(host, 'txek', { players: 3 });
    const s = await waitForState(host.page, (x) => !!x.targets.online_start && !!x.targets.qr, null, 'the lobby');
    const view = host.page.viewportSize();
    for (const t of ['host_name', 'copy_link', 'fill:casual', 'online_start', 'online_close']) {
      assert.ok(inside(s.targets[t], view), `${t} on screen without scrolling: ${JSON.stringify(s.targets[t])}`);
    }
    await shot(host.page, 'online-lobby-3-host.png');
    await openTable(phoneHost, 'txek', { players: 3 });
    for (const t of ['host_name', 'copy_link', 'fill:expert', 'online_start', 'online_close']) await reachTarget(phoneHost.page, t);
    await shot(phoneHost.page, 'online-lobby-3-host-phone.png');
    await joinTable(env, phoneGuest, 'txek', lobby.table);
    for (const t of ['join_name', 'sit:1', 'sit:2', 'online_leave']) await reachTarget(phoneGuest.page, t);
    await shot(phoneGuest.page, 'online-lobby-3-guest-phone.png');
    for (const p of [host, phoneHost, phoneGuest]) assert.deepEqual(p.problems, []);
  } finally {
    await host.context.close();
    await phoneHost.context.close();
    await phoneGuest.context.close();
  }
});
