// Issue 24: `npm run bench` measures a page just edited and published, as the marketing team leaves it. An editor
// signs in through the sign-in page, changes the page's English and Arabic lead through the content API (as the
// editor's autosave does) and publishes it; the page is then measured like every other, on its first render after
// the publish. Loopback only; the account is made by the bench before the site starts (scripts/bench.mjs).
import { chromium } from 'playwright-core';
import { chromiumPath, headlessFlags } from './chromium.mjs';

export const benchEditor = { email: 'bench-editor@example.com', password: 'bench editor passphrase 2026' };

/** A page of `browser` signed in as the bench's editor, through the sign-in page as a person would. */
export async function signedInPage(browser, site) {
  const page = await browser.newPage();
  await page.goto(`${site}/en/admin/login`);
  await page.getByLabel('Work email').fill(benchEditor.email);
  await page.getByLabel('Password').fill(benchEditor.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/en\/(admin\/leads|energy\/admin\/news|admin\/content)$/);
  return page;
}

/**
 * Saves a new version of document `id` with `words` added to its hero's lead in both languages, publishes it, and
 * returns the published version. Throws, naming the step, when the site refuses.
 */
export async function editAndPublish(site, id, words = { ar: 'حُدِّثت الصفحة للتو.', en: 'Just updated.' }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: headlessFlags });
  try {
    const page = await signedInPage(browser, site);

    const api = `${site}/api/admin/content/${encodeURIComponent(id)}`;
    const headers = { origin: site };
    const current = await page.request.get(api, { headers });
    if (!current.ok()) throw new Error(`reading ${id} answered ${current.status()}`);
    const { data, version } = await current.json();
    const lead = data.hero.lead ?? { ar: '', en: '' };
    data.hero.lead = { ar: `${lead.ar} ${words.ar}`.trim(), en: `${lead.en} ${words.en}`.trim() };
    const saved = await page.request.put(api, { headers, data: { data, baseVersion: version } });
    if (!saved.ok()) throw new Error(`saving ${id} answered ${saved.status()}: ${await saved.text()}`);
    const published = await page.request.post(`${api}/publish`, { headers, data: { version: (await saved.json()).version } });
    if (!published.ok()) throw new Error(`publishing ${id} answered ${published.status()}: ${await published.text()}`);
    return (await published.json()).publishedVersion;
  } finally {
    await browser.close();
  }
}
