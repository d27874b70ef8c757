// Page measurements of the built site in headless Chromium (ci/bench.sh runs this; it is a
// measurement, never a test, and lives outside web/tests/ so `node --test tests/` skips it).
//
//   load   time from navigation to the first frame of the home screen, and to an interactive
//          Txek table opened from a deal link: median of N cold loads (a new browser context,
//          so an empty cache, every time)
//   idle   CPU the page uses over 10 s on an idle home screen and on an idle table (the person's
//          turn to arrange, the bots done, nothing scheduled), from the DevTools Protocol's
//          Performance.getMetrics, as % of one core; then a short CPU profile of the same idle
//          page says where that time goes
//
// Reads only what the app already publishes (window.txekState: screen, frame, targets, txek).
// Usage, from web/: TXEK_SITE=/abs/path/to/site node bench/page.mjs [--loads 5] [--idle-seconds 10]
import { readFileSync, readdirSync } from 'node:fs';
import { launch, openPage, serve, siteDir } from '../tests/lib.mjs';

// Frame-exact timing polls the page on each animation frame with code of ours, which the site's
// Content-Security-Policy refuses (no eval); the policy costs nothing measurable, so the bench's
// pages run without it. The browser tests keep it and fail on any violation.
const BENCH_CONTEXT = { bypassCSP: true };

const args = process.argv.slice(2);
function option(name, fallback) {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && i + 1 < args.length ? Number(args[i + 1]) : fallback;
}
const LOADS = option('loads', 5);
const IDLE_SECONDS = option('idle-seconds', 10);
const DEAL = '#v=1&g=txek&seats=hgg&var=0&seed=2a';
const PROFILE_SECONDS = option('profile-seconds', 5);
const TIMEOUT = 90_000;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const ms = (x) => `${x.toFixed(0)} ms`;

// Polled in the page once per animation frame (playwright's 'raf' polling). The app publishes
// window.txekState at the end of the frame it draws; the poll, registered before the app's main
// loop existed, runs first in each animation frame, so it sees that state at the start of the
// next one: the moment it takes is when the first such frame has been presented (at most one
// frame interval, about 17 ms, after the app drew it). Gives { at: performance.now() }
// (milliseconds since the navigation started), or { error } when the shell shows its error panel.
const READY = `(() => {
  const e = document.getElementById('error');
  if (e && !e.hidden) return { error: e.innerText.replace(/\\s+/g, ' ').trim() };
  const s = window.txekState;
  if (!s || !(s.frame >= 1)) return false;
  if (want === 'home' && s.screen === 'home') return { at: performance.now() };
  if (want === 'table' && s.screen === 'txek' && s.targets && Object.keys(s.targets).length > 0)
    return { at: performance.now() };
  return false;
})()`;

async function coldLoad(browser, url, want) {
  const { context, page, problems } = await openPage(browser, BENCH_CONTEXT);
  try {
    // 'commit': the new document exists (its performance.now() counts from the navigation's
    // start) and the site's files are still on their way, so the first ready frame is not missed.
    await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT });
    const ready = await page.waitForFunction(`(() => { const want = ${JSON.stringify(want)}; return ${READY}; })()`,
      undefined, { polling: 'raf', timeout: TIMEOUT });
    const result = await ready.jsonValue();
    if (result.error) throw new Error(`the page shows its error panel: ${result.error}`);
    // When the site's own files arrived, for the breakdown (resource timing, same clock).
    const files = await page.evaluate(() => Object.fromEntries(performance.getEntriesByType('resource')
      .map((r) => [r.name.split('/').pop().split('?')[0], r.responseEnd])));
    if (problems.length) throw new Error(problems.join('\n'));
    return { at: result.at, files };
  } finally {
    await context.close();
  }
}

// CPU time (user + system, seconds) of every process under this one (the browser it launched),
// by Chromium process type: { browser, renderer, 'gpu-process', utility, ... }.
function descendantsCpuSeconds() {
  const tick = 100;  // USER_HZ on Linux
  const procs = new Map();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      procs.set(Number(d), { ppid: Number(rest[1]), cpu: (Number(rest[11]) + Number(rest[12])) / tick });
    } catch { /* gone meanwhile */ }
  }
  const mine = new Set([process.pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, p] of procs) if (!mine.has(pid) && mine.has(p.ppid)) mine.add(pid), (grew = true);
  }
  mine.delete(process.pid);
  const byType = {};
  for (const pid of mine) {
    let type = 'browser';
    try {
      const m = readFileSync(`/proc/${pid}/cmdline`, 'utf8').match(/--type=([a-z-]+)/);
      if (m) type = m[1];
    } catch { /* gone meanwhile */ }
    byType[type] = (byType[type] ?? 0) + procs.get(pid).cpu;
  }
  return byType;
}

// Where the idle page spends its main thread: a sampling CPU profile (after the measurement, as
// profiling costs CPU itself), self time by function, the top few.
async function hotFunctions(cdp, seconds) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  await sleep(seconds * 1000);
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Profiler.disable');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    total += dt;
    const f = byId.get(id).callFrame;
    const file = f.url ? f.url.split('/').pop() : '';
    const name = `${f.functionName || '(anonymous)'}${file ? ` ${file}:${f.lineNumber + 1}` : ''}`;
    self.set(name, (self.get(name) ?? 0) + dt);
  });
  return [...self].filter(([n]) => n !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, 6)
    .map(([n, t]) => `${n} ${((100 * t) / total).toFixed(1)}%`);
}

