import { expect, test } from '../support/fixtures.ts';
import { startServer } from '../support/start-server.ts';

// Tag Manager is only fetched when a container is configured AND the visitor accepted analytics.
test('Tag Manager loads after consent when GTM_ID is set, and never before', async ({ page }) => {
  test.slow(); // starts a server of its own
  const server = await startServer({ GTM_ID: 'GTM-TEST123' });
  try {
    const requested: string[] = [];
    await page.route('https://www.googletagmanager.com/**', (route) => {
      requested.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: '' });
    });
    await page.goto(`${server.url}/en`);
    await expect(page.getByRole('button', { name: 'Accept analytics' })).toBeVisible();
    expect(requested).toEqual([]);
    await page.getByRole('button', { name: 'Accept analytics' }).click();
    await expect.poll(() => requested).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST123']);
  } finally {
    await server.stop();
  }
});
