import { expect, test } from 'vitest';
import { api, apiToken, useBrowser } from './fixtures.ts';

const browser = useBrowser();

test("the footer shows the company's facts as staff entered them, and nothing they did not", async () => {
  const staff = api(await apiToken());
  await staff.put('/api/admin/v1/site', {
    companyName: '주식회사 바른펌프',
    companyNameEn: 'Bareun Pump Co., Ltd.',
    businessNumber: '220-81-62517',
    phone: '041-555-0101',
    googleVerification: 'e2e-code',
  });
  try {
    const visitor = await browser.newPage();
    await visitor.goto('/?lang=ko');
    const footer = visitor.getByRole('contentinfo');
    const phone = footer.getByRole('link', { name: '041-555-0101' });
    expect(await phone.getAttribute('href')).toBe('tel:0415550101');
    const text = await footer.innerText();
    expect(text).toContain('주식회사 바른펌프');
    expect(text).toContain('220-81-62517');
    // A fact left empty has no label either.
    expect(text).not.toContain('팩스');
    // Search engines read the company from the home page's structured data.
    const jsonLd = await visitor.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((item) => JSON.parse(item) as { '@type': string })).toContainEqual(
      expect.objectContaining({ '@type': 'Organization', legalName: '주식회사 바른펌프' }),
    );
    expect(
      await visitor.locator('meta[name="google-site-verification"]').getAttribute('content'),
    ).toBe('e2e-code');

    await visitor.goto('/product/list?lang=en');
    expect(await visitor.getByRole('contentinfo').innerText()).toContain('Bareun Pump Co., Ltd.');
  } finally {
    await staff.put('/api/admin/v1/site', {});
  }
});
