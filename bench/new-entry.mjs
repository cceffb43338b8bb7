// Issue 25: `npm run bench` measures a page staff built without a deploy: an editor uploads a photograph to the media
// library, creates a new energy product from its template, writes it, gives its header and its first section's
// pictures that photograph, and publishes it. It is then measured like every other page. Loopback only.
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { chromiumPath, headlessFlags } from './chromium.mjs';
import { signedInPage } from './edit-and-publish.mjs';

export const newEntry = { id: 'energy-products-bench-solar-carports', slug: 'bench-solar-carports', path: '/energy/products/bench-solar-carports' };

/** A 1600 × 1000 JPEG that compresses as a photograph does (soft gradients, a few edges), not as a flat test card. */
function photograph() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6fa8dc"/><stop offset="1" stop-color="#f6e7c1"/></linearGradient></defs>
    <rect width="1600" height="1000" fill="url(#sky)"/>
    <rect y="620" width="1600" height="380" fill="#8d7b62"/>
    ${Array.from({ length: 6 }, (_, i) => `<polygon points="${120 + i * 240},560 ${320 + i * 240},520 ${340 + i * 240},600 ${140 + i * 240},640" fill="#1d3557" stroke="#a8dadc" stroke-width="3"/>`).join('')}
    <circle cx="1320" cy="160" r="70" fill="#ffe08a"/>
  </svg>`;
  return sharp(Buffer.from(svg)).blur(1.2).jpeg({ quality: 88 }).toBuffer();
}

/** Every word the template left empty, written in both languages, as an editor would. */
function filled(value, where = '') {
  if (Array.isArray(value)) return value.map((item, index) => filled(item, `${where}.${index}`));
  if (!value || typeof value !== 'object') return value;
  if (Object.keys(value).length === 2 && typeof value.ar === 'string' && typeof value.en === 'string') {
    return value.en
      ? value
      : {
          ar: `مظلات سيارات شمسية تنتج الكهرباء وتحمي السيارات ${where.length}`,
          en: `Solar carports that shade cars and make power ${where.length}`,
        };
  }
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, filled(field, `${key === 'title' ? '' : where}.${key}`)]));
}

/** Creates, writes and publishes the new product with an uploaded photograph; returns its published version. */
export async function createAndPublishEntry(site) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: headlessFlags });
  try {
    const page = await signedInPage(browser, site);
    const headers = { origin: site };

    const uploaded = await page.request.post(`${site}/api/admin/media`, {
      headers,
      multipart: { locale: 'en', file: { name: 'carports.jpg', mimeType: 'image/jpeg', buffer: await photograph() } },
      maxRedirects: 0,
    });
    const item = /\/admin\/media\/p-([a-z0-9-]+)/.exec(uploaded.headers().location ?? '')?.[1];
    if (uploaded.status() !== 303 || !item)
      throw new Error(`uploading the photograph answered ${uploaded.status()} ${uploaded.headers().location ?? ''}`);
    const picture = `/media/news/${item}.webp`;
    const alt = { ar: 'مظلات سيارات شمسية في موقف مصنع', en: 'Solar carports over a factory car park' };

    await page.goto(`${site}/en/admin/content/new?collection=energy-products`);
    await page.getByLabel('Title in Arabic').fill('مظلات السيارات الشمسية');
    await page.getByLabel('Title in English').fill('Solar Carports');
    await page.getByLabel('Address').fill(newEntry.slug);
    await page.getByLabel('Catalogue category').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Create draft' }).click();
    await page.waitForURL(new RegExp(`/admin/content/${newEntry.id}$`));

    const api = `${site}/api/admin/content/${newEntry.id}`;
    const current = await page.request.get(api, { headers });
    if (!current.ok()) throw new Error(`reading the new product answered ${current.status()}`);
    const { data, version } = await current.json();
    const written = filled(data);
    written.hero = { ...written.hero, image: picture, alt };
    const saved = await page.request.put(api, { headers, data: { data: written, baseVersion: version } });
    if (!saved.ok()) throw new Error(`saving the new product answered ${saved.status()}: ${await saved.text()}`);
    const published = await page.request.post(`${api}/publish`, { headers, data: { version: (await saved.json()).version } });
    if (!published.ok()) throw new Error(`publishing the new product answered ${published.status()}: ${await published.text()}`);
    return (await published.json()).publishedVersion;
  } finally {
    await browser.close();
  }
}
