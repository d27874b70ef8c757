// FILE.br and FILE.gz beside every file of the site, for hosts that serve a
// precompressed copy when the browser accepts it (nginx gzip_static/brotli_static, Caddy's
// precompressed, Apache with mod_rewrite: README, "Hosting the site"). Compressing once at the
// highest levels here costs seconds; a server compressing on the fly would use lower levels.
import { readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COPIES = ['.br', '.gz'];

// Formats that are compressed already: PNG is deflate inside, so gzip or brotli over it saves a
// few bytes at most, and a host would gain nothing from serving a copy.
const COMPRESSED = new Set(['.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.woff2', '.zip']);

// Brotli's text mode tunes its context modelling for UTF-8; the wasm and the preloaded data
// (atlases and a font) are binary.
const TEXT = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt']);

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : entry.isFile() ? [full] : [];
  });
}

const isCopy = (file) => COPIES.includes(path.extname(file));

export function brotli(bytes, ext) {
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_LGWIN]: constants.BROTLI_MAX_WINDOW_BITS,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      [constants.BROTLI_PARAM_MODE]: TEXT.has(ext) ? constants.BROTLI_MODE_TEXT : constants.BROTLI_MODE_GENERIC,
    },
  });
}

export function gzip(bytes) {
  return gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });
}

// Writes each copy that is smaller than the file, with the file's times (a host's
// Last-Modified and ETag then agree whichever copy it sends), and removes a copy left by an
// earlier build that no longer helps.
function compressFile(file) {
  const ext = path.extname(file).toLowerCase();
  const bytes = readFileSync(file);
  const { atime, mtime } = statSync(file);
  const skip = COMPRESSED.has(ext);
  const copies = { '.br': () => brotli(bytes, ext), '.gz': () => gzip(bytes) };
  for (const [suffix, compress] of Object.entries(copies)) {
    const out = file + suffix;
    const packed = skip ? null : compress();
    if (!packed || packed.length >= bytes.length) {
      rmSync(out, { force: true });
      continue;
    }
    writeFileSync(out, packed);
    utimesSync(out, atime, mtime);
  }
}

// A copy whose file is gone (renamed or dropped from the site) would be served for nothing.
function removeOrphans(files) {
  const kept = new Set(files);
  for (const file of files) {
    if (isCopy(file) && !kept.has(file.slice(0, -path.extname(file).length))) rmSync(file);
  }
}

export async function precompress(site) {
  const files = filesUnder(site);
  removeOrphans(files);
  for (const file of files.filter((f) => !isCopy(f))) compressFile(file);
}
