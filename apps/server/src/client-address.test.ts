import { PRIVACY_NOTICE_VERSION } from './test/inquiries.ts';
import { expect, test } from 'vitest';
import { createTestApp } from './test/app.ts';
import { proofOfWork } from './test/proof-of-work.ts';

/**
 * Behind a proxy, the client address is the right-most X-Forwarded-For entry the trusted
 * proxies did not write: an address the client prepends itself changes nothing. (With the old
 * `TRUST_PROXY=true`, Fastify took the left-most entry, so each made-up address was a fresh
 * rate-limit bucket.)
 */
const inquiry = {
  title: '견적 문의',
  content: '수량 100개 견적 부탁드립니다.',
  authorName: '홍길동',
  email: 'hong@example.com',
  password: 'pass1234',
  privacyConsent: true,
  privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
};

test.each([
  ['the proxy address', '127.0.0.1'],
  ['a hop count', '1'],
])(
  'with TRUST_PROXY as %s, a prepended X-Forwarded-For entry gets no fresh limit',
  async (_name, trust) => {
    const ctx = await createTestApp({ TRUST_PROXY: trust });
    try {
      const create = async (forwardedFor: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/data/v1/inquiry',
          // The socket peer is the proxy (127.0.0.1); it appends the address it saw.
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': forwardedFor },
          payload: { ...inquiry, altcha: await proofOfWork(ctx.app, 'inquiry-create') },
        });
      const client = '203.0.113.77';
      for (let i = 0; i < 5; i += 1) expect((await create(client)).statusCode).toBe(201);
      expect((await create(client)).statusCode).toBe(429);
      for (let n = 1; n <= 3; n += 1) {
        const spoofed = await create(`10.9.9.${String(n)}, ${client}`);
        expect(spoofed.statusCode, `spoof ${String(n)}`).toBe(429);
      }
      // A different real client still writes.
      expect((await create('198.51.100.8')).statusCode).toBe(201);
    } finally {
      await ctx.close();
    }
  },
);

test('without TRUST_PROXY the header is ignored and the connection address counts', async () => {
  const ctx = await createTestApp();
  try {
    const create = async (forwardedFor: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/data/v1/inquiry',
        remoteAddress: '192.0.2.10',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { ...inquiry, altcha: await proofOfWork(ctx.app, 'inquiry-create') },
      });
    for (let i = 0; i < 5; i += 1)
      expect((await create(`10.0.0.${String(i)}`)).statusCode).toBe(201);
    expect((await create('10.0.0.99')).statusCode).toBe(429);
  } finally {
    await ctx.close();
  }
});
