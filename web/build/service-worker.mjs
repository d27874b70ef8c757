// Placeholder until this step lands (issue 16): sw.js is the site step's stamp.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
export async function writeServiceWorker(site) {
  writeFileSync(path.join(site, 'sw.js'), '// no service worker yet\n');
}
