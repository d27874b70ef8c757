// The page's Content-Security-Policy (README, "Offline, updates and the page's policy"), written
// into index.html's <meta> from the site's config.json: the page runs only its own files, and talks
// only to its own origin and to the signalling server config.json names (online play). A static
// host cannot send headers, hence the <meta>; it cannot carry frame-ancestors or a report address,
// which is why they are absent.
//   node web/build/csp.mjs PAGE CONFIG   prints PAGE with the policy for CONFIG (the play
//                                        command and the tests serve a config of their own)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const META = /(<meta http-equiv="Content-Security-Policy" content=")[^"]*(">)/;

// The origins PeerJS reaches for a signalling server: its HTTP(S) API and its WebSocket.
export function signallingSources(config) {
  const s = config?.signaling;
  if (!s || typeof s.host !== 'string' || !/^[A-Za-z0-9.-]+$/.test(s.host)) return [];
  const secure = s.secure !== false;
  const port = Number.isInteger(s.port) ? `:${s.port}` : '';
  return [`${secure ? 'https' : 'http'}://${s.host}${port}`, `${secure ? 'wss' : 'ws'}://${s.host}${port}`];
}

export function policyFor(config) {
  return [
    "default-src 'self'",
    // WebAssembly.instantiate needs wasm-unsafe-eval; nothing else is compiled from text.
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self'",
    "img-src 'self'",
    `connect-src 'self' ${signallingSources(config).join(' ')}`.trim(),
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

// `page` with its policy meta set for `config`; throws when the page has no such meta.
export function withPolicy(page, config) {
  if (!META.test(page)) throw new Error('index.html has no <meta http-equiv="Content-Security-Policy">');
  return page.replace(META, (_, open, close) => `${open}${policyFor(config)}${close}`);
}

export async function writeCsp(site) {
  const config = JSON.parse(readFileSync(path.join(site, 'config.json'), 'utf8'));
  const page = path.join(site, 'index.html');
  writeFileSync(page, withPolicy(readFileSync(page, 'utf8'), config));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [pageFile, configFile] = process.argv.slice(2);
  if (!pageFile || !configFile) {
    console.error('usage: node web/build/csp.mjs PAGE CONFIG');
    process.exit(2);
  }
  const config = JSON.parse(readFileSync(configFile, 'utf8'));
  process.stdout.write(withPolicy(readFileSync(pageFile, 'utf8'), config));
}
