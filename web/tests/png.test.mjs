// The screenshot decoder of lib.mjs against PNGs encoded here, one filter type per row.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { deflateSync } from 'node:zlib';
import { colourStats, decodePng } from './lib.mjs';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(kind, body) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(kind, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, crc]);
}

function paeth(a, b, c) {
  const p = a + b - c;
  const pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

// Encodes `data` (width*height*channels bytes); row y uses filter y % 5.
function encodePng(width, height, channels, data) {
  const type = { 1: 0, 2: 4, 3: 2, 4: 6 }[channels];
  return encodeRows({ width, height, depth: 8, type, stride: width * channels, bpp: channels, data });
}

// Encodes palette indices (one a pixel, below 2**depth) packed `depth` bits each, with a PLTE of
// `palette` (RGB bytes) and, when given, a tRNS of `alphas`.
function encodePalettePng(width, height, depth, indices, palette, alphas) {
  const stride = Math.ceil((width * depth) / 8);
  const data = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const bit = x * depth;
      data[y * stride + (bit >> 3)] |= indices[y * width + x] << (8 - depth - (bit & 7));
    }
  }
  const extra = [chunk('PLTE', palette), ...(alphas ? [chunk('tRNS', alphas)] : [])];
  return encodeRows({ width, height, depth, type: 3, stride, bpp: 1, data, extra });
}

// Filters rows of `stride` bytes (row y with filter y % 5, against the byte `bpp` before) and
// wraps them in a PNG.
function encodeRows({ width, height, depth, type, stride, bpp, data, extra = [] }) {
  const raw = Buffer.alloc(height * (stride + 1));
  for (let y = 0; y < height; y++) {
    const filter = y % 5;
    raw[y * (stride + 1)] = filter;
    for (let i = 0; i < stride; i++) {
      const x = data[y * stride + i];
      const a = i >= bpp ? data[y * stride + i - bpp] : 0;
      const b = y > 0 ? data[(y - 1) * stride + i] : 0;
      const c = y > 0 && i >= bpp ? data[(y - 1) * stride + i - bpp] : 0;
      const pred = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter];
      raw[y * (stride + 1) + 1 + i] = (x - pred) & 0xff;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = depth;
  ihdr[9] = type;
  const compressed = deflateSync(raw);
  // Split the data over two IDAT chunks, as encoders may.
  const half = compressed.length >> 1;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    ...extra,
    chunk('IDAT', compressed.subarray(0, half)),
    chunk('IDAT', compressed.subarray(half)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function randomBytes(n, seed) {
  const out = Buffer.alloc(n);
  let s = seed >>> 0;
  for (let i = 0; i < n; i++) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    out[i] = s >>> 24;
  }
  return out;
}

test('png: the decoder undoes all five filter types for RGB, RGBA, grey and grey+alpha', () => {
  for (const channels of [3, 4, 1, 2]) {
    const width = 13, height = 11;
    const data = randomBytes(width * height * channels, 7 + channels);
    const img = decodePng(encodePng(width, height, channels, data));
    assert.equal(img.width, width);
    assert.equal(img.height, height);
    assert.equal(img.channels, channels);
    for (let p = 0; p < width * height; p++) {
      const src = data.subarray(p * channels, (p + 1) * channels);
      const want = channels >= 3
        ? [src[0], src[1], src[2], channels === 4 ? src[3] : 255]
        : [src[0], src[0], src[0], channels === 2 ? src[1] : 255];
      assert.deepEqual([...img.pixels.subarray(p * 4, p * 4 + 4)], want, `pixel ${p} of a ${channels}-channel image`);
    }
  }
});

test('png: the decoder reads palettes of 1, 2, 4 and 8 bits, with and without transparency (the icons are palettes)', () => {
  for (const depth of [1, 2, 4, 8]) {
    const width = 13, height = 11, entries = 1 << depth;
    const indices = Buffer.from(randomBytes(width * height, depth).map((v) => v % entries));
    const palette = randomBytes(entries * 3, 100 + depth);
    // Fewer alphas than entries: the rest are opaque.
    const alphas = randomBytes(Math.max(1, entries >> 1), 200 + depth);
    for (const withAlpha of [false, true]) {
      const img = decodePng(encodePalettePng(width, height, depth, indices, palette, withAlpha ? alphas : null));
      assert.equal(img.width, width);
      assert.equal(img.height, height);
      for (let p = 0; p < width * height; p++) {
        const e = indices[p];
        const alpha = withAlpha && e < alphas.length ? alphas[e] : 255;
        const want = [...palette.subarray(e * 3, e * 3 + 3), alpha];
        assert.deepEqual([...img.pixels.subarray(p * 4, p * 4 + 4)], want,
          `pixel ${p} of a ${depth}-bit palette image${withAlpha ? ' with tRNS' : ''}`);
      }
    }
  }
});

test('png: colour statistics tell a blank image from a busy one', () => {
  const blank = decodePng(encodePng(8, 8, 3, Buffer.alloc(8 * 8 * 3, 40)));
  assert.deepEqual(colourStats(blank), { distinct: 1, differFromCorner: 0, total: 64 });
  const busy = decodePng(encodePng(8, 8, 3, randomBytes(8 * 8 * 3, 1)));
  const stats = colourStats(busy);
  assert.ok(stats.distinct > 60 && stats.differFromCorner > 60);
});

test('png: the decoder rejects what it does not handle', () => {
  assert.throws(() => decodePng(Buffer.from('not a png at all')), /not a PNG/);
  const png = encodePng(2, 2, 3, Buffer.alloc(12));
  const interlaced = Buffer.from(png);
  interlaced[8 + 8 + 12] = 1; // IHDR's interlace byte (the CRC is not checked)
  assert.throws(() => decodePng(interlaced), /interlaced/);
});
