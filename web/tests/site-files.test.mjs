// The built site's files as a host serves them (issue 16), read from disk with no browser: the
// manifest and what it names, and the precompressed copies beside every file.
// Run from web/: TXEK_SITE=/abs/path/to/site node --test tests/site-files.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { decodePng, siteDir } from './lib.mjs';

const site = siteDir();

function readManifest() {
  return JSON.parse(readFileSync(path.join(site, 'manifest.webmanifest'), 'utf8'));
}

// The page's own colours, so that the splash screen and the title bar match what loads after.
function pageColours() {
  const html = readFileSync(path.join(site, 'index.html'), 'utf8');
  const theme = html.match(/<meta name="theme-color" content="(#[0-9a-fA-F]{6})">/)?.[1];
  const background = html.match(/background:\s*(#[0-9a-fA-F]{6})/)?.[1];
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

test('issue 16, manifest: it parses and has every member Chromium\'s install check and install UI read', () => {
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

test('issue 16, manifest: every icon it names is in the site, of the type and pixel size it claims', () => {
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

test('issue 16, manifest: one icon is maskable, opaque to its edges, its motif within the central 80%', () => {
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
