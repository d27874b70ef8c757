import { chromium } from 'playwright-core';
const [base, players, level, tag, width, height] = [process.argv[2], +process.argv[3], process.argv[4], process.argv[5], +(process.argv[6]||1280), +(process.argv[7]||800)];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true,
  args: ['--no-sandbox','--use-angle=swiftshader','--enable-unsafe-swiftshader','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic'] });
const ctx = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: width < 500 ? 2 : 1 });
const page = await ctx.newPage();
const problems = [];
page.on('console', m => { if (m.type() === 'error') problems.push(m.text()); });
page.on('pageerror', e => problems.push(e.message));
const st = () => page.evaluate(() => window.txekState);
async function click(t) {
  const s = await st(); const r = s.targets[t]; if (!r) return false;
  await page.mouse.move(r[0] + r[2] / 2, r[1] + r[3] / 2); await page.waitForTimeout(60);
  await page.mouse.down(); await page.waitForTimeout(60); await page.mouse.up(); await page.waitForTimeout(150);
  return true;
}
const pts = c => !c ? 8 : c.endsWith('crown') ? (c[0]==='r'?0:20) : /peek|exchange/.test(c) ? 10 : /hand|down/.test(c) ? 15 : +c.slice(1);
const kind = c => c.replace(/^[rb]/, '');
let shots = 0; const shot = async n => { await page.screenshot({ path: `/tmp/games/${tag}-${String(shots++).padStart(3,'0')}-${n}.png` }); };
await page.goto(base);
await page.waitForFunction(() => window.txekState && window.txekState.screen === 'home', null, { timeout: 60000 });
await page.evaluate(() => localStorage.setItem('txek.settings', JSON.stringify({kind:'settings',version:1,data:{player_name:'Tess',reaction_ms:1200,animation_speed:1.0,memory_aid:false}})));
await page.reload();
await page.waitForFunction(() => window.txekState && window.txekState.screen === 'home', null, { timeout: 60000 });
await click('play:txek'); await click(`opponents:${players-1}`); await click(`level:${level}`); await click('start');
await page.locator('#canvas').focus();
let turns = 0, rounds = 0, seenTargeting = false, midShot = false; const t0 = Date.now();
for (;;) {
  if (Date.now() - t0 > 40*60*1000) { console.log('timeout'); break; }
  const S = await st(); const s = S.txek; if (!s) { await page.waitForTimeout(300); continue; }
  if (S.notice) await click('notice_ok');
  if (s.phase === 'game_over') { await shot('game-over'); await click('round_sheet'); await page.waitForTimeout(400); await shot('final-sheet'); break; }
  if (s.phase === 'round_over') { rounds++; await page.waitForTimeout(800); await shot(`round${rounds}-end`); await click('next_round'); await page.waitForTimeout(500); continue; }
  if (s.phase === 'arrange' && !s.seats[s.me].arranged) {
    if (s.arrange_picked.length < 3) await click(`dealt:${[0,1,2,3,4].find(d => !s.arrange_picked.includes(d))}`);
    else { await click('bench:1'); }
    continue;
  }
  const me = s.me, mine = s.seats[me], top = s.pile.length ? s.pile[s.pile.length-1] : null;
  if (s.window_open && top && top.identical && !top.claimed) { await page.keyboard.press(' '); await page.waitForTimeout(100); continue; }
  if (s.pending.length && s.pending[0].seat === me) {
    if (!seenTargeting) { await shot('action-targeting'); seenTargeting = true; }
    const k = s.pending[0].kind; let done = false;
    if (k === 'Peek') { const b = mine.bench.findIndex(c => c === null); if (b >= 0) done = await click(`bench:${b}`); }
    if (k === 'Down') { let best = -1, bp = -1; mine.hand.forEach((c,i) => { if (pts(c) > bp) { bp = pts(c); best = i; } }); if (best >= 0) done = await click(`hand:${best}`); }
    if (!done) await click('skip');
    continue;
  }
  if (s.can_call_double) { const est = mine.hand.concat(mine.bench.filter(c=>c!=='empty')).reduce((a,c)=>a+pts(c),0); if (est <= 12) { await click('double'); continue; } }
  const myTurn = s.current === me;
  if (top && !(myTurn && s.drawn)) {
    const i = mine.hand.findIndex(c => c && (kind(c) === kind(top.card)));
    if (i >= 0) { await click(`hand:${i}`); continue; }
  }
  if (myTurn && !s.drawn && !s.window_open && s.pending.length === 0) { if (turns % 2) await page.keyboard.press('d'); else await click('draw_pile'); continue; }
  if (myTurn && s.drawn) {
    let best = 0, bp = -1; mine.hand.forEach((c,i) => { if (pts(c) > bp) { bp = pts(c); best = i; } });
    const unknownBench = mine.bench.findIndex(c => c === null);
    let lowest = 0, lp = 99; mine.hand.forEach((c,i) => { if (pts(c) < lp) { lp = pts(c); lowest = i; } });
    if (lp <= 3 && unknownBench >= 0) { await click(`hand:${lowest}`); await click(`bench:${unknownBench}`); }
    else { await click(`hand:${best}`); if (turns % 2) await page.keyboard.press('Enter'); else await click('pile'); }
    turns++;
    if (turns === 4 && !midShot) { await page.waitForTimeout(300); await shot('mid-round'); midShot = true; }
    continue;
  }
  await page.waitForTimeout(120);
}
const S = await st();
console.log(JSON.stringify({ tag, turns, rounds, totals: S.txek.seats.map(x => x.total), names: S.txek.seats.map(x => x.name), problems, minutes: ((Date.now()-t0)/60000).toFixed(1), sheet: S.sheet }));
await browser.close();
