import { expect, test } from './test';
import { watchConsole } from './support';

test('the header search finds pages and news in English', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/en/energy/home');
  await page.getByRole('link', { name: 'Search the site' }).click();
  await expect(page).toHaveURL(/\/en\/search$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.getByRole('searchbox', { name: 'Search the site' }).fill('inverters');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/search\?q=inverters$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “inverters”' })).toBeVisible();
  const pages = page.locator('section[aria-labelledby="search-pages"]');
  await expect(pages.getByRole('link').first()).toHaveText('Solar Inverters');
  await pages.getByRole('link', { name: 'Solar Inverters' }).click();
  await expect(page).toHaveURL(/\/en\/energy\/products\/solar-inverters$/);
  expect(problems).toEqual([]);
});

test('news articles appear beside pages', async ({ page }) => {
  await page.goto('/en/search?q=hybrid');
  await expect(page.locator('section[aria-labelledby="search-news"]').getByRole('link', { name: /On-grid, off-grid or hybrid/ })).toBeVisible();
});

test('Arabic search ignores hamza and diacritics', async ({ page }) => {
  await page.goto(`/search?lng=ar&q=${encodeURIComponent('الالكترونيات')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'نتائج البحث عن «الالكترونيات»' })).toBeVisible();
  await expect(page.locator('section[aria-labelledby="search-pages"] li').first()).toBeVisible();
});

test('Arabic news are found however the word is typed, the same articles as on the news list', async ({ page }) => {
  const newsOn = async (path: string, section: string, count: string) => {
    await page.goto(path);
    const list = page.locator(`section[aria-labelledby="${section}"]`);
    return { count: await list.locator(count).textContent(), titles: (await list.locator('h3').allTextContents()).slice(0, 3) };
  };
  // The seeded explainers speak of the grid; «الشبكة» is typed with ta marbuta, ha or diacritics.
  for (const query of ['الشبكة', 'الشبكه', 'الشَّبَكة']) {
    const q = encodeURIComponent(query);
    const list = await newsOn(`/energy/news?lng=ar&q=${q}`, 'latest-heading', 'p[role="status"]');
    const site = await newsOn(`/search?lng=ar&q=${q}`, 'search-news', 'h2 + p');
    expect(list.titles.length, query).toBeGreaterThan(0);
    expect(site, query).toEqual(list);
  }
});

test('nothing found says so and offers popular destinations', async ({ page }) => {
  await page.goto('/en/search?q=xyzzy%20plugh');
  await expect(page.getByRole('heading', { name: 'Nothing matches “xyzzy plugh”' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Popular destinations' }).getByRole('link', { name: 'Solar Savings Calculator' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the search form still works', async ({ page }) => {
    await page.goto('/en/search');
    await page.getByRole('searchbox', { name: 'Search the site' }).fill('battery storage');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.locator('section[aria-labelledby="search-pages"]').getByRole('link', { name: 'Battery Storage' })).toBeVisible();
  });
});
