// `npm run icons`: writes public/icons.svg, one <symbol> per name in src/components/ui/icon-symbols.ts, drawn from
// the Lucide icon set. Pages refer to a symbol (`<use href="/icons.svg?v=…#name">`) instead of repeating its paths
// in every page's markup and again in its React payload.
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { socialGlyphs } from '../src/components/layout/social-glyphs';
import { iconSymbols } from '../src/components/ui/icon-symbols';

type IconNode = [tag: string, attributes: Record<string, string | number>][];

export const iconSpritePath = 'public/icons.svg';

const escapeAttribute = (value: string | number) => String(value).replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

function drawNode([tag, attributes]: IconNode[number]): string {
  const attributeText = Object.entries(attributes)
    .filter(([name]) => name !== 'key')
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  return `<${tag}${attributeText}/>`;
}

/** The sprite's text: Lucide's own drawing attributes on each symbol, so an icon needs no stylesheet to look right. */
export async function renderIconSprite(): Promise<string> {
  const symbols: string[] = [];
  for (const name of iconSymbols) {
    const { __iconData } = (await import(`lucide-react/icons/${name}`)) as { __iconData: { node: IconNode } };
    symbols.push(
      `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${__iconData.node.map(drawNode).join('')}</symbol>`,
    );
  }
  for (const [network, path] of Object.entries(socialGlyphs)) {
    symbols.push(`<symbol id="social-${network}" viewBox="0 0 24 24" fill="currentColor"><path d="${path}" fill-rule="evenodd"/></symbol>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(iconSpritePath, await renderIconSprite());
  console.log(`Wrote ${iconSpritePath}.`);
}
