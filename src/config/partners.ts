import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The partner logos the site may show, listed by the owner in `public/images/partners/partners.json`:
 *
 *     { "logos": [{ "file": "acme.svg", "name": "Acme Industries" }] }
 *
 * `file` is a file in that folder (SVG, PNG, WebP, AVIF or JPEG, ideally 200x80), `name` is the company's name, read out
 * as the logo's alt text in both languages. Read once per server process, so the pages prerendered by `next build`
 * carry the list of that build: add a logo, list it and rebuild. Entries whose file is missing are left out (with a
 * warning in the build log). While the list is empty, the footer and the landing page show the group's trust signals
 * (certificates, sectors, figures) instead of partner logos.
 */
export type PartnerLogo = { src: string; name: string };

const publicFolder = path.join(process.cwd(), 'public', 'images', 'partners');

const entrySchema = z.object({
  // A plain file name inside the folder: no sub-folders, no way out of it.
  file: z.string().regex(/^[\w][\w.-]*\.(svg|png|webp|avif|jpe?g)$/i),
  name: z.string().trim().min(1).max(120),
});

let logos: PartnerLogo[] | undefined;

/** The configured partner logos that exist on disk, in the manifest's order; none when the manifest lists none. */
export function partnerLogos(): PartnerLogo[] {
  logos ??= readPartnerManifest(publicFolder);
  return logos;
}

/** The logos `partners.json` in `folder` lists whose files exist there (exported for tests). */
export function readPartnerManifest(folder: string): PartnerLogo[] {
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(path.join(folder, 'partners.json'), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') console.warn(`partners.json could not be read: ${(error as Error).message}`);
    return [];
  }
  const entries = (data as { logos?: unknown } | null)?.logos;
  if (!Array.isArray(entries)) return [];

  const seen = new Set<string>();
  const found: PartnerLogo[] = [];
  entries.forEach((entry, index) => {
    const parsed = entrySchema.safeParse(entry);
    if (!parsed.success) {
      console.warn(
        `partners.json: entry ${index + 1} left out (it needs a "name" and a "file": a plain file name of letters, digits, ".", "-" or "_" ending in .svg, .png, .webp, .avif or .jpg)`,
      );
      return;
    }
    const { file, name } = parsed.data;
    if (seen.has(file)) return;
    if (!fs.statSync(path.join(folder, file), { throwIfNoEntry: false })?.isFile()) {
      console.warn(`partners.json: ${file} left out (no such file in public/images/partners/)`);
      return;
    }
    seen.add(file);
    found.push({ src: `/images/partners/${encodeURIComponent(file)}`, name });
  });
  return found;
}
