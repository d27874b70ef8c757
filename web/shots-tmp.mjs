import { chromium } from 'playwright-core';
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true,
  args: ['--no-sandbox','--use-angle=swiftshader','--enable-unsafe-swiftshader','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic'] });
const vp = process.argv[3] === 'phone' ? { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 } : { viewport: { width: 1280, height: 800 } };
const ctx = await browser.newContext(vp);
const page = await ctx.newPage();
page.on('console', m => { if (m.type() === 'error') console.log('console error', m.text()); });
page.on('pageerror', e => console.log('pageerror', e.message));
const st = () => page.evaluate(() => window.txekState);
async function click(t) {
  const s = await st(); const r = s.targets[t]; if (!r) { console.log('no target', t, Object.keys(s.targets).join(' ')); return; }
  await page.mouse.move(r[0] + r[2] / 2, r[1] + r[3] / 2); await page.waitForTimeout(80);
  await page.mouse.down(); await page.waitForTimeout(80); await page.mouse.up(); await page.waitForTimeout(250);
}
const name = process.argv[4] || 'table';
await page.goto(base);
await page.waitForFunction(() => window.txekState && window.txekState.screen === 'home', null, { timeout: 60000 });
await page.screenshot({ path: `/tmp/shots/${name}-home.png` });
await click('play:txek');
await page.screenshot({ path: `/tmp/shots/${name}-new.png` });
await click('opponents:3'); await click('start');
await page.waitForTimeout(500);
await page.screenshot({ path: `/tmp/shots/${name}-arrange.png` });
for (const t of ['dealt:0','dealt:1','dealt:2']) await click(t);
await click('bench:0');
await page.waitForTimeout(300);
await page.screenshot({ path: `/tmp/shots/${name}-look.png` });
for (let i = 0; i < 200; i++) {
  const s = (await st()).txek;
  if (s.phase !== 'play') break;
  if (s.current === s.me && !s.drawn && !s.window_open && s.pending.length === 0) { await click('draw_pile'); if (i < 20) await page.screenshot({ path: `/tmp/shots/${name}-drawn.png` }); await click('hand:0'); await page.screenshot({ path: `/tmp/shots/${name}-selected.png` }); await click('pile'); }
  else if (s.pending.length && s.pending[0].seat === s.me) { await page.screenshot({ path: `/tmp/shots/${name}-action.png` }); await click('skip'); }
  await page.waitForTimeout(200);
}
await page.waitForTimeout(500);
await page.screenshot({ path: `/tmp/shots/${name}-end.png` });
console.log(JSON.stringify((await st()).txek.log));
await click('round_sheet');
await page.waitForTimeout(300);
await page.screenshot({ path: `/tmp/shots/${name}-sheet.png` });
await browser.close();
