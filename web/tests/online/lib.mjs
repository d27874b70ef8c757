// Online play's browser tests: real browsers over a real connection, inside a network namespace
// the test command makes for them (web/tests/netns.sh: a veth pair and a default route, since
// Chromium gathers no ICE candidates with loopback alone). Here: a PeerJS signalling server
// (npm `peer`) and the site on 127.0.0.1, the site's config.json pointing at that server with no
// ICE servers, and Chromium with real addresses in its candidates instead of mDNS names. Nothing
// leaves the namespace.
import { after, before } from 'node:test';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync, mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { execFileSync } from 'node:child_process';
import { isDeepStrictEqual } from 'node:util';
import {
  CHROMIUM_ARGS, launch, checkNoCspViolations, serve, siteDir, openPage, waitForState, fastSettings, state, clickTarget,
  readStorage, waitFrames, touchTarget, saveArtefact, decodePng, watchQuietFor, fingertip, PHONE,
} from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

export const ONLINE_ARGS = [...CHROMIUM_ARGS, '--disable-features=WebRtcHideLocalIpsWithMdns'];

export function checkNamespace() {
  if (process.env.TXEK_NETNS !== '1') {
    throw new Error('online browser tests run inside their own network namespace: ' +
      'bash web/tests/netns.sh node --test web/tests/online/<file> (CTest does this)');
  }
}

