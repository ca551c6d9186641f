import { expect, test } from 'vitest';
import { api, apiToken, unique, useBrowser } from './fixtures.ts';

const browser = useBrowser();

test('without JavaScript an inquiry is posted, checked, shown again with its errors, then saved once; no address carries a field', async () => {
  const visitor = await browser.newPage({ javaScript: false });
  const addresses: string[] = [];
  visitor.on('request', (request) => addresses.push(request.url()));
  const title = `스크립트 없는 문의 ${unique()}`;
  const email = `no-script-${unique()}@example.com`;

  await visitor.goto('/inquiries?lang=ko');
  const form = visitor.getByRole('form', { name: '문의 작성' });
  await form.getByLabel('제목').fill(title);
  await form.getByLabel('내용').fill('스크립트가 꺼진 휴대폰에서 보냅니다.');
  await form.getByLabel('이름').fill('홍길동');
  await form.getByLabel('이메일').fill(email);
  // Digits only, and no consent: the server refuses with the form's own messages…
  await form.getByLabel('비밀번호').fill('12345678');
  await form.getByRole('button', { name: '등록' }).click();
  await visitor.getByText('숫자만으로는 만들 수 없습니다', { exact: false }).waitFor();
  await visitor.getByText('개인정보 수집·이용에 동의해 주세요.').waitFor();
  // …on the page itself, with what was typed (but the password) still there.
  expect(new URL(visitor.url()).pathname).toBe('/inquiries');
  expect(await form.getByLabel('제목').inputValue()).toBe(title);
  expect(await form.getByLabel('이메일').inputValue()).toBe(email);
  expect(await form.getByLabel('비밀번호').inputValue()).toBe('');

  await form.getByLabel('비밀번호').fill('quiet-phone-7');
  await form.getByLabel('개인정보 수집·이용에 동의합니다').check();
  await form.getByRole('button', { name: '등록' }).click();
  await visitor.waitForURL((url) => url.pathname === '/inquiries/list');
  await visitor.getByRole('row').filter({ hasText: title }).waitFor();

  // Saved once, with what was typed.
  const staff = api(await apiToken());
  const { items } = (await staff.get(
    `/api/admin/v1/inquiry?keyword=${encodeURIComponent(title)}`,
  )) as { items: { id: number; title: string }[] };
  expect(items.map((item) => item.title)).toEqual([title]);
  // The form's fields went in request bodies only, never in an address.
  for (const address of addresses) {
    expect(address).not.toContain('password');
    expect(address).not.toContain(encodeURIComponent(email));
    expect(address).not.toContain('title=');
  }
});
