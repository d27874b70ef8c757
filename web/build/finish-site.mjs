// Finishes the site after the link step (CMake runs it POST_BUILD), in this order:
// the icons are drawn, the page's Content-Security-Policy is written from config.json, the
// service worker is written with the list and hash of every file, and last every file gets its
// .br and .gz beside it for hosts that serve precompressed files.
//   node web/build/finish-site.mjs SITE_DIR
import { drawIcons } from './icons.mjs';
import { writeCsp } from './csp.mjs';
import { writeServiceWorker } from './service-worker.mjs';
import { precompress } from './precompress.mjs';

const site = process.argv[2];
if (!site) {
  console.error('usage: node web/build/finish-site.mjs SITE_DIR');
  process.exit(2);
}
await drawIcons(site);
await writeCsp(site);
await writeServiceWorker(site);
await precompress(site);
