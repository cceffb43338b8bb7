// `node bench/font-fallbacks.mjs [folder with Noto TTFs]`: the size-adjust each fallback face in
// src/components/layout/site-fonts.css needs so that text set in it is as wide as in IBM Plex (decision 010).
// For every weight it sets the site's copy (src/messages) in Plex and in each system face, in Chromium, and prints
// Plex's width over the face's, in percent. Arabic: Noto Sans Arabic and Noto Naskh Arabic (Android), from their
// files: `apt-get download fonts-noto-core && dpkg-deb -x fonts-noto-core_*.deb noto`, then pass
// `noto/usr/share/fonts/truetype/noto`; DejaVu Sans (Linux), installed. Latin: Liberation Sans, which has Arial's
// widths, installed. Faces missing from this machine are reported as such.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumPath, headlessFlags } from './chromium.mjs';

const noto = process.argv[2];

/** Every string of one language's messages, with the markup and placeholders of ICU messages left out. */
function copy(locale) {
  const strings = [];
  const collect = (value) => {
    if (typeof value === 'string') strings.push(value.replace(/[{}<>]/g, ''));
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (file.endsWith('.json')) collect(JSON.parse(fs.readFileSync(file, 'utf8')));
    }
  };
  walk(`src/messages/${locale}`);
  return strings;
}

// Arabic is measured on its letters alone: spaces, digits and Latin terms are set in the Latin faces.
const arabic = copy('ar')
  .map((text) => text.replace(/[^\u0600-\u06FF\s]/g, ''))
  .filter((text) => /[\u0600-\u06FF]/.test(text))
  .join(' ');
const latin = copy('en').join(' ');

const files = {
  '/plex-arabic-400': 'public/fonts/ibm-plex-sans-arabic-400-v3.woff2',
  '/plex-arabic-700': 'public/fonts/ibm-plex-sans-arabic-700-v3.woff2',
  '/plex-latin-400': 'public/fonts/ibm-plex-sans-latin-400-v2.woff2',
  '/plex-latin-700': 'public/fonts/ibm-plex-sans-latin-700-v2.woff2',
  ...(noto && {
    '/noto-sans-400': path.join(noto, 'NotoSansArabic-Regular.ttf'),
    '/noto-sans-700': path.join(noto, 'NotoSansArabic-Bold.ttf'),
    '/noto-naskh-400': path.join(noto, 'NotoNaskhArabic-Regular.ttf'),
    '/noto-naskh-700': path.join(noto, 'NotoNaskhArabic-Bold.ttf'),
  }),
};
const arabicRange = 'U+0600-06FF';
// Family, the source of each weight, and the script it is measured on.
const faces = [
  ['Plex Arabic', (weight) => `url(/plex-arabic-${weight})`, 'arabic'],
  ['Noto Sans Arabic', (weight) => (noto ? `url(/noto-sans-${weight})` : null), 'arabic'],
  ['Noto Naskh Arabic', (weight) => (noto ? `url(/noto-naskh-${weight})` : null), 'arabic'],
  ['DejaVu Sans', (weight) => (weight === '400' ? "local('DejaVu Sans')" : "local('DejaVu Sans Bold')"), 'arabic'],
  ['Plex Latin', (weight) => `url(/plex-latin-${weight})`, 'latin'],
  ['Liberation Sans', (weight) => (weight === '400' ? "local('Liberation Sans')" : "local('Liberation Sans Bold')"), 'latin'],
];
const fontFaces = faces
  .flatMap(([family, source, script]) =>
    ['400', '700'].map((weight) => {
      const src = source(weight);
      const range = script === 'arabic' ? `unicode-range:${arabicRange};` : '';
      return src ? `@font-face{font-family:'${family}';src:${src};font-weight:${weight};${range}}` : '';
    }),
  )
  .join('\n');

const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: headlessFlags });
try {
  const page = await browser.newPage();
  await page.route('http://fonts.test/**', (route) => {
    const file = files[new URL(route.request().url()).pathname];
    if (file) return route.fulfill({ body: fs.readFileSync(file) });
    return route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><style>${fontFaces} span{font-size:100px;white-space:pre}</style><body></body>`,
    });
  });
  await page.goto('http://fonts.test/');
  const widths = await page.evaluate(
    async ({ faces, text }) => {
      const out = {};
      for (const [family, , script] of faces) {
        for (const weight of ['400', '700']) {
          const face = [...document.fonts].find((font) => font.family.replace(/['"]/g, '') === family && font.weight === weight);
          if (!face) continue;
          await face.load().catch(() => {});
          if (face.status !== 'loaded') continue;
          const span = document.createElement('span');
          // Spaces fall through to the same face in every measurement.
          span.style.fontFamily = `'${family}', 'Liberation Sans'`;
          span.style.fontWeight = weight;
          span.textContent = text[script];
          document.body.append(span);
          out[`${family} ${weight}`] = span.getBoundingClientRect().width;
          span.remove();
        }
      }
      return out;
    },
    { faces: faces.map(([family, , script]) => [family, null, script]), text: { arabic, latin } },
  );
  for (const [family, , script] of faces.filter(([name]) => !name.startsWith('Plex'))) {
    const plex = script === 'arabic' ? 'Plex Arabic' : 'Plex Latin';
    for (const weight of ['400', '700']) {
      const width = widths[`${family} ${weight}`];
      console.log(
        `${family} ${weight}: ${width ? `size-adjust ${((100 * widths[`${plex} ${weight}`]) / width).toFixed(2)}%` : 'not on this machine'}`,
      );
    }
  }
} finally {
  await browser.close();
}
