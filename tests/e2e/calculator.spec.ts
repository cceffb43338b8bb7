import { expect, test, type Page } from './test';
import { staffAccount } from './environment';
import { asNewVisitor, watchConsole } from './support';

const shared = '/en/energy/calculator?grid=on&type=residential&bill=900&area=120';

/** The figure shown next to a label in the results. */
const figure = (page: Page, label: string | RegExp) =>
  page
    .locator('#results dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd')
    .first();

/** Whether the map's code (Leaflet, terra-draw) has reached the page so far. */
function watchMapCode(page: Page): () => boolean {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
  });
  return () => scripts.some((source) => source.includes('leaflet-container') || source.includes('TerraDraw'));
}

test.describe('a shared result', () => {
  test('renders on the server with the spec arithmetic to the riyal', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(shared);
    await expect(page.getByRole('heading', { name: 'Your solar estimate' })).toBeVisible();
    await expect(figure(page, 'System size')).toHaveText('22.61 kW');
    await expect(page.locator('#results').getByText('38 panels')).toBeVisible();
    await expect(figure(page, 'Monthly savings')).toHaveText('SAR 900');
    await expect(figure(page, 'Yearly savings')).toHaveText('SAR 10,800');
    await expect(figure(page, 'Savings over 30 years')).toHaveText('SAR 324,000');
    await expect(figure(page, 'Monthly production')).toHaveText('3,297 kWh');
    await expect(figure(page, 'Monthly consumption')).toHaveText('2,813 kWh');
    await expect(figure(page, 'Monthly surplus')).toHaveText('485 kWh');
    await expect(figure(page, 'Value of the surplus')).toHaveText('SAR 218');
    await expect(figure(page, 'Panels to cover all your consumption')).toHaveText('33');
    await expect(figure(page, 'Annual production')).toHaveText('39,568 kWh');
    await expect(figure(page, 'CO2 avoided per year')).toHaveText('19,784 kg');
    await expect(page.getByText('Tariff: SAR 0.32 per kWh (Residential).')).toBeVisible();
    // The model's months are all alike, so the chart shows one typical month and the year's totals; it has a table alternative.
    await expect(page.getByRole('heading', { name: 'A typical month: production and consumption' })).toBeVisible();
    await expect(page.getByText('Over a full year: 39,568 kWh produced and 33,750 kWh used.')).toBeVisible();
    await page.getByText('Show the figures as a table').first().click();
    const typicalMonth = page.getByRole('table').first();
    await expect(typicalMonth.getByRole('row')).toHaveCount(3);
    await expect(typicalMonth.getByRole('row', { name: /Production/ })).toHaveText(/3,297 kWh\s*39,568 kWh/);
    await expect(typicalMonth.getByRole('row', { name: /Consumption/ })).toContainText('33,750 kWh');
    // The answers are back in the form, and the steps show the results as the current step.
    await expect(page.getByLabel('Monthly bill (SAR)')).toHaveValue('900');
    await expect(page.getByLabel('Usable area (m²)')).toHaveValue('120');
    await expect(page.getByRole('radio', { name: /Connected to the grid/ })).toBeChecked();
    await expect(page.locator('[aria-current="step"]')).toContainText('Results');
    expect(problems).toEqual([]);
  });

  test('reads the same in Arabic, with Western digits and riyals', async ({ page }) => {
    await page.goto('/energy/calculator?grid=off&bill=600&area=50&lng=ar');
    await expect(page.getByRole('heading', { name: 'تقدير نظامك الشمسي' })).toBeVisible();
    await expect(figure(page, 'الوفر السنوي')).toContainText('4,998');
    await expect(figure(page, 'الوفر السنوي')).toContainText('ر.س.');
    await expect(figure(page, 'حجم النظام')).toHaveText('9.52 كيلوواط');
    await expect(page.getByText(/تستطيع مساحتك تغطية نحو 69%/)).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/[٠-٩٫٬]/);
  });

  test('on a phone every chart label is legible and none overlaps another', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(shared);
    const labels = await page.locator('#results figure').evaluateAll((figures) =>
      figures.flatMap((figure) =>
        [...figure.querySelectorAll('span, p')]
          .filter((element) => element.children.length === 0 && element.textContent?.trim() && element.getClientRects().length > 0)
          .map((element) => {
            const { left, right, top, bottom } = element.getBoundingClientRect();
            return { text: element.textContent!.trim(), size: parseFloat(getComputedStyle(element).fontSize), box: { left, right, top, bottom } };
          }),
      ),
    );
    expect(labels.length).toBeGreaterThan(15);
    expect(labels.filter((label) => label.size < 11).map((label) => label.text)).toEqual([]);
    const overlapping = labels.flatMap((a, i) =>
      labels
        .slice(i + 1)
        .filter(({ box: b }) => a.box.left < b.right - 1 && b.left < a.box.right - 1 && a.box.top < b.bottom - 1 && b.top < a.box.bottom - 1)
        .map((b) => `${a.text} / ${b.text}`),
    );
    expect(overlapping).toEqual([]);
  });

  test('the share button copies the link to the result', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await page.goto(shared);
    await page.getByRole('button', { name: 'Share this estimate' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied to clipboard!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('grid=on&type=residential&bill=900&area=120');
  });

  test('prints the results alone, on one A4 page', async ({ page }) => {
    await page.goto(shared);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { name: 'Your solar estimate' })).toBeVisible();
    await expect(page.locator('#calculator')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
    // The printed estimate is one A4 page.
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  });
});

