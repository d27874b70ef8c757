// The built site's files as a host serves them, read from disk with no browser: the
// manifest and what it names, and the precompressed copies beside every file.
// Run from web/: TXEK_SITE=/abs/path/to/site node --test tests/site-files.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { colourStats, decodePng, siteDir } from './lib.mjs';

const site = siteDir();

function readManifest() {
  return JSON.parse(readFileSync(path.join(site, 'manifest.webmanifest'), 'utf8'));
}

// The page's own colours, so that the splash screen and the title bar match what loads after.
function pageColours() {
  const html = readFileSync(path.join(site, 'index.html'), 'utf8');
  const css = readFileSync(path.join(site, 'style.css'), 'utf8'); // the CSP allows no inline style
  const theme = html.match(/<meta name="theme-color" content="(#[0-9a-fA-F]{6})">/)?.[1];
  const background = css.match(/background:\s*(#[0-9a-fA-F]{6})/)?.[1];
  return { theme, background };
}

// "192x192" or "48x48 96x96" -> [[192, 192]] / [[48, 48], [96, 96]]; "any" -> [].
function parseSizes(sizes) {
  return (sizes ?? '').split(/\s+/).filter((s) => /^\d+x\d+$/.test(s)).map((s) => s.split('x').map(Number));
}

function readPng(src) {
  const file = path.join(site, src);
  assert.ok(existsSync(file), `${src} is named by the manifest but is not in the site`);
  return decodePng(readFileSync(file));
}

test('manifest: it parses and has every member Chromium\'s install check and install UI read', () => {
  const m = readManifest();
  for (const key of ['id', 'name', 'short_name', 'description', 'start_url', 'scope']) {
    assert.equal(typeof m[key], 'string', `manifest.${key} is a string`);
    assert.ok(m[key].length > 0, `manifest.${key} is not empty`);
  }
  assert.ok(m.short_name.length <= 12, `short_name "${m.short_name}" fits under a launcher icon (12 characters)`);
  assert.equal(m.display, 'standalone');
  const colours = pageColours();
  assert.equal(m.theme_color, colours.theme, 'theme_color is the page\'s theme-color');
  assert.equal(m.background_color, colours.background, 'background_color is the page\'s background');
  const pngSizes = m.icons.filter((i) => i.type === 'image/png').flatMap((i) => parseSizes(i.sizes));
  for (const px of [192, 512]) {
    assert.ok(pngSizes.some(([w, h]) => w === px && h === px), `a ${px}x${px} PNG icon is listed`);
  }
});

test('manifest: every icon it names is in the site, of the type and pixel size it claims', () => {
  for (const icon of readManifest().icons) {
    if (icon.type === 'image/svg+xml') {
      const text = readFileSync(path.join(site, icon.src), 'utf8');
      assert.match(text, /^<svg[^>]*viewBox="0 0 (\d+) \1"/, `${icon.src} is a square SVG`);
      continue;
    }
    assert.equal(icon.type, 'image/png', `${icon.src}: an icon is SVG or PNG`);
    const png = readPng(icon.src);
    assert.deepEqual(parseSizes(icon.sizes), [[png.width, png.height]],
      `${icon.src} claims "${icon.sizes}" and is ${png.width}x${png.height}`);
  }
});

// Felt green: the maskable icon's background and the cards' dark outline, never a card face.
function isFelt(pixels, p) {
  const [r, g, b, a] = pixels.subarray(p * 4, p * 4 + 4);
  return a === 255 && g > r && g > b && Math.max(r, g, b) < 128;
}

test('manifest: one icon is maskable, opaque to its edges, its motif within the central 80%', () => {
  const maskable = readManifest().icons.filter((i) => (i.purpose ?? '').split(/\s+/).includes('maskable'));
  assert.equal(maskable.length, 1, 'one icon has "purpose": "maskable"');
  const { width, height, pixels } = readPng(maskable[0].src);
  assert.ok(width >= 512 && width === height, `the maskable icon is square and at least 512 (${width}x${height})`);
  // A launcher keeps at least the circle of radius 40% of the width around the centre.
  const safe = 0.4 * width, centre = (width - 1) / 2;
  const outside = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inSafeZone = Math.hypot(x - centre, y - centre) <= safe;
      if (!inSafeZone && !isFelt(pixels, y * width + x)) outside.push([x, y]);
    }
  }
  assert.deepEqual(outside.slice(0, 10), [],
    `${outside.length} pixels outside the safe zone are not the felt background (the first ten shown)`);
});

