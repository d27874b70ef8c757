// The table's language (src/table/i18n.h, src/table/po/README.md): the browser's by default, the
// one the settings hold once chosen, or a link's lang=; switched at once without a reload and kept
// across one. Run from web/:
// TXEK_SITE=/abs/path/to/site node --test tests/language.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  PHONE, clickTarget, openPage, readStorage, reachTarget, saveArtefact, state, useSiteAndBrowser,
  waitForScreen, waitForState,
} from './lib.mjs';

const env = useSiteAndBrowser();
const options = { timeout: 120_000 };

// Settings stored as the Settings screen writes them, with `language`.
async function storeLanguage(page, language) {
  await page.evaluate((language) => localStorage.setItem('app.settings', JSON.stringify({
    kind: 'settings', version: 1, data: { player_name: 'Tess', animation_speed: 2.0, language },
  })), language);
}

test('language: the browser\'s language chooses the table\'s, by its first subtag (a Swiss '
  + 'French browser reads French), and a language the app has no words for leaves it in English',
options, async () => {
  for (const [locale, expected] of [['fr-CH', 'fr'], ['de-DE', 'de'], ['it-IT', 'en']]) {
    const { page, problems } = await openPage(env.browser, { locale });
    try {
      await page.goto(`${env.site.url}/`);
      const s = await waitForScreen(page, 'home');
      assert.equal(s.language, expected, locale);
      assert.deepEqual(problems, []);
    } finally {
      await page.context().close();
    }
  }
});

test('language: a link\'s lang= chooses the language as Settings would, and a reload without it '
  + 'keeps it', options, async () => {
  const { page, problems } = await openPage(env.browser, { locale: 'en-GB' });
  try {
    await page.goto(`${env.site.url}/`);
    await waitForScreen(page, 'home');
    await page.goto(`${env.site.url}/#lang=de`);
    await page.reload();
    let s = await waitForState(page, (y) => y.screen === 'home' && y.language === 'de', null, 'German');
    assert.equal((await readStorage(page, 'app.settings')).data.language, 'de');
    await page.goto(`${env.site.url}/`);
    await page.reload();
    s = await waitForScreen(page, 'home');
    assert.equal(s.language, 'de', 'kept without the link');
    assert.deepEqual(problems, []);
  } finally {
    await page.context().close();
  }
});

for (const [language, size, device] of [['fr', 'desktop', {}], ['de', 'phone', PHONE]]) {
  test(`language: stored in the settings, ${language} is the table's language; the picker `
    + `switches to English at once, with no reload, and the choice outlives a reload (${size})`,
  options, async () => {
    const { page, problems } = await openPage(env.browser, device);
    try {
      await page.goto(`${env.site.url}/`);
      await waitForScreen(page, 'home');
      await storeLanguage(page, language);
      await page.reload();
      let s = await waitForState(page, (y) => y.screen === 'home' && y.language === language,
        null, `the home screen in ${language}`);
      saveArtefact(`language-${language}-${size}-home.png`, await page.screenshot());
      await reachTarget(page, 'rules:check');
      await clickTarget(page, 'rules:check');
      await waitForScreen(page, 'check_rules');
      saveArtefact(`language-${language}-${size}-rules.png`, await page.screenshot());
      await clickTarget(page, 'back');
      await waitForScreen(page, 'home');
      await reachTarget(page, 'settings');
      await clickTarget(page, 'settings');
      s = await waitForScreen(page, 'settings');
      for (const choice of ['language_auto', 'language_en', `language_${language}`])
        assert.ok(s.targets[choice], `the picker offers ${choice}`);
      saveArtefact(`language-${language}-${size}-settings.png`, await page.screenshot());
      const loads = await page.evaluate(() => performance.getEntriesByType('navigation').length);
      await clickTarget(page, 'language_en');
      s = await waitForState(page, (y) => y.language === 'en', null, 'English at once');
      assert.equal(s.screen, 'settings', 'still on Settings');
      assert.equal(await page.evaluate(() => performance.getEntriesByType('navigation').length),
        loads, 'no reload');
      assert.equal((await readStorage(page, 'app.settings')).data.language, 'en');
      assert.equal((await readStorage(page, 'app.settings')).data.player_name, 'Tess',
        'the other settings kept');
      await page.reload();
      s = await waitForScreen(page, 'home');
      assert.equal(s.language, 'en');
      assert.equal((await state(page)).language, 'en');
      assert.deepEqual(problems, []);
    } finally {
      await page.context().close();
    }
  });
}
