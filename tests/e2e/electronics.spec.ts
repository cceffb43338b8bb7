import { expect, test, type Locator, type Page } from './test';
import { pcbaSpecRows } from '../../src/site-pages/electronics/ems/boards';
import enLanding from '../../src/messages/en/electronicsEms/landing.json' with { type: 'json' };
import enEmsShared from '../../src/messages/en/electronicsEms/shared.json' with { type: 'json' };
import enPcba from '../../src/messages/en/electronicsEms/pcba-assembly.json' with { type: 'json' };
import enPcb from '../../src/messages/en/electronicsEms/pcb-manufacturing.json' with { type: 'json' };
import enRd from '../../src/messages/en/electronicsRd.json' with { type: 'json' };
import { watchConsole } from './support';

/** The electronics division's EMS landing, board pages and R&D page (spec part 2 §2.3–2.6), tried as a buyer would. */

const slides = Object.values(enLanding.hero.slides).map((slide) => slide.title);
/** Waits until the slideshow shows slide `index`: its words visible, the others hidden (not removed). */
async function expectSlide(page: Page, index: number) {
  await expect(page.locator('section.hero-band [data-rotator]')).toHaveAttribute('data-rotator', String(index));
  for (const [i, title] of slides.entries()) {
    const words = page.getByText(title, { exact: true });
    if (i === index) await expect(words).toBeVisible();
    else await expect(words).toBeHidden();
  }
}

test.describe('EMS landing slideshow', () => {
  test('advances every 7 seconds, pauses while hovered, and wraps with previous and next', async ({ page }) => {
    const problems = watchConsole(page);
    await page.clock.install();
    await page.goto('/en/electronics/ems');
    const hero = page.getByRole('region', { name: 'Highlights' });
    await expectSlide(page, 0);
    await page.clock.runFor(7100);
    await expectSlide(page, 1);

    await hero.hover();
    await page.clock.runFor(15000);
    await expectSlide(page, 1);
    await page.mouse.move(5, 5);

    await page.getByRole('button', { name: 'Next' }).first().click();
    await expectSlide(page, 2);
    await page.getByRole('button', { name: 'Next' }).first().click();
    await expectSlide(page, 0);
    await page.getByRole('button', { name: 'Previous' }).first().click();
    await expectSlide(page, 2);
    await page.getByRole('button', { name: 'Show slide 2 of 3' }).click();
    await expectSlide(page, 1);
    await expect(page.getByRole('button', { name: 'Show slide 2 of 3' })).toHaveAttribute('aria-current', 'true');
    expect(problems).toEqual([]);
  });

  test('the pause button stops it for good, and keyboard focus holds it', async ({ page }) => {
    await page.clock.install();
    await page.goto('/en/electronics/ems');
    await page.getByRole('button', { name: 'Pause the slideshow' }).click();
    await page.mouse.move(5, 5);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(30000);
    await expectSlide(page, 0);
    await expect(page.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
    await page.getByRole('button', { name: 'Play the slideshow' }).click();
    await page.keyboard.press('Tab');
    await page.clock.runFor(30000);
    await expectSlide(page, 0);
  });

  test('under reduced motion it does not move on its own', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/en/electronics/ems');
    await page.clock.runFor(30000);
    await expectSlide(page, 0);
    await context.close();
  });
});

