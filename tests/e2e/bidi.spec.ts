import { expect, test, type Page } from './test';

/**
 * Figures and codes in Arabic read in the right order (glossary §3, decision 009), as a visitor sees them on a
 * phone: each sample is found in the rendered text and the on-screen position of its characters is read, one by one.
 */

type Glyph = { char: string; left: number; right: number; top: number };

/**
 * The characters of `sample` as laid out on the page: its first occurrence inside `scope` (isolates and no-break
 * spaces, which the visitor does not see, are skipped when matching), each with its box on the screen.
 */
async function glyphsOf(page: Page, sample: string, scope = 'main'): Promise<Glyph[]> {
  return page.evaluate(
    ([text, selector]) => {
      const root = document.querySelector(selector)!;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        // What the visitor reads, with a map back to the text node's own offsets.
        const offsets: number[] = [];
        let seen = '';
        for (let i = 0; i < node.data.length; i += 1) {
          const char = node.data[i]!;
          if (/[\u2066-\u2069]/.test(char)) continue;
          seen += char === '\u00A0' ? ' ' : char;
          offsets.push(i);
        }
        const at = seen.indexOf(text);
        if (at < 0 || !(node.parentElement as HTMLElement).checkVisibility()) continue;
        return [...text].map((char, i) => {
          const range = document.createRange();
          range.setStart(node, offsets[at + i]!);
          range.setEnd(node, offsets[at + i]! + 1);
          const box = range.getClientRects()[0]!;
          return { char, left: box.left, right: box.right, top: box.top };
        });
      }
      return [];
    },
    [sample, scope] as const,
  );
}

/** The glyphs of `sample` once it is on the page. */
async function shown(page: Page, sample: string, scope?: string): Promise<Glyph[]> {
  let glyphs: Glyph[] = [];
  await expect.poll(async () => (glyphs = await glyphsOf(page, sample, scope)).length, { message: sample }).toBe([...sample].length);
  return glyphs;
}

/** Whether glyph `a` is on a line above glyph `b` (a value that wraps continues on the next line down). */
const lineAbove = (a: Glyph, b: Glyph) => a.top < b.top - 4;
const sameLine = (a: Glyph, b: Glyph) => !lineAbove(a, b) && !lineAbove(b, a);

/** Asserts that the characters at the given indexes of `sample` read from left to right (a Latin run or a figure). */
function expectLeftToRight(glyphs: Glyph[], ...indexes: number[]) {
  for (const [n, i] of indexes.slice(1).entries()) {
    const [a, b] = [glyphs[indexes[n]!]!, glyphs[i]!];
    const inOrder = lineAbove(a, b) || (sameLine(a, b) && a.right <= b.left + 1);
    expect(inOrder, `«${a.char}» before «${b.char}», left to right`).toBe(true);
  }
}

/** Asserts that the character at `before` is read before the one at `after` in Arabic: to its right, or a line above. */
function expectRightToLeft(glyphs: Glyph[], before: number, after: number) {
  const [a, b] = [glyphs[before]!, glyphs[after]!];
  const inOrder = lineAbove(a, b) || (sameLine(a, b) && a.left >= b.right - 1);
  expect(inOrder, `«${a.char}» before «${b.char}», right to left`).toBe(true);
}

// An Arabic-speaking phone: the unprefixed addresses are the Arabic pages.
test.use({ viewport: { width: 390, height: 844 }, locale: 'ar-SA' });

test.describe('Figures and codes on Arabic pages', () => {
  test('PCBA assembly: a temperature and a board size read in order, the unit after the figure', async ({ page }) => {
    await page.goto('/electronics/ems/pcba-assembly');
    const reflow = await shown(page, 'حتى 350 درجة مئوية');
    // "350" reads left to right, and sits right of (before, in Arabic) «درجة».
    expectLeftToRight(reflow, 4, 5, 6);
    expectRightToLeft(reflow, 4, 8);
    expectRightToLeft(reflow, 0, 4);
    const size = await shown(page, '50 × 50 مم');
    expectLeftToRight(size, 0, 3, 5);
    expectRightToLeft(size, 5, 8);
  });

  test('EMS landing: ISO 9001:2015 reads in order and never wraps apart; board sizes read in order', async ({ page }) => {
    await page.goto('/electronics/ems');
    const iso = await shown(page, 'ISO 9001:2015');
    // 'O' of ISO left of '9' of 9001, then ':' and 2015.
    expectLeftToRight(iso, 0, 2, 4, 7, 8, 9, 12);
    expect(new Set(iso.map((glyph) => Math.round(glyph.top))).size, 'ISO 9001:2015 on one line').toBe(1);
    // Even in a column too narrow for it, the run stays on one line rather than splitting «ISO» from «9001».
    await page.evaluate(() => {
      const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.textContent!.includes('9001:2015')) (node.parentElement as HTMLElement).style.width = '6rem';
      }
    });
    const narrow = await shown(page, 'ISO 9001:2015');
    expect(Math.round(narrow[0]!.top), '«ISO» on the line of «9001»').toBe(Math.round(narrow[4]!.top));

    const board = await shown(page, 'من 50 × 50 مم إلى 460 × 510 مم');
    // Read right to left: «من», 50 × 50, «مم», «إلى», 460 × 510, «مم»; each figure group left to right inside.
    expectLeftToRight(board, 3, 6, 8);
    expectLeftToRight(board, 18, 22, 24, 26);
    expectRightToLeft(board, 3, 26);
    expectRightToLeft(board, 0, 9);
  });

  test('Solar panels: dimensions, a percentage and a protection class read in order', async ({ page }) => {
    await page.goto('/energy/products/solar-panels');
    const dimensions = await shown(page, '2384 × 1303 × 33 مم');
    expectLeftToRight(dimensions, 0, 3, 5, 7, 10, 12, 14, 15);
    expectRightToLeft(dimensions, 0, 17);
    const efficiency = await shown(page, 'حتى 22.5%');
    // "22.5%": the sign after the number, on its right, as the glossary writes it; «حتى» before it, on its right.
    expectLeftToRight(efficiency, 4, 5, 6, 7, 8);
    expectRightToLeft(efficiency, 0, 8);
    const protection = await shown(page, 'IP68');
    expectLeftToRight(protection, 0, 1, 2, 3);
  });

  test('Solar power systems: a share of demand and a range of sizes read in order', async ({ page }) => {
    await page.goto('/energy/applications/solar-power-systems');
    const savings = await shown(page, 'حتى 100% من استهلاك النهار');
    expectLeftToRight(savings, 4, 5, 6, 7);
    expectRightToLeft(savings, 0, 7);
    expectRightToLeft(savings, 4, 9);
    const capacity = await shown(page, 'من 3 إلى أكثر من 1,000 كيلوواط');
    // "1,000" left to right, before (right of) the unit; «3» read before «1,000».
    expectLeftToRight(capacity, 17, 18, 19, 21);
    expectRightToLeft(capacity, 17, 23);
    expectRightToLeft(capacity, 3, 21);
  });

  test('Figure tiles: the group’s «500+» reads as in running text, the sign after the number', async ({ page }) => {
    await page.goto('/energy/home');
    const projects = await shown(page, '500+', 'footer');
    expectLeftToRight(projects, 0, 1, 2, 3);
  });
});