// What Chromium asks of a screenshot before its richer install dialog shows it: each side
// from 320 to 3840 pixels, the longer at most 2.3 times the shorter, and a wide one for desktops
// and a narrow one for phones. 150 KB is ours: the service worker precaches them with the rest.
const SCREENSHOT = { minSide: 320, maxSide: 3840, maxRatio: 2.3, maxBytes: 150_000 };

function checkScreenshot(shot) {
  const bytes = readFileSync(path.join(site, shot.src));
  const png = readPng(shot.src);
  const { width, height } = png;
  assert.deepEqual(parseSizes(shot.sizes), [[width, height]], `${shot.src} claims "${shot.sizes}" and is ${width}x${height}`);
  assert.equal(shot.type, 'image/png');
  for (const side of [width, height]) {
    assert.ok(side >= SCREENSHOT.minSide && side <= SCREENSHOT.maxSide, `${shot.src}: a side of ${side} px`);
  }
  assert.ok(Math.max(width, height) <= SCREENSHOT.maxRatio * Math.min(width, height), `${shot.src}: ${width}x${height} is too narrow`);
  assert.equal(shot.form_factor, width > height ? 'wide' : 'narrow', `${shot.src}'s form_factor fits its shape`);
  assert.ok(bytes.length <= SCREENSHOT.maxBytes, `${shot.src} is ${bytes.length} bytes, over ${SCREENSHOT.maxBytes}`);
  assert.ok(typeof shot.label === 'string' && shot.label.length > 0, `${shot.src} has a label`);
  const stats = colourStats(png);
  assert.ok(stats.distinct > 20, `${shot.src} has ${stats.distinct} colours: a blank capture?`);
}

test('manifest: its screenshots are in the site, one wide and one narrow, of the sizes they claim and Chromium takes', () => {
  const shots = readManifest().screenshots ?? [];
  assert.deepEqual(shots.map((s) => s.form_factor).sort(), ['narrow', 'wide'], 'one wide and one narrow screenshot');
  for (const shot of shots) checkScreenshot(shot);
});

// Every file under the site, relative to it, with '/' between folders.
function siteFiles(dir = site) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return siteFiles(full);
    return entry.isFile() ? [path.relative(site, full).split(path.sep).join('/')] : [];
  });
}

const COPIES = { '.br': brotliDecompressSync, '.gz': gunzipSync };
const isCopy = (file) => Object.hasOwn(COPIES, path.extname(file));

test('precompressed: every .br and .gz in the site decompresses to exactly its file\'s bytes', () => {
  const copies = siteFiles().filter(isCopy);
  assert.ok(copies.length > 0, 'the site has precompressed copies');
  for (const copy of copies) {
    const original = copy.slice(0, -3);
    assert.ok(existsSync(path.join(site, original)), `${copy} has its file ${original} beside it`);
    const unpacked = COPIES[path.extname(copy)](readFileSync(path.join(site, copy)));
    assert.ok(unpacked.equals(readFileSync(path.join(site, original))), `${copy} unpacks to ${original}'s bytes`);
  }
});

// Under a kilobyte, a copy may well not be smaller (the precompress step then writes none).
const SMALL = 1024;

test('precompressed: every file over 1 KB but the PNGs has a smaller .br and .gz; a PNG has none', () => {
  const files = new Set(siteFiles());
  for (const file of [...files].filter((f) => !isCopy(f))) {
    const size = readFileSync(path.join(site, file)).length;
    for (const suffix of Object.keys(COPIES)) {
      const copy = file + suffix;
      if (file.endsWith('.png')) {
        assert.ok(!files.has(copy), `${copy}: a PNG is compressed already, and gets no copy`);
      } else if (size > SMALL) {
        assert.ok(files.has(copy), `${file} (${size} bytes) has ${copy}`);
      }
      if (files.has(copy)) {
        const packed = readFileSync(path.join(site, copy)).length;
        assert.ok(packed < size, `${copy} (${packed} bytes) is smaller than ${file} (${size} bytes)`);
      }
    }
  }
});