// want: 'home' or 'table' (the site at url), or 'raf' (url is ignored: a blank page with a canvas
// whose only script is an empty requestAnimationFrame loop, the floor any rAF-driven page pays).
async function idleCost(browser, url, want, settleMs) {
  const { context, page, problems } = await openPage(browser, BENCH_CONTEXT);
  try {
    if (want === 'raf') {
      await page.setContent('<canvas width="1280" height="800"></canvas>' +
        '<script>window.txekState = { frame: 0 }; (function f() { requestAnimationFrame(f); })();</script>');
    } else {
      await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT });
      await page.waitForFunction(`(() => { const want = ${JSON.stringify(want)}; return ${READY}; })()`,
        undefined, { polling: 200, timeout: TIMEOUT });
    }
    await sleep(settleMs);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics
      .map((m) => [m.name, m.value]));
    const s0 = await page.evaluate(() => window.txekState);
    const m0 = await metrics();
    const c0 = descendantsCpuSeconds();
    const t0 = performance.now();
    await sleep(IDLE_SECONDS * 1000);
    const m1 = await metrics();
    const c1 = descendantsCpuSeconds();
    const wall = (performance.now() - t0) / 1000;
    const s1 = await page.evaluate(() => window.txekState);
    const hot = await hotFunctions(cdp, PROFILE_SECONDS);
    if (problems.length) throw new Error(problems.join('\n'));
    const d = (k) => (k in m0 && k in m1 ? m1[k] - m0[k] : NaN);
    const pct = (seconds) => (100 * seconds) / wall;
    const t = s1.txek;
    return {
      wall,
      task: pct(d('TaskDuration')),
      script: pct(d('ScriptDuration')),
      layout: pct(d('LayoutDuration') + d('RecalcStyleDuration')),
      renderer: pct(d('ProcessTime')),
      browser: pct(Object.keys(c1).reduce((a, k) => a + c1[k] - (c0[k] ?? 0), 0)),
      byType: Object.keys(c1).map((k) => [k, pct(c1[k] - (c0[k] ?? 0))]).filter(([, v]) => v >= 0.05)
        .map(([k, v]) => `${k} ${v.toFixed(1)}%`).join(', '),
      frames: want === 'raf' ? '-' : s1.frame - s0.frame,
      hot,
      screen: s1.screen,
      table: t && t.seats ? `phase ${t.phase}, me ${t.me} arranged ${t.seats[t.me].arranged}, ` +
        `bots arranged ${t.seats.filter((_, i) => i !== t.me).every((x) => x.arranged)}` : '',
    };
  } finally {
    await context.close();
  }
}

const site = await serve(siteDir());
const browser = await launch();
const lines = [];
const say = (s = '') => { lines.push(s); console.log(s); };
try {
  const home = [], table = [];
  for (let i = 0; i < LOADS; i++) {
    home.push(await coldLoad(browser, `${site.url}/`, 'home'));
    table.push(await coldLoad(browser, `${site.url}/${DEAL}`, 'table'));
  }
  const files = (runs, f) => median(runs.map((r) => r.files[f] ?? NaN));
  say(`page load (headless Chromium, SwiftShader WebGL, local server; median of ${LOADS} cold loads, ` +
      'each in a new browser context)');
  say(`  navigation to the first home-screen frame   ${ms(median(home.map((r) => r.at))).padStart(8)}` +
      `   (each: ${home.map((r) => r.at.toFixed(0)).join(', ')} ms)`);
  say(`  navigation to an interactive Txek table     ${ms(median(table.map((r) => r.at))).padStart(8)}` +
      `   (each: ${table.map((r) => r.at.toFixed(0)).join(', ')} ms)`);
  say(`    (deal link ${DEAL})`);
  say(`  files arrived (home loads, median): txek_table.js ${ms(files(home, 'txek_table.js'))}, ` +
      `txek_table.wasm ${ms(files(home, 'txek_table.wasm'))}, txek_table.data ${ms(files(home, 'txek_table.data'))}`);
  say();
  say(`idle cost over ${IDLE_SECONDS} s, % of one core (DevTools Performance.getMetrics; ` +
      '"all Chromium" adds the GPU and browser processes, from /proc)');
  say('  page              tasks  script  style+layout  renderer process  all Chromium  app frames drawn');
  const row = (name, r) => say(`  ${name.padEnd(16)} ${r.task.toFixed(1).padStart(6)}% ${r.script.toFixed(1).padStart(6)}% ` +
      `${r.layout.toFixed(1).padStart(12)}% ${(Number.isNaN(r.renderer) ? 'n/a' : r.renderer.toFixed(1) + '%').padStart(16)} ` +
      `${r.browser.toFixed(1).padStart(12)}% ${String(r.frames).padStart(17)}`);
  const idleHome = await idleCost(browser, `${site.url}/`, 'home', 2000);
  row('home screen', idleHome);
  const idleTable = await idleCost(browser, `${site.url}/${DEAL}`, 'table', 3000);
  row('Txek table', idleTable);
  const idleRaf = await idleCost(browser, '', 'raf', 2000);
  row('reference *', idleRaf);
  say('  * a blank page with a canvas and an empty requestAnimationFrame loop: what any page that');
  say('    asks for every frame costs here, whatever it does in the frame');
  say(`  all Chromium by process: home screen: ${idleHome.byType}; Txek table: ${idleTable.byType}; ` +
      `reference: ${idleRaf.byType}`);
  say(`  (the table, while measured: ${idleTable.table})`);
  say(`  main-thread self time while idle (${PROFILE_SECONDS} s CPU profile after the measurement, % of wall time):`);
  say(`    home screen: ${idleHome.hot.join(', ')}`);
  say(`    Txek table:  ${idleTable.hot.join(', ')}`);
} finally {
  await browser.close();
  await site.close();
}
