import { expect, test } from 'vitest';
import { useBrowser } from './fixtures.ts';

const browser = useBrowser();

test('the home page arrives with its data: the browser asks the API for nothing', async () => {
  const page = await browser.newPage();
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // Images are files, not calls.
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/media/')) {
      apiCalls.push(url.pathname);
    }
  });
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(apiCalls).toEqual([]);
  await page.context().close();
});