test('EMS landing: explore leads to the eleven key services, the fourth and eighth two rows tall, each a real page', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/electronics/ems');
  await page.getByRole('link', { name: enLanding.actions.explore }).click();
  await expect(page).toHaveURL(/#services$/);
  const services = page.locator('section#services');
  await expect(services).toBeInViewport();
  const cards = services.locator('ul > li');
  await expect(cards).toHaveCount(11);
  for (const tall of [3, 7]) {
    expect(await cards.nth(tall).evaluate((card) => getComputedStyle(card).gridRowEnd)).toBe('span 2');
  }
  const links = await services.locator('ul > li h3 a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));
  expect(links).toContain('/en/electronics/ems/pcba-assembly');
  expect(links).toContain('/en/electronics/ems/purchasing-bom');
  for (const href of links) expect((await request.get(href)).status(), href).toBe(200);
});

test('EMS landing: the facilities tabs list each area with its specifications', async ({ page }) => {
  await page.goto('/en/electronics/ems');
  const tabs = page.getByRole('tablist').getByRole('tab');
  await expect(tabs).toHaveText([enLanding.facilities.tabs.smt, enLanding.facilities.tabs.labs, enLanding.facilities.tabs.workshop]);
  await expect(page.getByRole('tabpanel')).toContainText(enLanding.smtSpecs.rows.r1.value);
  await tabs.nth(1).click();
  await expect(page.getByRole('tabpanel')).toContainText(enLanding.labsSpecs.rows.r1.label);
  await tabs.nth(1).press('ArrowRight');
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText(enLanding.workshopSpecs.rows.r1.label);
});

/** How far the workflow strip has scrolled from its start (negative in right-to-left pages). */
const scrolled = (strip: Locator) => strip.evaluate((element) => element.scrollLeft);

for (const [locale, path, sign] of [
  ['en-US', '/en/electronics/ems', 1],
  ['ar-SA', '/electronics/ems', -1],
] as const) {
  test.describe(`workflow carousel (${locale})`, () => {
    test.use({ locale, viewport: { width: 390, height: 844 } });

    test('glides on by itself every 2.5 s, loops, and stops once the visitor takes over', async ({ page }) => {
      await page.clock.install();
      await page.goto(path);
      const strip = page.locator('section#workflow [tabindex="0"]');
      await strip.scrollIntoViewIfNeeded();
      await expect(strip.locator('> [role="group"]')).toHaveCount(5);
      expect(await scrolled(strip)).toBe(0);
      await page.clock.runFor(2600);
      await expect.poll(() => scrolled(strip).then((x) => Math.sign(x))).toBe(sign);
      // Three more steps reach the last slide, the fourth loops back to the first.
      for (let step = 0; step < 4; step++) await page.clock.runFor(2600);
      await expect.poll(() => scrolled(strip)).toBe(0);

      await page
        .locator('section#workflow')
        .getByRole('button', { name: /^(Next|التالي)$/ })
        .click();
      const second = await strip.evaluate(
        (element) => (element.children[1] as HTMLElement).offsetLeft - (element.children[0] as HTMLElement).offsetLeft,
      );
      expect(Math.sign(second)).toBe(sign);
      await expect.poll(() => scrolled(strip)).toBe(second);
      await page.mouse.move(5, 5);
      await page.clock.runFor(10000);
      expect(await scrolled(strip)).toBe(second);
    });
  });
}

test('workflow carousel: all five steps show on a wide screen, without buttons', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/electronics/ems');
  const workflow = page.locator('section#workflow');
  for (const step of Object.values(enLanding.workflow.items)) await expect(workflow.getByRole('heading', { name: step.title })).toBeVisible();
  await expect(workflow.getByRole('button', { name: 'Next' })).toBeHidden();
});

const specTable = (page: Page) => page.locator('#specifications-table');
const visibleRows = (page: Page) => specTable(page).locator('tbody tr:visible');

