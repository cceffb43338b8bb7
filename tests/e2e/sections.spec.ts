import { expect, test, type Page } from './test';
import { energyApplications } from '../../src/site-pages/energy/applications/applications';
import { energyProducts } from '../../src/site-pages/energy/products/products';
import enProductsShared from '../../src/messages/en/energyProducts/shared.json' with { type: 'json' };
import enSolarPanels from '../../src/messages/en/energyProducts/solar-panels.json' with { type: 'json' };
import arSolarPanels from '../../src/messages/ar/energyProducts/solar-panels.json' with { type: 'json' };
import enSolarSystems from '../../src/messages/en/energyApplications/solar-power-systems.json' with { type: 'json' };
import arSolarSystems from '../../src/messages/ar/energyApplications/solar-power-systems.json' with { type: 'json' };
import enSections from '../../src/messages/en/sections.json' with { type: 'json' };
import { watchConsole } from './support';
import { cutTableCells } from './table-cues';

/** The interactive sections of the library, tried as a visitor would: keyboard, mouse, with and without scripts. */

async function tabs(page: Page) {
  const list = page.getByRole('tablist').first();
  await expect(list).toBeVisible();
  return list.getByRole('tab');
}

test('tabs: arrow keys move and select, the address keeps the tab, and a shared link opens on it', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/en/energy/about');
  const all = await tabs(page);
  await expect(all).toHaveCount(5);
  await expect(all.nth(0)).toHaveAttribute('aria-selected', 'true');
  await all.nth(0).focus();
  await page.keyboard.press('ArrowRight');
  await expect(all.nth(1)).toBeFocused();
  await expect(all.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await expect(page).toHaveURL(/\?tab=core-strengths$/);
  await page.keyboard.press('End');
  await expect(all.nth(4)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(all.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/en\/energy\/about$/);

  await page.goto('/en/energy/about?tab=mission');
  await expect((await tabs(page)).nth(3)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe('in Arabic', () => {
  test.use({ locale: 'ar-SA' });

  test('tabs follow the reading direction: the left arrow moves forward', async ({ page }) => {
    await page.goto('/energy/about');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const all = await tabs(page);
    await all.nth(0).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(all.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(all.nth(1)).toBeFocused();
  });
});

test('tabs without JavaScript show every panel', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/energy/about');
  await expect(page.getByRole('tablist')).toBeHidden();
  const panels = page.locator('[role="tabpanel"]');
  await expect(panels).toHaveCount(5);
  for (let index = 0; index < 5; index++) await expect(panels.nth(index)).toBeVisible();
  await context.close();
});

for (const javaScriptEnabled of [true, false]) {
  test(`filter chips narrow the energy applications ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto('/en/energy/home');
    const filter = page.locator('[data-chips]').first();
    const cards = filter.locator('li[data-category]');
    await expect(cards).toHaveCount(energyApplications.length);
    const visible = () => cards.filter({ visible: true });
    await expect(visible()).toHaveCount(energyApplications.length);

    const chips = filter.getByRole('radio');
    await expect(chips).toHaveCount(8);
    // The second chip is the first category: only its applications stay. Clicked until checked: on a busy machine
    // the page's typefaces may arrive between Playwright finding the chip and clicking it, moving the chip a line.
    await expect(async () => {
      await filter.locator('label').nth(1).click();
      await expect(chips.nth(1)).toBeChecked({ timeout: 1000 });
    }).toPass();
    const category = await chips.nth(1).getAttribute('value');
    const expected = energyApplications.filter((application) => application.category === category).length;
    await expect(visible()).toHaveCount(expected);
    expect(expected).toBeLessThan(energyApplications.length);

    await filter.locator('label').nth(0).click();
    await expect(visible()).toHaveCount(energyApplications.length);
    await context.close();
  });
}

test('filter chips are a radio group that arrow keys move through', async ({ page }) => {
  await page.goto('/en/energy/home');
  const filter = page.locator('[data-chips]').first();
  const chips = filter.getByRole('radio');
  await chips.nth(0).focus();
  await page.keyboard.press('ArrowRight');
  await expect(chips.nth(1)).toBeChecked();
});

test('a product card opens its details in a dialog: Escape, the close button and the backdrop close it, and focus returns', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/en/energy/partners/risen');
  const trigger = page.locator('main [aria-haspopup="dialog"]').first();
  const dialog = page.getByRole('dialog');

  await trigger.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  await trigger.click();
  await dialog.getByRole('button').first().click();
  await expect(dialog).toBeHidden();

  await trigger.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  expect(problems).toEqual([]);
});

test('the comparison diagram opens full screen, and a click on the picture does not close it', async ({ page }) => {
  await page.goto('/en/energy/applications/solar-power-systems');
  await expect(page.locator('main table')).toBeVisible();
  await expect(page.locator('main table tbody tr')).toHaveCount(7);
  await page.locator('main figure [aria-haspopup="dialog"]').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('img').click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button').click();
  await expect(dialog).toBeHidden();
});

test('each certificate can be viewed', async ({ page }) => {
  await page.goto('/en/energy/about/certifications');
  const viewers = page.locator('main [aria-haspopup="dialog"]');
  await expect(viewers).toHaveCount(3);
  for (let index = 0; index < 3; index++) {
    await viewers.nth(index).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('img')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

test('a product page asks for a quote with the product chosen, and opens its printable datasheet', async ({ page }) => {
  await page.goto('/en/energy/products/solar-panels');
  await expect(page.getByText('700 W', { exact: true }).first()).toBeVisible();
  await page.getByRole('link', { name: enProductsShared.actions.quote }).first().click();
  await expect(page).toHaveURL(/\/en\/energy\/contact\?topic=energy-products-solar-panels#enquiry$/);
  await expect(page.getByLabel(/^Service/)).toHaveValue('solar-power-systems');
  await expect(page.getByLabel(/^Message/)).toHaveValue(enSolarPanels.enquiry);

  await page.goto('/en/energy/products/solar-panels');
  await page.getByRole('link', { name: enProductsShared.actions.datasheet }).first().click();
  await expect(page).toHaveURL(/\/en\/energy\/products\/solar-panels\/datasheet$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(enSolarPanels.hero.title);
  const rows = page.locator('main table tr');
  await expect(rows).toHaveCount(energyProducts.find((product) => product.slug === 'solar-panels')!.specs.length);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: enProductsShared.datasheet.print })).toBeHidden();
  await expect(page.locator('footer').last()).toBeHidden();
});

test('every product has a datasheet with its specifications', async ({ request }) => {
  for (const product of energyProducts) {
    const response = await request.get(`/en/energy/products/${product.slug}/datasheet`);
    expect(response.status(), product.slug).toBe(200);
    const html = await response.text();
    expect(html.match(/<tr/g)?.length, product.slug).toBe(product.specs.length);
  }
});

test('sections rise into view only when motion is welcome', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/en/energy/products/solar-panels');
  const animation = () =>
    page
      .locator('.reveal')
      .first()
      .evaluate((element) => getComputedStyle(element).animationName);
  expect(await animation()).toBe('none');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await animation()).toBe('reveal-rise');
});

const phone = { width: 390, height: 844 };

const comparisons = [
  { path: '/energy/products/solar-panels', copy: { en: enSolarPanels.compare, ar: arSolarPanels.compare } },
  { path: '/energy/applications/solar-power-systems', copy: { en: enSolarSystems.compare, ar: arSolarSystems.compare } },
];

for (const { path, copy } of comparisons) {
  for (const locale of ['ar', 'en'] as const) {
    test.describe(`${path} (${locale})`, () => {
      test.use({ locale: locale === 'ar' ? 'ar-SA' : 'en-GB' });
      test(`on a phone, ${path} (${locale}) shows every option of its comparison beside its value`, async ({ page }) => {
        await page.setViewportSize(phone);
        await page.goto(locale === 'en' ? `/en${path}` : path);
        const table = page.locator('main table').first();
        await expect(table).toBeVisible();
        const options = Object.values(copy[locale].columns);
        const rows = table.locator('tbody tr');
        const count = await rows.count();
        expect(count).toBeGreaterThan(1);
        for (let index = 0; index < count; index++) {
          const cells = rows.nth(index).locator('td');
          await expect(cells).toHaveCount(options.length);
          for (const [column, option] of options.entries()) {
            // The option's name is written beside the value, and the whole line is within the screen's width (RTL too).
            await expect(cells.nth(column)).toContainText(option);
            const box = (await cells.nth(column).boundingBox())!;
            expect(box.x).toBeGreaterThanOrEqual(0);
            expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
          }
        }
        expect(await page.evaluate(cutTableCells)).toEqual([]);
        // Screen readers still have a table with its column headers.
        await expect(page.getByRole('columnheader', { name: options.at(-1), exact: true })).toBeAttached();
      });
    });
  }
}

test('on a wide screen the comparison is a table with its options as columns', async ({ page }) => {
  await page.goto('/en/energy/products/solar-panels');
  const header = page.getByRole('columnheader', { name: enSolarPanels.compare.columns.w550, exact: true });
  await expect(header).toBeVisible();
  // The option's name beside each value is for phones only.
  const cell = page.locator('main table tbody tr').first().locator('td').last();
  await expect(cell.getByText(enSolarPanels.compare.columns.w550)).toBeHidden();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a certificate opens and closes by click and by keyboard', async ({ page }) => {
    await page.goto('/en/energy/about/certifications');
    const trigger = page.getByRole('button', { name: enSections.viewCertificate }).first();
    const dialog = page.getByRole('dialog');

    await trigger.click();
    await expect(dialog.getByRole('img')).toBeVisible();
    await dialog.getByRole('button', { name: enSections.close }).click();
    await expect(dialog).toBeHidden();

    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: enSections.close })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press('Space');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('a product card opens its details and the close button closes them', async ({ page }) => {
    await page.goto('/en/energy/partners/risen');
    const trigger = page.locator('main [aria-haspopup="dialog"]').first();
    const dialog = page.getByRole('dialog');
    await trigger.click();
    await expect(dialog.getByRole('heading').first()).toBeVisible();
    await dialog.getByRole('button', { name: enSections.close }).click();
    await expect(dialog).toBeHidden();
  });
});

test('the specification search has one clear button, ours, which the keyboard reaches', async ({ page }) => {
  await page.goto('/en/electronics/ems/pcba-assembly');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const search = page.getByRole('searchbox', { name: enSections.searchTable });
  await search.fill('bga');
  const clear = page.getByRole('button', { name: enSections.clearSearch });
  await expect(clear).toBeVisible();
  // The browser's own clear button of a search field is not drawn (computed styles do not reach that part, the rules do).
  const nativeHidden = await search.evaluate((input) =>
    Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules))
      .flatMap((rule) => (rule instanceof CSSLayerBlockRule ? Array.from(rule.cssRules) : [rule]))
      .some(
        (rule) =>
          rule instanceof CSSStyleRule &&
          rule.selectorText.endsWith('::-webkit-search-cancel-button') &&
          rule.style.appearance === 'none' &&
          input.matches(rule.selectorText.replace(/::-webkit-search-cancel-button$/, '')),
      ),
  );
  expect(nativeHidden).toBe(true);
  await page.keyboard.press('Tab');
  await expect(clear).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(search).toHaveValue('');
});

test('filter chips are comfortable targets: at least 40 px tall with text of at least 12 px', async ({ page }) => {
  for (const path of ['/en/energy/home', '/en/electronics/ems/pcba-assembly']) {
    await page.goto(path);
    const chips = page.locator('[data-chips] fieldset label');
    expect(await chips.count(), path).toBeGreaterThan(1);
    for (const chip of await chips.all()) {
      // The label is what a finger hits; the words are in its span.
      const size = await chip.evaluate((label) => ({
        height: label.getBoundingClientRect().height,
        font: parseFloat(getComputedStyle(label.querySelector('span')!).fontSize),
      }));
      expect(size.height, `${path}: chip height`).toBeGreaterThanOrEqual(40);
      expect(size.font, `${path}: chip text`).toBeGreaterThanOrEqual(12);
    }
  }
});

test('the news list’s category chips and their toggle are comfortable targets too', async ({ page }) => {
  await page.goto('/en/energy/news');
  const toggle = page.getByText('Filter by category');
  expect((await toggle.boundingBox())!.height).toBeGreaterThanOrEqual(40);
  await toggle.click();
  const chips = page.getByRole('navigation', { name: 'Categories' }).getByRole('link');
  expect(await chips.count()).toBeGreaterThan(1);
  for (const chip of await chips.all()) expect((await chip.boundingBox())!.height, await chip.innerText()).toBeGreaterThanOrEqual(40);
});

test('a product’s hero badge is written in the page’s language, on the page and on its datasheet', async ({ page }) => {
  for (const path of ['/energy/products/ev-chargers?lng=ar', '/energy/products/ev-chargers/datasheet?lng=ar']) {
    await page.goto(path);
    await expect(page.getByText('شحن المركبات الكهربائية', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/EV CHARGING/i)).toHaveCount(0);
  }
  await page.goto('/en/energy/products/ev-chargers');
  await expect(page.getByText('EV charging', { exact: true }).first()).toBeVisible();
});

test('the print and share buttons are 40 px targets on a datasheet and an article', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/energy/products/solar-panels/datasheet');
  expect((await page.getByRole('button', { name: /print/i }).boundingBox())!.height).toBeGreaterThanOrEqual(40);
  await page.goto('/en/energy/news/1');
  expect((await page.getByRole('button', { name: /share/i }).first().boundingBox())!.height).toBeGreaterThanOrEqual(40);
});
