// Online play's figures in real browsers over a real WebRTC data channel (a measurement, never a
// test): how long joining takes, and the round trip over the data channel. Runs inside the same
// network namespace as the online browser tests:
//   cd web && TXEK_SITE=/abs/path/to/site bash tests/netns.sh node bench/online.mjs [--trials 3] [--pings 20]
//
//   join   for each of N fresh tables (Checks, a host and a guest, each a browser context of its
//          own): the guest opens the link -> its page's first frame -> the lobby shown; it
//          presses Sit -> seated (the host's "seated" reached it); the host presses Start -> the
//          guest's table is up. Times from the guest page's clock (performance.now(), from the
//          navigation's start) or, across the two pages, the machine's clock.
//   rtt    over ~P heartbeats of one table: the host pings every second and the guest answers.
//          From both pages' raw message logs (window.txekNetLog, performance.now() at the data
//          channel's event or send): (host's pong in - host's ping out) - (guest's pong out -
//          guest's ping in), for each ping id: the network's part alone. Beside it the host's
//          own measure (state.checks.online.seats[1].rtt), which includes a frame on each side.
import {
  startOnline, player, openTable, tableOf, state, waitForState, sleep,
} from '../tests/online/lib.mjs';
import { targetCentre, waitFrames } from '../tests/lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && i + 1 < args.length ? Number(args[i + 1]) : fallback;
};
const TRIALS = option('trials', 3);
const PINGS = option('pings', 20);

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const i = Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1));
  return s[i];
};
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
// Frame-exact timing polls the page on each animation frame with code of ours, which the site's
// Content-Security-Policy refuses (no eval); the bench's pages run without the policy.
const BENCH_CONTEXT = { bypassCSP: true };
const ms = (x) => `${x.toFixed(1)} ms`;

// A press released at a known moment (machine clock): ImGui acts on the release.
async function pressAt(page, name) {
  const { x, y } = await targetCentre(page, name);
  await page.mouse.move(x, y);
  await waitFrames(page, 2);
  await page.mouse.down();
  await waitFrames(page, 2);
  const at = Date.now();
  await page.mouse.up();
  return at;
}

// Page time (performance.now()) at the first animation frame where the state satisfies `pred`.
async function when(page, pred, arg, timeout = 60_000) {
  const h = await page.waitForFunction(`(() => { const s = window.txekState; const arg = ${JSON.stringify(arg ?? null)};
    return !!s && (${pred.toString()})(s, arg) ? performance.now() : false; })()`, undefined, { polling: 'raf', timeout });
  return h.jsonValue();
}

async function join(env) {
  const host = await player(env, 'Ana', BENCH_CONTEXT);
  const guest = await player(env, 'Bruno', BENCH_CONTEXT);
  try {
    const lobby = await openTable(host, 'checks');
    await guest.page.goto(`${env.site.url}/#v=1&g=checks&join=${lobby.table}`, { waitUntil: 'commit' });
    await guest.page.reload({ waitUntil: 'commit' });
    const frame = await when(guest.page, (s) => s.frame >= 1);
    const shown = await when(guest.page, (s) => s.online?.guest?.stage === 'lobby' && !!s.targets['sit:1']);
    const origin = await guest.page.evaluate(() => performance.timeOrigin);
    // Each wait starts before its press, so the first frame showing the answer is the one seen.
    const seatedP = when(guest.page, (s) => s.online?.guest?.seat === 1);
    const sitAt = await pressAt(guest.page, 'sit:1');
    const seated = origin + (await seatedP) - sitAt;
    await waitForState(host.page, (s) => s.online?.lobby?.seats?.[1]?.kind === 1, null, 'the guest in the lobby');
    const upP = when(guest.page, (s) => !!s.online?.guest?.table_up);
    const startAt = await pressAt(host.page, 'online_start');
    const tableUp = origin + (await upP) - startAt;
    return { firstFrame: frame, lobby: shown, seated, tableUp, host, guest };
  } catch (e) {
    await host.context.close();
    await guest.context.close();
    throw e;
  }
}

async function roundTrips(host, guest) {
  const hostRtts = [];
  const t0 = Date.now();
  while (Date.now() - t0 < (PINGS + 2) * 1000) {
    const s = await state(host.page);
    const r = tableOf(s, 'checks')?.online?.seats?.[1]?.rtt;
    if (typeof r === 'number' && r >= 0) hostRtts.push(r);
    await sleep(1000);
  }
  const hostLog = await host.page.evaluate(() => window.txekNetLog);
  const guestLog = await guest.page.evaluate(() => window.txekNetLog);
  const parse = (log, dir, t) => new Map(log.filter((m) => m.dir === dir).map((m) => [m, JSON.parse(m.text)])
    .filter(([, msg]) => msg.t === t).map(([m, msg]) => [msg.id, m.at]));
  const pingOut = parse(hostLog, 'out', 'ping'), pongIn = parse(hostLog, 'in', 'pong');
  const pingIn = parse(guestLog, 'in', 'ping'), pongOut = parse(guestLog, 'out', 'pong');
  const net = [], turnaround = [];
  for (const [id, sent] of pingOut) {
    if (!pongIn.has(id) || !pingIn.has(id) || !pongOut.has(id)) continue;
    const held = pongOut.get(id) - pingIn.get(id);
    turnaround.push(held);
    net.push(pongIn.get(id) - sent - held);
  }
  return { net, turnaround, hostRtts };
}

const env = await startOnline();
try {
  const joins = [];
  let last = null;
  for (let i = 0; i < TRIALS; i++) {
    const j = await join(env);
    joins.push(j);
    if (last) {
      await last.host.context.close();
      await last.guest.context.close();
    }
    last = j;
  }
  console.log(`online join (Checks, ${TRIALS} tables; median [each]):`);
  for (const [key, what] of [['firstFrame', "guest opens the link -> the page's first frame"],
    ['lobby', 'guest opens the link -> the lobby shown'], ['seated', 'Sit pressed -> seated'],
    ['tableUp', "host's Start pressed -> the guest's table up"]]) {
    const xs = joins.map((j) => j[key]);
    console.log(`  ${what.padEnd(48)} ${ms(median(xs)).padStart(10)}  [${xs.map((x) => x.toFixed(0)).join(', ')}]`);
  }
  const { net, turnaround, hostRtts } = await roundTrips(last.host, last.guest);
  console.log(`online round trip over the data channel (${net.length} heartbeats):`);
  console.log(`  network alone (both logs)        median ${ms(median(net))}, p90 ${ms(quantile(net, 0.9))}, ` +
    `min ${ms(Math.min(...net))}, max ${ms(Math.max(...net))}`);
  console.log(`  guest's turnaround (ping in -> pong out) median ${ms(median(turnaround))}, p90 ${ms(quantile(turnaround, 0.9))}`);
  console.log(`  host's own measure (seats[1].rtt, ${hostRtts.length} samples) median ${ms(median(hostRtts))}, ` +
    `p90 ${ms(quantile(hostRtts, 0.9))}`);
  await last.host.context.close();
  await last.guest.context.close();
} finally {
  await env.close();
}