test.describe('bad addresses', () => {
  for (const [query, message] of [
    ['grid=on&type=residential&bill=-5&area=120', 'Enter your monthly bill in riyals, as a number greater than zero.'],
    ['grid=on&type=residential&bill=abc&area=NaN', 'Enter the area in square metres, as a number greater than zero.'],
    ['grid=on&type=residential&bill=1e99&area=120', 'Enter your monthly bill in riyals, as a number greater than zero.'],
    ['grid=on&type=residential&bill=99999999&area=120', 'Enter a monthly bill of at most SAR 1,000,000.'],
    ['grid=sideways&bill=900&area=120', 'Choose whether your property is connected to the grid.'],
    ['grid=on&type=palace&bill=900&area=120', 'Choose a customer type from the list.'],
  ] as const) {
    test(`?${query} shows the form with a clear message`, async ({ page }) => {
      const problems = watchConsole(page);
      const response = await page.goto(`/en/energy/calculator?${query}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.locator('#results')).toHaveCount(0);
      await expect(page.locator('body')).not.toContainText('NaN');
      expect(problems).toEqual([]);
    });
  }

  test('an incomplete address says what is missing', async ({ page }) => {
    await page.goto('/en/energy/calculator?grid=on&bill=900');
    await expect(
      page.getByRole('alert').filter({ hasText: 'To calculate your savings, please add: your customer type, the usable area.' }),
    ).toBeVisible();
  });
});

test('the whole calculator works with the keyboard alone, and the map code arrives only at the area step', async ({ page }) => {
  const mapCode = watchMapCode(page);
  await page.goto('/en/energy/calculator');
  await expect(page.locator('[aria-current="step"]')).toContainText('Grid');
  expect(mapCode()).toBe(false);

  // Tab into the grid question and answer it with Space: the next question comes into view and focus.
  await page.getByRole('radio', { name: /Connected to the grid/ }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('heading', { name: 'Which type of customer are you?' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'What is your monthly electricity bill?' })).toBeFocused();
  expect(mapCode()).toBe(false);
  await page.keyboard.press('Tab');
  await page.keyboard.type('900');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'How much roof or land can take panels?' })).toBeFocused();
  await expect(page.locator('[aria-current="step"]')).toContainText('Roof area');
  await expect.poll(mapCode).toBe(true);

  await expect(page.getByRole('button', { name: 'Calculate my savings' })).toHaveCount(0);
  // An empty field is not an error until the visitor tries to go on without it.
  await expect(page.getByLabel('Usable area (m²)')).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Usable area (m²)').focus();
  await page.keyboard.type('120');
  const calculate = page.getByRole('button', { name: 'Calculate my savings' });
  await expect(calculate).toBeVisible();
  await calculate.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/grid=on&type=commercial&bill=900&area=120/);
  await expect(page.locator('#results')).toBeFocused();
  await expect(figure(page, 'Monthly savings')).toHaveText('SAR 900');
  await expect(page.getByText('Tariff: SAR 0.30 per kWh (Commercial).')).toBeVisible();
});

test('a shared result loads the map only when the visitor scrolls to the area step', async ({ page }) => {
  const mapCode = watchMapCode(page);
  await page.goto(shared, { waitUntil: 'networkidle' });
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(page.locator('[aria-current="step"]')).toContainText('Results');
  expect(mapCode()).toBe(false);
  await expect(page.getByRole('region', { name: 'Map: outline your roof' })).toHaveCount(0);

  await page.locator('#step-area').scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'Map: outline your roof' })).toBeVisible();
  // The region is drawn as its code arrives: the request is seen as soon as, not always before, it shows.
  await expect.poll(mapCode).toBe(true);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the form still computes the estimate', async ({ page }) => {
    await page.goto('/en/energy/calculator');
    await page.getByText('Not connected (off-grid)').click();
    await page.getByLabel('Monthly bill (SAR)').fill('600');
    await page.getByLabel('Usable area (m²)').fill('50');
    await page.getByRole('button', { name: 'Calculate my savings' }).click();
    await expect(page).toHaveURL(/grid=off&bill=600&area=50/);
    await expect(figure(page, 'Yearly savings')).toHaveText('SAR 4,998');
  });
});

test('the estimate goes to the energy enquiry, and the stored lead keeps it', async ({ page }) => {
  await asNewVisitor(page);
  await page.goto(shared);
  await page.getByRole('link', { name: 'Request a quote with this estimate' }).click();
  await expect(page).toHaveURL(/\/en\/energy\/contact\?grid=on&type=residential&bill=900&area=120/);
  await expect(page.getByText('Your solar estimate is attached')).toBeVisible();
  await expect(page.getByLabel(/^Service/)).toHaveValue('solar-power-systems');
  await expect(page.getByLabel(/^Message/)).toHaveValue(/22\.61 kW \(38 panels\), monthly savings about SAR\s900/);
  const name = `Calculator visitor ${Date.now()}`;
  await page.getByLabel(/^Full name/).fill(name);
  await page.getByLabel(/^Email address/).fill('roof@example.com');
  await page.getByLabel(/^Phone/).fill('+966 55 123 4567');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, your message is on its way' })).toBeVisible();

  await page.goto('/en/admin/login?next=/admin/leads');
  await page.getByLabel('Work email').fill(staffAccount.email);
  await page.getByLabel('Password').fill(staffAccount.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name }).click();
  await expect(page.getByText('"systemSizeKW": 22.61')).toBeVisible();
  await expect(page.getByText('"monthlySavingsSAR": 900')).toBeVisible();
  await expect(page.getByText('"bill": 900')).toBeVisible();
});

test('the energy home hero leads to the calculator for each kind of system', async ({ page }) => {
  await page.goto('/en/energy/home');
  await page.getByRole('link', { name: 'Off-grid: size my system' }).click();
  await expect(page).toHaveURL(/\/en\/energy\/calculator\?grid=off$/);
  await expect(page.getByRole('radio', { name: /Not connected/ })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Which type of customer are you?' })).toHaveCount(0);
});

test.describe('the roof map', () => {
  test.use({ reducedMotion: 'reduce', permissions: ['geolocation'], geolocation: { latitude: 21.5433, longitude: 39.1728 } });

  test('an outline drawn on the map gives the area, panels and power, and feeds the estimate', async ({ page }) => {
    await page.goto('/en/energy/calculator?grid=off&bill=900');
    await page.locator('#step-area').scrollIntoViewIfNeeded();
    const map = page.getByRole('region', { name: 'Map: outline your roof' });
    await map.waitFor();
    const { width, height } = (await map.boundingBox())!;
    const [cx, cy] = [width / 2, height / 2];
    const corners = [
      [cx - 100, cy - 80],
      [cx + 100, cy - 80],
      [cx + 100, cy + 80],
      [cx - 100, cy + 80],
    ] as const;
    const drawSquare = async () => {
      await page.getByRole('button', { name: 'Draw roof' }).click();
      for (const [x, y] of corners) await map.click({ position: { x, y } });
      await map.click({ position: { x: corners[0][0], y: corners[0][1] } });
    };

    // At the starting zoom a square on screen is many square kilometres: the calculator says so at once.
    await drawSquare();
    await expect(page.getByText('Enter an area of at most 100,000 m².')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Calculate my savings' })).toHaveCount(0);

    // Zoomed to a building, the same square is a roof.
    // The button reads "Locating…" from the click until the position arrives and the map is set on it (at once, motion reduced).
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByRole('button', { name: 'Use my location' })).toBeVisible();
    await expect(page.getByText('Error: The Geolocation service failed.')).toHaveCount(0);
    await drawSquare();
    await expect(page.getByText('Area selected successfully!')).toBeVisible();
    await expect(page.getByText(/^Outlined area: [\d,.]+ m²$/)).toBeVisible();
    await expect(page.getByText(/^Panels that fit: [\d,]+$/)).toBeVisible();
    await expect(page.getByText(/^Estimated power: [\d,.]+ kW$/)).toBeVisible();
    await expect(page.getByText('Area selected successfully!')).toBeHidden({ timeout: 5_000 });
    const area = page.getByLabel('Usable area (m²)');
    await expect(area).toHaveValue(/^\d+(\.\d)?$/);
    expect(Number(await area.inputValue())).toBeLessThan(100_000);
    await expect(page.getByText('Enter an area of at most 100,000 m².')).toHaveCount(0);
    await expect(page.getByText('Filled in from your outline on the map.')).toBeVisible();

    // Typing an area replaces the outline.
    await area.fill('80');
    await expect(page.getByText(/^Outlined area:/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Calculate my savings' }).click();
    await expect(page).toHaveURL(/grid=off&bill=900&area=80/);
    await expect(figure(page, 'System size')).toHaveText('14.88 kW');
  });

  test('says so when a place cannot be found or the location is unavailable', async ({ page, context }) => {
    await page.goto('/en/energy/calculator?grid=off&bill=900');
    await page.locator('#step-area').scrollIntoViewIfNeeded();
    await page.getByRole('region', { name: 'Map: outline your roof' }).waitFor();
    await page.getByLabel('Find your building').fill('Nowhere Street 404');
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await expect(page.getByText('Location not found: Nowhere Street 404')).toBeVisible();
    await expect(page).toHaveURL(/grid=off&bill=900$/);

    await context.clearPermissions();
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByText('Error: The Geolocation service failed.')).toBeVisible();
  });
});

test('the savings chart runs from year 1 on the left to the last year on the right, in Arabic too', async ({ page }) => {
  for (const [path, name] of [
    ['/energy/calculator?grid=on&type=residential&bill=900&area=120&lng=ar', 'الوفر التراكمي خلال 30 عامًا'],
    [shared, 'Cumulative savings over 30 years'],
  ] as const) {
    await page.goto(path);
    // The chart is one image (its line is drawn inside it); the years are its own labels.
    const chart = page.getByRole('figure', { name }).getByRole('img');
    const first = (await chart.getByText('1', { exact: true }).boundingBox())!;
    const middle = (await chart.getByText('15', { exact: true }).boundingBox())!;
    const last = (await chart.getByText('30', { exact: true }).boundingBox())!;
    expect(first.x).toBeLessThan(middle.x);
    expect(middle.x).toBeLessThan(last.x);
    // The axis says what it counts, in the page's language.
    await expect(chart).toContainText(name.startsWith('Cumulative') ? 'Years of operation' : 'سنوات التشغيل');
  }
});

test.describe('on a desktop the questions sit beside the estimate as it stands', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const [path, title, systemSize] of [
    ['/energy/calculator', 'تقديرك حتى الآن', 'حجم النظام'],
    ['/en/energy/calculator', 'Your estimate so far', 'System size'],
  ] as const) {
    test(`${path}: the estimate follows every answer and stays in view`, async ({ page }) => {
      await page.goto(`${path}?grid=on&type=residential&bill=900${path.startsWith('/en/') ? '' : '&lng=ar'}`);
      const estimate = page.getByRole('complementary', { name: title });
      const question = page.locator('#step-grid');
      const [box, questionBox] = [(await estimate.boundingBox())!, (await question.boundingBox())!];
      // Beside the questions at the end of the line (left in Arabic, right in English), not beneath them.
      if (path.startsWith('/en/')) expect(box.x).toBeGreaterThan(questionBox.x + questionBox.width);
      else expect(box.x + box.width).toBeLessThan(questionBox.x);
      expect(box.y).toBeLessThan(questionBox.y + questionBox.height);

      // Typing the area completes the answers: the estimate shows the system at once, before "Calculate".
      await expect(estimate.getByText(systemSize, { exact: true })).toHaveCount(0);
      await page.locator('#calculator-area').fill('120');
      await expect(estimate.getByRole('definition').first()).toHaveText(path.startsWith('/en/') ? '22.61 kW' : '22.61 كيلوواط');

      // Sticky: with the page scrolled to the last question, the estimate is still on screen.
      await page.locator('#step-area').scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 400));
      await expect(estimate).toBeInViewport();
    });
  }
});

test('on a phone the calculator is one column, its text at least 12 px and its targets at least 40 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/energy/calculator?grid=on&type=residential&bill=900&area=120&lng=ar');
  const estimate = page.getByRole('complementary', { name: 'تقديرك حتى الآن' });
  const questions = (await page.locator('#step-area').boundingBox())!;
  expect((await estimate.boundingBox())!.y).toBeGreaterThan(questions.y + questions.height);
  await page.getByText('اعرض الأرقام في جدول').first().click();

  const measured = await page.locator('nav[aria-label="مراحل الحاسبة"], #calculator, #results').evaluateAll((roots) =>
    roots.flatMap((root) =>
      [...root.querySelectorAll<HTMLElement>('*')]
        .filter((element) => element.getClientRects().length > 0 && !element.closest('.sr-only'))
        // The map's credit line is a sentence whose links are inline, which the target-size rule exempts.
        .filter((element) => !element.closest('.leaflet-control-attribution'))
        .map((element) => {
          const { width, height } = element.getBoundingClientRect();
          const text = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
          const target = element.matches('a[href], button, input:not([type="radio"]), summary, label:has(input[type="radio"])');
          return {
            name: `${element.tagName} ${element.textContent!.trim().slice(0, 40)}`,
            text,
            target,
            width,
            height,
            size: parseFloat(getComputedStyle(element).fontSize),
          };
        }),
    ),
  );
  expect(measured.filter((element) => element.text).length).toBeGreaterThan(50);
  expect(measured.filter((element) => element.text && element.size < 12).map((element) => element.name)).toEqual([]);
  expect(measured.filter((element) => element.target).length).toBeGreaterThan(10);
  expect(measured.filter((element) => element.target && (element.width < 40 || element.height < 40)).map((element) => element.name)).toEqual([]);
});

/** The bill's hint and the map's instructions, as the visitor sees them. */
async function instructions(page: Page, path: string) {
  await page.goto(`${path}?grid=off&bill=900${path.startsWith('/en/') ? '' : '&lng=ar'}`);
  const bill = await page.locator('#calculator-bill-hint').innerText();
  await page.locator('#step-area').scrollIntoViewIfNeeded();
  const map = page.getByRole('region', { name: /^(Map: outline your roof|خريطة: حدّد سطح مبناك)$/ });
  await map.waitFor();
  const described = (await map.getAttribute('aria-describedby'))!;
  return { bill, map: await page.locator(`[id="${described}"]`).innerText() };
}

test.describe('on a touch screen the instructions say tap, and never press Enter', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('in both languages, from the first paint', async ({ page }) => {
    expect(await instructions(page, '/en/energy/calculator')).toEqual({
      bill: 'Then tap Continue.',
      map: 'Choose Draw roof, tap each corner of the roof, then tap the first point again to finish.',
    });
    expect(await instructions(page, '/energy/calculator')).toEqual({
      bill: 'ثم اضغط «متابعة».',
      map: 'اختر «ارسم السطح»، ثم اضغط على كل زاوية من زوايا السطح، واضغط على النقطة الأولى مجددًا للإنهاء.',
    });
  });
});

test.describe('without script on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, javaScriptEnabled: false });
  test('the hint already says tap, and Continue leads to the next question', async ({ page }) => {
    await page.goto('/en/energy/calculator?grid=off');
    await expect(page.locator('#calculator-bill-hint')).toHaveText('Then tap Continue.', { useInnerText: true });
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/#step-area$/);
  });
});

test('with a mouse and keyboard the instructions say click and press Enter', async ({ page }) => {
  expect(await instructions(page, '/en/energy/calculator')).toEqual({
    bill: 'Press Enter to continue.',
    map: 'Choose Draw roof, click each corner of the roof, then click the first point again or press Enter to finish.',
  });
  expect(await instructions(page, '/energy/calculator')).toEqual({
    bill: 'اضغط مفتاح الإدخال للمتابعة.',
    map: 'اختر «ارسم السطح»، ثم انقر على كل زاوية من زوايا السطح، وانقر النقطة الأولى مجددًا أو اضغط مفتاح الإدخال للإنهاء.',
  });
});
