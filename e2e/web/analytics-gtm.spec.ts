import { expect, testWithServer } from '../support/fixtures.ts';

// A server of the file's own, with a Tag Manager container; the page is gone before it stops.
const test = testWithServer({ GTM_ID: 'GTM-TEST123' });

// Tag Manager is only fetched when a container is configured AND the visitor accepted analytics.
test('Tag Manager loads after consent when GTM_ID is set, and never before', async ({ page }) => {
  const requested: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  await page.goto('/en');
  await expect(page.getByRole('button', { name: 'Accept analytics' })).toBeVisible();
  expect(requested).toEqual([]);
  await page.getByRole('button', { name: 'Accept analytics' }).click();
  await expect.poll(() => requested).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST123']);
});
