// Writes the site's service worker: sw-body.js with this build's VERSION (a hash of
// every file's name and bytes) and FILES (every file but the precompressed copies, which a host
// serves in place of the file, the manifest's screenshots, which only an install dialog shows,
// and sw.js itself). Run before precompress, after everything else.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

// Paths relative to `dir`, with '/', sorted so that the hash does not depend on the disk's order.
export function siteFiles(dir, under = '') {
  const out = [];
  for (const entry of readdirSync(path.join(dir, under), { withFileTypes: true })) {
    const rel = under ? `${under}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...siteFiles(dir, rel));
    else if (!/\.(br|gz)$/.test(entry.name) && rel !== 'sw.js' && !rel.startsWith('screenshots/')) out.push(rel);
  }
  return out.sort();
}

export function buildHash(site, files) {
  const hash = createHash('sha256');
  for (const f of files) hash.update(`${f}\0`).update(readFileSync(path.join(site, f))).update('\0');
  return hash.digest('hex').slice(0, 16);
}

export async function writeServiceWorker(site) {
  const files = siteFiles(site);
  const head = `const VERSION = ${JSON.stringify(buildHash(site, files))};\n` +
    `const FILES = ${JSON.stringify(files)};\n`;
  writeFileSync(path.join(site, 'sw.js'), head + readFileSync(path.join(here, 'sw-body.js'), 'utf8'));
}
