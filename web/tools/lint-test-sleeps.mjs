// Lint of the browser tests: a test waits on the app's state (waitForState, waitUntil,
// nextFrameAfter, pollUntil), never on time. A fixed sleep longer than 100 ms in web/tests fails:
//   waitForTimeout(...)              any, Playwright's fixed wait
//   sleep(N), setTimeout(f, N)       a literal N over 100 (1_500 counts as 1500)
//   sleep(x), setTimeout(f, x)       a computed delay, outside the shared helpers (lib.mjs)
// The helpers themselves poll at 50 ms, and watchQuietFor is the one declared window in which a
// test looks for nothing happening. Run from anywhere: node web/tools/lint-test-sleeps.mjs
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const testsDir = path.resolve(here, '..', 'tests');
const LIMIT_MS = 100;

// The delay argument of each timed call on a line: { call, arg } (arg is the raw text).
function timedCalls(line) {
  const found = [];
  for (const m of line.matchAll(/\bwaitForTimeout\s*\(([^)]*)\)/g)) found.push({ call: 'waitForTimeout', arg: m[1].trim() });
  for (const m of line.matchAll(/(?<![.\w])sleep\s*\(([^)]*)\)/g)) found.push({ call: 'sleep', arg: m[1].trim() });
  // setTimeout(callback, delay): the delay is what follows the callback's last top-level comma.
  for (const m of line.matchAll(/\bsetTimeout\s*\(/g)) {
    let depth = 1, i = m.index + m[0].length, comma = -1;
    for (; i < line.length && depth > 0; ++i) {
      if ('([{'.includes(line[i])) depth++;
      else if (')]}'.includes(line[i])) depth--;
      else if (line[i] === ',' && depth === 1) comma = i;
    }
    if (comma >= 0) found.push({ call: 'setTimeout', arg: line.slice(comma + 1, i - 1).trim() });
  }
  return found;
}

// Why a line breaks the rule, or null. `shared` is true in the helpers' own files.
export function problem(line, shared) {
  if (/^\s*\/\//.test(line)) return null;
  for (const { call, arg } of timedCalls(line)) {
    if (call === 'waitForTimeout') return `${call}(${arg}): wait on the app's state instead`;
    const literal = /^[\d_]+$/.test(arg) ? Number(arg.replaceAll('_', '')) : null;
    if (literal !== null && literal > LIMIT_MS) return `${call}(${arg}): a fixed sleep over ${LIMIT_MS} ms`;
    if (literal === null && !shared) return `${call}(${arg}): a computed delay outside the helpers`;
  }
  return null;
}

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return files(p);
    return /\.m?js$/.test(name) ? [p] : [];
  });
}

// The rule checked on itself first, so a lint that stopped seeing sleeps cannot pass.
const selfCheck = [
  ['await page.waitForTimeout(50);', false, true],
  ['await sleep(1_500);', false, true],
  ['await sleep(100);', false, false],
  ['setTimeout(() => done(), 250);', false, true],
  ['setTimeout(() => window.seen(f(a, b)));', false, false],
  ['await sleep(ms);', false, true],
  ['await sleep(interval);', true, false],
  ['// await sleep(5000);', false, false],
];
for (const [line, shared, bad] of selfCheck) {
  if ((problem(line, shared) !== null) !== bad) {
    console.error(`lint-test-sleeps: the rule misreads its own example: ${line}`);
    process.exit(2);
  }
}

const found = [];
for (const file of files(testsDir)) {
  const shared = path.basename(file) === 'lib.mjs';
  readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
    const why = problem(line, shared);
    if (why) found.push(`${path.relative(path.resolve(here, '..'), file)}:${i + 1}: ${why}`);
  });
}
if (found.length > 0) {
  console.error(found.join('\n'));
  console.error(`${found.length} fixed wait(s) in web/tests: wait for the state that decides the outcome ` +
    '(waitForState, waitUntil, nextFrameAfter, pollUntil), or watchQuietFor to see that nothing happens.');
  process.exit(1);
}
console.log('lint-test-sleeps: no fixed sleep over 100 ms in web/tests');
