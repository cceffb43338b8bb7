import 'server-only';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { decompress } from 'wawoff2';
import { fitTitle, runsOf } from './title-lines';

/** The size every link preview (Open Graph, X, LinkedIn, WhatsApp) shows without cropping. */
export const socialImageSize = { width: 1200, height: 630 } as const;

/** Each accent's colour, as the site's light theme has it (`globals.css`). */
const accents = { group: '#005a60', heritage: '#7a5c12', energy: '#b45309', electronics: '#1b5fa8', solutions: '#3f5866' } as const;
export type SocialAccent = keyof typeof accents;

const publicDir = path.join(process.cwd(), 'public');
const faces = ['ibm-plex-sans-arabic-700-v3', 'ibm-plex-sans-latin-700-v2', 'ibm-plex-sans-arabic-400-v3', 'ibm-plex-sans-latin-400-v2'];

/**
 * The site's own typefaces as resvg reads them: it takes TrueType files, and the site ships WOFF2, so each face is
 * decoded once per process into a temporary folder.
 */
const fontFiles = (() => {
  let files: Promise<string[]> | undefined;
  return () =>
    (files ??= (async () => {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-social-fonts-'));
      const written: string[] = [];
      // One at a time: the decoder's WebAssembly instance is not safe to call concurrently.
      for (const face of faces) {
        const file = path.join(dir, `${face}.ttf`);
        await fs.writeFile(file, await decompress(await fs.readFile(path.join(publicDir, 'fonts', `${face}.woff2`))));
        written.push(file);
      }
      return written;
    })().catch((error: unknown) => {
      files = undefined;
      throw error;
    }));
})();

const escape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The group's mark, for a page whose header has no drawing. */
const logo = async () => `data:image/svg+xml;base64,${(await fs.readFile(path.join(publicDir, 'brand', 'logo-mark.svg'))).toString('base64')}`;

/** One of the site's drawings (`/images/…svg`) as a data address, or undefined for anything else. */
async function artwork(image: string): Promise<string | undefined> {
  if (!/^\/images\/[a-z0-9/-]+\.svg$/.test(image)) return undefined;
  const svg = await fs.readFile(path.join(publicDir, image)).catch(() => undefined);
  return svg && `data:image/svg+xml;base64,${svg.toString('base64')}`;
}

/**
 * A page's picture for shared links (decision 017): its title in its language, right to left in Arabic, beside its
 * hero drawing, on its division's colour, with the division's name and the site's address. PNG.
 */
export async function drawSocialImage(input: {
  title: string;
  brand: string;
  host: string;
  accent: SocialAccent;
  image: string;
  rtl: boolean;
}): Promise<Buffer> {
  const { width, height } = socialImageSize;
  const art = await artwork(input.image);
  const textWidth = 600;
  const margin = 72;
  // The words on the side a reader starts from; the drawing on the other.
  const textStart = input.rtl ? width - margin : margin;
  const anchor = input.rtl ? 'end' : 'start';
  const { fontSize, lines } = fitTitle(input.title, textWidth, [64, 56, 48], 3);
  const lineHeight = Math.round(fontSize * 1.3);
  const titleTop = height / 2 - ((lines.length - 1) * lineHeight) / 2 + fontSize * 0.35;
  const options = { font: { loadSystemFonts: false, fontFiles: await fontFiles(), defaultFontFamily: 'IBM Plex Sans' } };
  const familyOf = (latin: boolean) => (latin ? 'IBM Plex Sans' : 'IBM Plex Sans Arabic');
  const element = (content: string, x: number, y: number, size: number, weight: number, fill: string, latin: boolean, from = anchor) =>
    `<text x="${x.toFixed(1)}" y="${y}" font-family="${familyOf(latin)}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${from}">${escape(content)}</text>`;
  /** How wide resvg draws a run (its ink, which is what the eye measures between words). */
  const measure = (run: string, size: number, weight: number, latin: boolean) =>
    new Resvg(
      `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="400">${element(run, 0, 200, size, weight, '#000', latin, 'start')}</svg>`,
      options,
    ).getBBox()?.width ?? 0;
  /**
   * A line drawn run by run from the side it starts: each run measured, the next placed a space further on (to the
   * left in Arabic), so the runs read in the right order whatever the renderer's own rules for mixed lines.
   */
  const text = (content: string, y: number, size: number, weight: number, fill: string) => {
    let x = textStart;
    return runsOf(content)
      .map((run) => {
        const drawn = element(run.text, x, y, size, weight, fill, run.latin);
        x += (input.rtl ? -1 : 1) * (measure(run.text, size, weight, run.latin) + size * 0.28);
        return drawn;
      })
      .join('');
  };
  const band = input.rtl ? 0 : width - 520;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="#0c2426"/>
  ${art ? `<image href="${art}" x="${band}" y="0" width="520" height="${height}" preserveAspectRatio="xMidYMid slice"/>` : ''}
  <rect x="${band}" y="0" width="520" height="${height}" fill="${accents[input.accent]}" opacity="${art ? 0.18 : 0.9}"/>
  ${art ? '' : `<image href="${await logo()}" x="${band + 160}" y="${height / 2 - 100}" width="200" height="200"/>`}
  <rect x="${input.rtl ? width - 16 : 0}" y="0" width="16" height="${height}" fill="${accents[input.accent]}"/>
  ${text(input.brand, 110, 30, 700, '#f5d9a8')}
  ${lines.map((line, index) => text(line, Math.round(titleTop + index * lineHeight), fontSize, 700, '#ffffff')).join('\n  ')}
  ${text(input.host, height - 64, 26, 400, '#b9d3d4')}
</svg>`;
  return new Resvg(svg, { ...options, fitTo: { mode: 'width', value: width } }).render().asPng();
}
