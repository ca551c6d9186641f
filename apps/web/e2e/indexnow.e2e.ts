import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { api, apiToken, baseURL, signIn, site, unique, useBrowser } from './fixtures.ts';
import { seriousViolations } from './axe.ts';

const browser = useBrowser();

/** Every address the site has told the IndexNow stand-in of so far (global-setup.ts). */
function addressesTold(): string[] {
  const dir = site().indexNowDir;
  return readdirSync(dir).flatMap(
    (name) => (JSON.parse(readFileSync(join(dir, name), 'utf8')) as { urlList: string[] }).urlList,
  );
}

test('the top grade turns on search engine notices; a product published then reaches the engines, and the admin lists it as delivered', async () => {
  const page = await browser.newPage();
  await signIn(page);
  await page.goto('/admin/site');
  const card = page.getByRole('region', { name: '검색엔진 알림 (IndexNow)' });
  await card.getByLabel('변경 사항을 검색엔진에 알리기').click();
  await page.getByText('이제 변경 사항을 검색엔진에 알립니다.').waitFor();
  const staff = api(await apiToken());
  let created: { category: number; product: number } | null = null;
  try {
    // The key file the engines check is served, holding its own name.
    const keyLocation = await card.getByRole('link', { name: /\.txt$/ }).getAttribute('href');
    const key = new URL(keyLocation ?? '').pathname.slice(1, -'.txt'.length);
    const file = await fetch(`${baseURL()}/${key}.txt`);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe(key);

    const id = unique();
    const category = (await staff.post('/api/admin/v1/category', { name: `알림 ${id}` })) as {
      id: number;
    };
    const product = (await staff.post('/api/admin/v1/product', {
      name: `알림 제품 ${id}`,
      categoryId: category.id,
      status: 'published',
    })) as { id: number };
    created = { category: category.id, product: product.id };
    // Told within a round of ten seconds.
    const address = `${baseURL()}/product/detail/${String(product.id)}`;
    await expect
      .poll(addressesTold, { timeout: 60_000, interval: 1_000 })
      .toEqual(expect.arrayContaining([address, `${address}?lang=en`]));

    await page.reload();
    await expect
      .poll(() => card.getByText('전달됨').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await staff.put('/api/admin/v1/seo/indexnow', { enabled: false });
    if (created !== null) {
      await staff.delete(`/api/admin/v1/product/${String(created.product)}`);
      await staff.delete(`/api/admin/v1/category/${String(created.category)}`);
    }
  }
});
