import { expect, test } from 'vitest';
import { useBrowser } from './fixtures.ts';

const browser = useBrowser();

test('the home page loads all of its data with one API call', async () => {
  const page = await browser.newPage();
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
  });
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(apiCalls).toEqual(['/api/data/v1/home']);
  await page.context().close();
});