test.describe('PCBA specification table', () => {
  test('search and category filter narrow the 32 rows together', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/en/electronics/ems/pcba-assembly');
    await expect(visibleRows(page)).toHaveCount(32);
    const search = page.getByRole('searchbox', { name: 'Search the specifications' });
    await search.fill('bga');
    const withBga = pcbaSpecRows.filter(({ id }) => {
      const row = enPcba.specifications.rows[id as keyof typeof enPcba.specifications.rows];
      return `${row.label} ${row.value}`.toLowerCase().includes('bga');
    });
    expect(withBga.length).toBeGreaterThan(0);
    await expect(visibleRows(page)).toHaveCount(withBga.length);
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(`Showing ${withBga.length} of 32 specifications`);

    await search.fill('');
    await page.locator('fieldset').getByText(enPcba.specifications.filters.quality, { exact: true }).click();
    const quality = pcbaSpecRows.filter((row) => row.category === 'quality').length;
    await expect(visibleRows(page)).toHaveCount(quality);
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(`Showing ${quality} of 32 specifications`);

    await search.fill('zzzz');
    await expect(visibleRows(page)).toHaveCount(0);
    await expect(page.getByText('No specification matches “zzzz”.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear the search' }).click();
    await expect(visibleRows(page)).toHaveCount(quality);
    await page.locator('fieldset').getByText(enPcba.specifications.filters.all, { exact: true }).click();
    await expect(visibleRows(page)).toHaveCount(32);
    expect(problems).toEqual([]);
  });

  test('without JavaScript the whole table shows, the category filter still works and no dead search box is offered', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/en/electronics/ems/pcba-assembly');
    await expect(visibleRows(page)).toHaveCount(32);
    await expect(page.getByRole('searchbox')).toBeHidden();
    const board = page.locator('fieldset').getByText(enPcba.specifications.filters.board, { exact: true });
    await expect(async () => {
      await board.click();
      await expect(page.getByRole('radio', { name: enPcba.specifications.filters.board })).toBeChecked({ timeout: 1000 });
    }).toPass();
    await expect(visibleRows(page)).toHaveCount(pcbaSpecRows.filter((row) => row.category === 'board').length);
    await context.close();
  });

  test('the hero buttons lead to the table and the contact section; the picture turns every 5 s until paused', async ({ page }) => {
    await page.clock.install();
    await page.goto('/en/electronics/ems/pcba-assembly');
    const pictures = page.getByRole('region', { name: 'Pictures of this service' });
    const shown = () => pictures.getAttribute('data-rotator');
    expect(await shown()).toBe('0');
    await page.clock.runFor(5100);
    await expect.poll(shown).toBe('1');
    await pictures.getByRole('button', { name: 'Pause the slideshow' }).click();
    await page.mouse.move(5, 5);
    await page.clock.runFor(20000);
    await expect.poll(shown).toBe('1');

    await page.getByRole('link', { name: enPcba.actions.viewSpecs }).click();
    await expect(page).toHaveURL(/#specifications$/);
    await page.locator('section.hero-band').getByRole('link', { name: enEmsShared.actions.contact }).click();
    await expect(page).toHaveURL(/#contact$/);
  });

  test('"Download the specification" opens a printable sheet with all 32 rows on one A4 page', async ({ page }) => {
    await page.goto('/en/electronics/ems/pcba-assembly');
    const download = page.getByRole('link', { name: enPcba.actions.download });
    // A buyer scrolls down past the table to the button.
    await download.scrollIntoViewIfNeeded();
    await download.click();
    await expect(page).toHaveURL(/\/en\/electronics\/ems\/pcba-assembly\/specifications$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(enPcba.print.title);
    await expect(page.locator('main tbody tr')).toHaveCount(32);
    await expect(page.getByRole('button', { name: enPcba.print.print })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g), 'printed pages').toHaveLength(1);
  });
});

test('PCB manufacturing: the fabrication table gives the spec figures and leads on to PCBA', async ({ page }) => {
  await page.goto('/en/electronics/ems/pcb-manufacturing');
  const table = page.locator('section#specs');
  for (const row of Object.values(enPcb.specs.rows)) await expect(table.getByRole('row', { name: row.label })).toContainText(row.value);
  await expect(table).toContainText('32');
  await expect(table).toContainText('ENIG');
  await table.getByRole('link', { name: 'View PCBA services' }).click();
  await expect(page).toHaveURL(/\/en\/electronics\/ems\/pcba-assembly$/);
});

test('R&D page: four points, five disciplines, the four-step process, the figures and a way to get in touch', async ({ page }) => {
  await page.goto('/en/electronics/rd');
  await expect(page.locator('section#intro li')).toHaveCount(4);
  await expect(page.locator('section#disciplines li')).toHaveCount(5);
  const steps = page.locator('section#process');
  for (const step of Object.values(enRd.process.items)) await expect(steps.getByRole('heading', { name: step.title })).toBeVisible();
  const figures = page.locator('section#figures');
  await expect(figures).toContainText('200+');
  await expect(figures).toContainText('99.9%');
  await expect(page.locator('section#advantages li')).toHaveCount(4);
  // Next 16.4's router can drop a click on a link to another route whose prefetch is still in flight on a cold
  // server (about one in three here, on this commit's parent too): the visitor's click is taken once they settle.
  await page.waitForLoadState('networkidle');
  await page.locator('section#cta').getByRole('link', { name: enRd.actions.contact }).click();
  await expect(page).toHaveURL(/\/en\/electronics\/contact$/);
});