// The signalling server, in a child process (peer-server.mjs says why). Resolves to
// { port, close }.
export function startPeerServer() {
  const child = spawn(process.execPath, [path.join(here, 'peer-server.mjs')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the peer server exited (${code}) before listening`)));
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n')[0];
      if (!out.includes('\n')) return;
      child.removeAllListeners('exit');
      resolve({
        port: JSON.parse(line).port,
        close: () => new Promise((r) => {
          if (child.exitCode !== null) return r();
          child.once('exit', () => r());
          child.kill('SIGTERM');
        }),
      });
    });
  });
}

export function onlineConfig(peerPort) {
  return JSON.stringify({
    signaling: { host: '127.0.0.1', port: peerPort, path: '/', secure: false, key: 'peerjs' },
    iceServers: [],
    idPrefix: 'txek-table-',
  });
}

// The signalling server, the site (config.json pointing at it) and one headless Chromium:
// { site, peer, browser, close() }.
export async function startOnline() {
  checkNamespace();
  const env = { site: null, peer: null, browser: null };
  env.peer = await startPeerServer();
  env.site = await serve(siteDir(), { '/config.json': onlineConfig(env.peer.port) });
  env.browser = await launch(ONLINE_ARGS);
  env.close = async () => {
    await env.browser?.close();
    await env.site?.close();
    await env.peer?.close();
  };
  return env;
}

// Registers the hooks of a test file: startOnline() before, its close() after. env.site,
// env.peer and env.browser are set once `before` has run.
export function useOnline() {
  const env = { site: null, peer: null, browser: null };
  checkNoCspViolations();
  let started = null;
  before(async () => {
    started = await startOnline();
    Object.assign(env, started);
  });
  after(async () => {
    await started?.close();
  });
  return env;
}

// How a page presses a target: a click, or a tap on a touch screen (a phone's page).
//
// The online bar (the panel "The game waits for Bruno to come back", with its bot button) is
// drawn over the middle of the table and takes the clicks on whatever lies under it, while the
// game stands still: a press on a target it covers waits until it has gone, as a person would.
// `covered` counts how often that happened. (News lines are drawn only: they take no click.)
const taps = new WeakMap();
export const covered = { waits: 0, ms: 0 };
const overlaps = (a, b) => a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] && b[1] < a[1] + a[3];
export async function tap(page, name) {
  const s = await state(page);
  const bar = s?.targets?.online_bar, rect = s?.targets?.[name];
  if (bar && rect && name !== 'online_bar' && !name.startsWith('stand_in:') && overlaps(bar, rect)) {
    const t = Date.now();
    covered.waits += 1;
    await waitForState(page, (x, n) => !x.targets.online_bar || !x.targets[n], name, `the online bar to uncover ${name}`, 15_000);
    covered.ms += Date.now() - t;
  }
  return (taps.get(page) ?? clickTarget)(page, name);
}

// A player's page: a context of its own (its own storage, as another browser would have), with
// every network message logged raw (window.txekNetLog) and the tests' fast settings under `name`.
// `settings`: stored settings of this person's beyond the tests' fast ones (fastSettings).
export async function player(env, name, options = {}, settings = {}) {
  const p = await openPage(env.browser, options);
  p.name = name;
  if (options.hasTouch) taps.set(p.page, touchTarget);
  await p.context.addInitScript(() => { window.txekNetLog = []; });
  await p.page.goto(`${env.site.url}/`);
  await waitForState(p.page, (s) => s.screen === 'home', null, 'home');
  await fastSettings(p.page);
  await p.page.evaluate(([n, more]) => {
    const s = JSON.parse(localStorage.getItem('app.settings'));
    s.data.player_name = n;
    Object.assign(s.data, more);
    localStorage.setItem('app.settings', JSON.stringify(s));
  }, [name, settings]);
  await p.page.reload();
  await waitForState(p.page, (s) => s.screen === 'home', null, 'home');
  return p;
}

// The raw messages a page received (or sent) over the data channels.
export function netLog(page, dir = 'in') {
  return page.evaluate((d) => (window.txekNetLog || []).filter((m) => m.dir === d), dir);
}

export { PHONE, state, waitForState, readStorage, clickTarget, touchTarget, waitFrames, saveArtefact, watchQuietFor, fingertip };

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------
// The table: opened by the host, joined by guests, started by the host

// The host opens an online table of `game` from the home screen (players, variants), and waits
// until the signalling server has its id. Returns the lobby (state.online.lobby).
export async function openTable(host, game, { players = 2, variants = [], fill = null } = {}) {
  await tap(host.page, `online:${game}`);
  await waitForState(host.page, (s, g) => s.screen === `${g}_online_new`, game, 'the online new-table screen');
  if ((await state(host.page)).targets[`players:${players}`]) await tap(host.page, `players:${players}`);
  for (const v of variants) await tap(host.page, `variant:${v}`);
  await tap(host.page, 'online_open');
  const s = await waitForState(host.page, (x) => x.online?.lobby?.ready, null, 'the lobby open', 30_000);
  if (fill) await tap(host.page, `fill:${fill}`);
  return s.online.lobby;
}

// The guest opens the invitation link; resolves to the guest's state once the lobby shows.
export async function joinTable(env, guest, game, table) {
  await guest.page.goto(`${env.site.url}/#v=1&g=${game}&join=${table}`);
  await guest.page.reload(); // a hash navigation alone does not load the page again
  return waitForState(guest.page, (s) => s.online?.guest?.stage === 'lobby' &&
    s.targets?.['online_leave'] !== undefined, null, "the guest's lobby", 30_000);
}

// The guest sits at `seat` (the host sees it).
export async function sitAt(host, guest, seat) {
  await tap(guest.page, `sit:${seat}`);
  await waitForState(guest.page, (s, n) => s.online?.guest?.seat === n, seat, `the guest seated at ${seat}`, 15_000);
  await waitForState(host.page, (s, n) => s.online?.lobby?.seats?.[n]?.kind === 1, seat, `seat ${seat} taken in the lobby`, 15_000);
}

// The host starts; every guest's table comes up.
export async function startTable(host, game, guests) {
  await tap(host.page, 'online_start');
  await waitForState(host.page, (s, g) => s.screen === g && !!s[g]?.online, game, "the host's table", 30_000);
  for (const g of guests) {
    await waitForState(g.page, (s) => s.online?.guest?.table_up && !!s.online.guest.view, null, "the guest's table", 30_000);
  }
}

// One whole table: the host (seat 0) and guests seated at 1, 2, ... in order. Returns
// { host, guests, table }.
export async function setUpTable(env, game, { players = 2, variants = [], fill = null, guests = ['Bruno'] } = {}) {
  const host = await player(env, 'Ana');
  const lobby = await openTable(host, game, { players, variants, fill });
  const seated = [];
  for (const [i, name] of guests.entries()) {
    const g = await player(env, name);
    await joinTable(env, g, game, lobby.table);
    await sitAt(host, g, i + 1);
    seated.push(g);
  }
  await startTable(host, game, seated);
  return { host, guests: seated, table: lobby.table };
}

// The table a page plays: the host's state[game], a guest's state.online.guest.view.
export function tableOf(s, game) {
  if (!s) return null;
  if (s.screen === game) return s[game] ?? null;
  if (s.screen === `${game}_online`) return s.online?.guest?.view ?? null;
  return null;
}

// Waits until the page's table satisfies `predicate(table, arg)` (run in the page).
export function waitForTable(page, game, predicate, arg, what, timeout = 45_000) {
  const body = `(s, a) => { const g = a.game;
    const t = s.screen === g ? s[g] : s.screen === g + '_online' ? (s.online && s.online.guest && s.online.guest.view) : null;
    return !!t && (${predicate.toString()})(t, a.arg, s); }`;
  // eslint-disable-next-line no-new-func
  const fn = new Function(`return (${body});`)();
  return waitForState(page, fn, { game, arg: arg ?? null }, what, timeout);
}

// The rows of the page's score sheet of `game` in its storage: the current sheet, or once the
// game is over and the sheet filed, that sheet (its id) in the history.
export async function storedRows(page, game) {
  const s = await state(page);
  const id = s.sheets?.[game]?.id;
  const current = await readStorage(page, `${game}.sheet.current`);
  if (current?.data && (!id || current.data.id === id)) return current.data.rows;
  const history = await readStorage(page, `${game}.sheets.history`);
  const filed = (history?.data ?? []).find((x) => x.id === id);
  if (!filed) throw new Error(`no ${game} sheet ${id} in the page's storage`);
  return filed.rows;
}

// ---------------------------------------------------------------------------------------------
// What a guest received, against what the engine says its seat may know (Host authority)

// Every message the page received, parsed ({ at, msg, text }).
export async function received(page) {
  return (await netLog(page, 'in')).map((m) => ({ at: m.at, text: m.text, msg: JSON.parse(m.text) }));
}

// The txektool to ask: TXEK_TOOL when set (a native binary, or the WebAssembly build's .js, run
// under Node); else the native build beside the site's build (build/native/txektool for
// build/web/site), else the WebAssembly txektool.js the site's build made beside it (both print
// the same bytes).
export function txektool() {
  if (process.env.TXEK_TOOL) return path.resolve(process.env.TXEK_TOOL);
  const site = siteDir();
  const candidates = [path.resolve(site, '..', '..', 'native', 'txektool'), path.resolve(site, '..', 'txektool.js')];
  const found = candidates.find((f) => existsSync(f));
  if (!found) throw new Error(`no txektool for seat-views: set TXEK_TOOL (looked at ${candidates.join(', ')})`);
  return found;
}

// `txektool seat-views` of the host's saved game for `seat`: [{rev, view, events}] by rev.
export function seatViews(game, saved, seat) {
  const dir = mkdtempSync(path.join(tmpdir(), 'txek-online-'));
  try {
    const file = path.join(dir, `${game}.game.json`);
    writeFileSync(file, JSON.stringify(saved));
    const tool = txektool();
    const words = ['seat-views', '--game', game, '--saved', file, '--seat', String(seat)];
    const out = tool.endsWith('.js')
      ? execFileSync(process.execPath, ['--no-experimental-fetch', tool, ...words], { encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 })
      : execFileSync(tool, words, { encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 });
    return out.trim().split('\n').map((l) => JSON.parse(l));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Host authority, checked byte by byte: every update a guest received holds exactly its seat's
// view at that revision and the seat's events since its last update, and the seat's events so
// far sent after each table message (told, "Losing nothing") are exactly its events up to the
// next update's revision, as the engine rebuilds them from the host's saved game; no message
// holds the seed (hex or decimal) or the encoded action log, but the replay link (record) sent
// once the match is over for good. Returns what it checked ({ updates, events, told, messages });
// throws on the first difference.
export async function checkGuestReceived(hostPage, guestPage, game, seat) {
  // The guest's messages first, then a saved game that reaches the newest revision they name: a
  // bot may move between the two reads, and the host saves its game in its own frame.
  const log = await received(guestPage);
  const newest = Math.max(0, ...log.filter((m) => m.msg.t === 'update').map((m) => m.msg.rev));
  for (let look = 1; ; ++look) {
    const saved = await readStorage(hostPage, `${game}.game`);
    if (!saved?.data) throw new Error(`the host has no saved ${game} game`);
    const views = seatViews(game, saved, seat);
    if (views.length - 1 >= newest || look === 20) return compareReceived(log, saved, views, seat);
    await waitFrames(hostPage, 2);
  }
}

// The same, given the messages (received()), the saved game and its seat views (seatViews()).
export function compareReceived(log, saved, views, seat) {
  const seedHex = String(saved.data.seed).toLowerCase().replace(/^0+/, '') || '0';
  const seedDec = BigInt(`0x${saved.data.seed}`).toString();
  // The log as it stood at any revision past the first few actions is a prefix of the final
  // one's text (base64 of concatenated bytes), so its first 24 characters stand for them all.
  const actions = saved.data.actions.slice(0, 24);
  let prev = null; // the revision of the last update (null: a table message came first)
  let updates = 0, events = 0, told = null, toldChecked = 0, recorded = false;
  for (const { text, msg } of log) {
    if (msg.t === 'record') {
      recorded = true;
      continue;
    }
    const lower = text.toLowerCase();
    if (seedHex.length >= 6 && lower.includes(seedHex)) throw new Error(`a ${msg.t} message holds the seed ${saved.data.seed}: ${text.slice(0, 300)}`);
    if (text.includes(seedDec)) throw new Error(`a ${msg.t} message holds the seed as a decimal ${seedDec}: ${text.slice(0, 300)}`);
    if (actions.length >= 8 && text.includes(actions)) throw new Error(`a ${msg.t} message holds the action log: ${text.slice(0, 300)}`);
    if (msg.t === 'table') {
      prev = null;
      told = [];
      continue;
    }
    if (msg.t === 'told') {
      if (told === null) throw new Error('a told message before any table message');
      told.push(...msg.events);
      continue;
    }
    if (msg.t !== 'update') continue;
    if (recorded && !msg.over) throw new Error(`the replay link came before the end (revision ${msg.rev})`);
    const at = views[msg.rev];
    if (!at) throw new Error(`an update of revision ${msg.rev}, beyond the saved game's ${views.length - 1} actions`);
    if (!isDeepStrictEqual(msg.view, at.view)) {
      throw new Error(`the update of revision ${msg.rev} holds another view than the engine's for seat ${seat}:\n` +
        `sent:   ${JSON.stringify(msg.view)}\nengine: ${JSON.stringify(at.view)}`);
    }
    if (prev === null && told !== null) {
      const so_far = views.slice(1, msg.rev + 1).flatMap((v) => v.events);
      if (!isDeepStrictEqual(told, so_far)) {
        throw new Error(`the events sent after the table (revision ${msg.rev}) are not seat ${seat}'s so far:\n` +
          `sent:   ${JSON.stringify(told)}\nengine: ${JSON.stringify(so_far)}`);
      }
      toldChecked += told.length;
      told = null;
    }
    const want = prev === null ? [] : views.slice(prev + 1, msg.rev + 1).flatMap((v) => v.events);
    if (!isDeepStrictEqual(msg.events, want)) {
      throw new Error(`the update of revision ${msg.rev} (after ${prev}) holds other events than the engine's ` +
        `for seat ${seat}:\nsent:   ${JSON.stringify(msg.events)}\nengine: ${JSON.stringify(want)}`);
    }
    prev = msg.rev;
    updates += 1;
    events += msg.events.length;
  }
  return { updates, events, told: toldChecked, messages: log.length, revisions: views.length - 1 };
}

// ---------------------------------------------------------------------------------------------
// Txek by a person's taps (src/engine/txek/README.md), from the table the page shows

// The face of a card code without its colour: 'r7' -> '7' (matching, D2); identical is the code.
export const txekFace = (code) => (typeof code === 'string' ? code.slice(1) : null);

// A press on a target that may be gone by the time it comes (Txek moves on in real time): false
// when it was.
export async function tryTap(page, name) {
  try {
    await tap(page, name);
    return true;
  } catch (e) {
    if (/no target "/.test(e.message)) return false;
    throw e;
  }
}

// One step of a person at a Txek table, or null when there is nothing to do now. `opts`:
// { txek: call TXEK on an identical top card, intercept: 'identical' | 'matching' | 'none',
//   double: call Double-TXEK when it may }. Returns what was pressed.
export async function txekStep(page, t, s, opts) {
  const me = t.me;
  if (me < 0) return null;
  const seat = t.seats[me];
  const top = t.pile.length ? t.pile[t.pile.length - 1] : null;
  const has = (name) => !!s.targets?.[name];
  if (t.phase === 'arrange') {
    if (seat.arranged) return null;
    if (t.arrange_picked.length < 3) {
      const k = [0, 1, 2, 3, 4].find((i) => !t.arrange_picked.includes(i) && has(`dealt:${i}`));
      if (k === undefined) return null;
      if (!(await tryTap(page, `dealt:${k}`))) return null;
      return `dealt:${k}`;
    }
    if (!has('bench:0')) return null;
    if (!(await tryTap(page, 'bench:0'))) return null;
    return 'look';
  }
  if (t.phase !== 'play') return null;
  // A race first: TXEK on an identical card while its window is open (rules 8 and 11, D7).
  // The button takes a press once the card has landed (txek_button.open: not while it flies).
  if (opts.txek && t.ending === 0 && t.window_open && top && top.identical && !top.claimed &&
      (t.txek_button?.open ?? true) && has('txek')) {
    if (!(await tryTap(page, 'txek'))) return null;
    return `txek#${t.round}.${top.serial}`;
  }
  // My action card waits for me even once the round is ending (rule 14: any action on the last
  // card is played first), so I skip it then too.
  if (t.pending.length > 0 && t.pending[0].seat === me && has('skip')) {
    if (!(await tryTap(page, 'skip'))) return null;
    return 'skip';
  }
  if (t.ending !== 0) return null;
  if (opts.double && t.can_call_double && has('double')) {
    if (!(await tryTap(page, 'double'))) return null;
    return 'double';
  }
  const myTurn = t.current === me;
  if (myTurn && t.drawn) {
    // Rule 6: discard, an identical card first (a TXEK chance for everyone), else the first.
    let k = seat.hand.findIndex((c) => top && c === top.card);
    if (k < 0) k = 0;
    if (!has(`hand:${k}`) || !has('pile')) return null;
    if (!(await tryTap(page, `hand:${k}`))) return null;
    // Onto the pile; on an empty pile (the round's first discard) tapping its empty slot does
    // nothing once a card is chosen: the Discard button does it.
    if (!(await tryTap(page, top ? 'pile' : 'discard'))) return null;
    // Rule 14 (D16): a Double-TXEK is called while the countdown of this very discard runs, so
    // a player who means to call it presses at once, before anyone covers the card.
    if (opts.double && seat.hand.length + seat.bench.filter((c) => c !== 'empty').length <= 5) {
      const may = await waitForState(page, (x) => !!x.targets?.double ||
        (x.screen === 'txek' ? x.txek : x.online?.guest?.view)?.window_open === false, null,
      'Double-TXEK to be offered', 3000).catch(() => null);
      if (may?.targets?.double && await tryTap(page, 'double')) return `discard:${seat.hand[k]}+double`;
    }
    return `discard:${seat.hand[k]}`;
  }
  // Rule 10: intercept with a card of mine that matches the top (never while holding a draw).
  if (top && opts.intercept !== 'none') {
    const fits = (c) => c && (opts.intercept === 'matching' ? txekFace(c) === txekFace(top.card) : c === top.card);
    const h = seat.hand.findIndex(fits);
    if (h >= 0 && has(`hand:${h}`)) {
      if (!(await tryTap(page, `hand:${h}`))) return null;
      return `intercept:hand:${seat.hand[h]}#${top.serial}`;
    }
    const b = seat.bench.findIndex((c) => c !== 'empty' && fits(c));
    if (b >= 0 && has(`bench:${b}`)) {
      if (!(await tryTap(page, `bench:${b}`))) return null;
      return `intercept:bench:${seat.bench[b]}#${top.serial}`;
    }
  }
  if (myTurn && !t.drawn && !t.window_open && t.pending.length === 0 && has('draw_pile')) {
    if (!(await tryTap(page, 'draw_pile'))) return null;
    return 'draw';
  }
  return null;
}

// A fingerprint of a Txek table that changes with every move (to wait for a press to land).
export const txekMark = (t) => t ? JSON.stringify([t.phase, t.current, t.drawn, t.window_open,
  t.pile.length ? t.pile[t.pile.length - 1].serial : -1, t.pending.length, t.seats.map((x) => [x.hand.length, x.bench.length, x.arranged]),
  t.arrange_picked.length, t.pile.length ? t.pile[t.pile.length - 1].claimed : false]) : '';

// A person playing a Txek table until `stop()` says so: each press waits for the table to
// change (or 2 s). Every press is logged into `presses` as { at, what }.
export async function playTxek(page, game, { stop, presses = [], opts, onPress = null }) {
  for (;;) {
    if (stop()) return presses;
    const s = await state(page);
    const t = tableOf(s, game);
    if (!t) { await sleep(100); continue; }
    const before = txekMark(t);
    const logged = await page.evaluate(() => (window.txekNetLog || []).length);
    const what = await txekStep(page, t, s, typeof opts === 'function' ? opts(t) : opts);
    if (!what) { await sleep(60); continue; }
    // What the press sent (a guest's act), with the page's clock of the log.
    const sent = await page.evaluate((n) => (window.txekNetLog || []).slice(n).filter((m) => m.dir === 'out' &&
      m.text.includes('"t":"act"')), logged);
    const press = { at: Date.now(), what, sent };
    presses.push(press);
    onPress?.(press);
    const deadline = Date.now() + 2000;
    while (Date.now() < deadline && !stop()) {
      const now = tableOf(await state(page), game);
      if (txekMark(now) !== before) break;
      await sleep(40);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The turn games by taps, as the single-device tests play them (web/tests/<game>.test.mjs), from
// the table the page shows (the host's state[game], a guest's state.online.guest.view)

// Checks: cash when I can, else my first hand card onto the first pile with cards.
export const checks = {
  ready: (c) => c.phase === 'game_over' || (c.current === c.me && !c.animating && !c.covered),
  async step(page, c) {
    if (c.cashable.length > 0) {
      await tap(page, 'cash');
      return 'cash';
    }
    const pile = c.piles.findIndex((p) => p.length > 0);
    await tap(page, 'hand:0');
    await tap(page, `pile:${pile}`);
    return `play ${c.seats[c.me].hand[0]} on ${pile}`;
  },
  over: (c) => c.phase === 'game_over',
};

// Strategix: the weakest play the table lists, its cards tapped one by one, then Play; a pass
// when it is the only choice.
export const strategix = {
  ready: (x) => !x.animating && !x.covered && (x.phase !== 'play' || x.my_turn),
  async step(page, x) {
    const plays = x.legal.filter((l) => l.action !== 'pass');
    if (plays.length === 0) {
      await tap(page, 'pass');
      return 'pass';
    }
    const pick = plays[0];
    for (const code of pick.cards) await tap(page, `hand:${code}`);
    await waitForTable(page, 'strategix', (y, n) => y.selected.length === n, pick.cards.length, 'the cards selected');
    await tap(page, 'play');
    const after = tableOf(await state(page), 'strategix');
    if (after?.choosing) {
      const want = pick.action.replace(/^play /, '');
      await tap(page, `choose:${after.choices.includes(want) ? want : after.choices[0]}`);
    }
    return pick.action;
  },
  over: (x) => x.phase !== 'play',
};

// CHECK!: the biggest set of market cards, the first order I can fulfil (the table proposes the
// cards), Done, and discards down to ten.
const slotsOf = (action) => action.replace(/^take ?/, '').split(' ').filter((t) => t !== '').map(Number);
export const check = {
  ready: (x) => !x.covered && (x.phase === 'game_over' ? x.panel : x.my_turn),
  async step(page, x) {
    if (x.phase === 'take') {
      const takes = x.legal.filter((a) => a.startsWith('take') && a !== 'take');
      if (takes.length === 0) {
        await tap(page, 'done');
        return 'done';
      }
      const pick = takes.map(slotsOf).sort((a, b) => b.length - a.length)[0];
      for (const slot of pick) await tap(page, `market:${slot}`);
      const want = pick.reduce((m, s) => m | (1 << s), 0);
      await waitForTable(page, 'check', (y, w) => y.take_slots === w, want, 'the market cards chosen');
      await tap(page, 'take');
      return `take ${pick.join(' ')}`;
    }
    if (x.phase === 'fulfil') {
      if (x.fulfillable.length === 0) {
        await tap(page, 'done');
        return 'done';
      }
      const order = x.fulfillable[0];
      await tap(page, `order:${order}`);
      await waitForTable(page, 'check', (y, o) => y.choice.order === o && y.choice.meets, order, 'the proposal');
      await tap(page, 'fulfil');
      return `fulfil ${order}`;
    }
    if (x.phase === 'discard') {
      await tap(page, `hand:${x.my_hand_ids[0]}`);
      return 'discard';
    }
    throw new Error(`no CHECK! step for phase ${x.phase}`);
  },
  over: (x) => x.phase === 'game_over',
};

// Tschak!: the last legal choice the table lists, its cards tapped, then Confirm.
const cardsOf = (action) => action.replace(/^choose ?/, '').split(' ').filter((t) => t !== '');
export const tschak = {
  ready: (x) => !x.covered && (x.phase === 'game_over' ? x.panel : x.my_turn && !x.revealing),
  async step(page, x) {
    const pick = cardsOf(x.legal[x.legal.length - 1]);
    for (const c of pick) await tap(page, `hand:${c}`);
    await waitForTable(page, 'tschak', (y, n) => y.picked.length === n, pick.length, 'the cards picked');
    await tap(page, 'confirm');
    return `choose ${pick.join(' ')}`;
  },
  over: (x) => x.phase === 'game_over',
};

export const TURN_GAMES = { checks, strategix, check, tschak };

// `until` and the games' `ready` run in the page as well as here (their source is sent): they
// may read only their arguments, never a variable around them.
//
// One move of mine once the table is ready for it: waits for my turn (or `until`), makes the
// move and waits for the host to apply it (the revision grows). Returns the move, or null when
// `until(table)` came first.
export async function playOne(page, game, until = () => false, timeout = 60_000) {
  const rules = TURN_GAMES[game];
  const s = await waitForTable(page, game, new Function('x', 'u', `return (${rules.ready.toString()})(x) || (${until.toString()})(x);`), null,
    `my move at ${game} (or the end)`, timeout);
  const x = tableOf(s, game);
  if (until(x) || rules.over(x)) return null;
  const move = await rules.step(page, x);
  await waitForTable(page, game, (y, before) => y.moves > before, x.moves, `my move "${move}" applied`, timeout);
  return move;
}

// Plays my moves until `until(table)` holds (or the game is over). Returns the moves made.
export async function playUntil(page, game, until, { timeout = 60_000, deadline = 300_000 } = {}) {
  const moves = [];
  const end = Date.now() + deadline;
  for (;;) {
    if (Date.now() > end) throw new Error(`${game}: ${moves.length} moves and not done: ${JSON.stringify(tableOf(await state(page), game))}`);
    const m = await playOne(page, game, until, timeout);
    if (m === null) return moves;
    moves.push(m);
  }
}

// ---------------------------------------------------------------------------------------------
// The host's action log (a saved game's "actions": base64url of LEB128 varints, seat then code
// a move; src/engine/core/action_log.h) as [{ seat, code }].
export function decodeActions(text) {
  const bytes = Buffer.from(text, 'base64url');
  const nums = [];
  let n = 0, shift = 0;
  for (const b of bytes) {
    n += (b & 0x7f) * 2 ** shift;
    shift += 7;
    if (!(b & 0x80)) {
      nums.push(n);
      n = 0;
      shift = 0;
    }
  }
  const out = [];
  for (let i = 0; i + 1 < nums.length; i += 2) out.push({ seat: nums[i], code: nums[i + 1] });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Screenshots

// A screenshot, a few frames after the last change, saved among the test artefacts.
export async function shot(page, name) {
  await waitFrames(page, 4);
  const bytes = await page.screenshot();
  saveArtefact(name, bytes);
  return bytes;
}

// The share of dark and of light pixels inside a target's rectangle of a screenshot (CSS px,
// scaled by the page's device pixel ratio): a drawn QR code is roughly half dark, half light.
export function darkAndLight(png, rect, scale = 1) {
  const img = decodePng(png);
  const [x, y, w, h] = rect.map((v) => Math.round(v * scale));
  let dark = 0, light = 0, all = 0;
  for (let j = y; j < y + h && j < img.height; j++) {
    for (let i = x; i < x + w && i < img.width; i++) {
      const p = (j * img.width + i) * 4;
      const v = (img.pixels[p] + img.pixels[p + 1] + img.pixels[p + 2]) / 3;
      if (v < 60) dark++;
      else if (v > 200) light++;
      all++;
    }
  }
  return { dark: dark / all, light: light / all };
}

// Runs the players' loops side by side and waits for all of them; when any fails, throws every
// failure (each player's own message, so the one that went wrong first is not hidden).
export async function together(loops) {
  const names = Object.keys(loops);
  const results = await Promise.allSettled(names.map((n) => loops[n]));
  const failed = results.map((r, i) => [names[i], r]).filter(([, r]) => r.status === 'rejected');
  if (failed.length > 0) {
    throw new Error(failed.map(([n, r]) => `${n}: ${r.reason?.stack ?? r.reason}`).join('\n\n'));
  }
  return Object.fromEntries(results.map((r, i) => [names[i], r.value]));
}
