// The manifest's PNG icons, drawn at build time from our SVG sources (README, "Icons and
// screenshots"): Chromium's install check and most launchers want raster icons of 192 and 512
// pixels, and Android crops a maskable one to its own shape. The SVGs stay the only artwork kept in
// the repository.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// icon.svg is served as it is (the page's favicon, the manifest's "any" icon); the maskable
// source is not, since only its PNG is named anywhere.
const ICONS = [
  { source: path.join(web, 'static', 'icon.svg'), file: 'icon-192.png', size: 192 },
  { source: path.join(web, 'static', 'icon.svg'), file: 'icon-512.png', size: 512 },
  { source: path.join(web, 'art', 'icon-maskable.svg'), file: 'icon-maskable-512.png', size: 512 },
];

const TOOLS = [
  { command: 'rsvg-convert', pkg: 'librsvg2-bin' },
  { command: 'pngquant', pkg: 'pngquant' },
  { command: 'optipng', pkg: 'optipng' },
];

// A missing tool would otherwise surface as a bare ENOENT and a stack trace from deep inside the
// build; one plain line says what to install.
function requireTools() {
  for (const { command, pkg } of TOOLS) {
    try {
      execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    } catch {
      console.error(`icons: ${command} is missing (Debian package ${pkg}); run ci/setup.sh`);
      process.exit(1);
    }
  }
}

// pngquant's palette, as for the card atlases, makes each icon a third of its size with no
// visible change (the service worker precaches all of them); optipng then squeezes losslessly.
function drawIcon({ source, file, size }, site) {
  const out = path.join(site, file);
  execFileSync('rsvg-convert', ['--width', String(size), '--height', String(size), '--output', out, source]);
  try {
    execFileSync('pngquant', ['--quality=80-95', '--force', '--output', out, out]);
  } catch (err) {
    // 99: no palette reaches the quality floor (new artwork with wide gradients, say); the
    // full-colour drawing is kept rather than a banded one.
    if (err.status !== 99) throw err;
  }
  execFileSync('optipng', ['-quiet', '-o2', out]);
}

export async function drawIcons(site) {
  requireTools();
  for (const icon of ICONS) drawIcon(icon, site);
}
