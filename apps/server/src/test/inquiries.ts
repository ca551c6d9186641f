import type { App } from '../app.ts';
import { proofOfWork } from './proof-of-work.ts';

/** The collection notice in force in a test database: the one its migration writes. */
export const PRIVACY_NOTICE_VERSION = '2026-11-23';

let clients = 0;

/**
 * A visitor's inquiry through the public form's API, from an address of its own (the form's
 * limits are per address), its proof of work solved as the form's widget does.
 */
export async function postInquiry(app: App, overrides: Record<string, unknown> = {}) {
  clients += 1;
  const remoteAddress = `10.9.${String(Math.floor(clients / 250))}.${String((clients % 250) + 1)}`;
  return app.inject({
    method: 'POST',
    url: '/api/data/v1/inquiry',
    remoteAddress,
    payload: {
      altcha: await proofOfWork(app, 'inquiry-create', remoteAddress),
      title: '배송 일정 문의',
      content: 'CONTENT-MUST-NOT-LEAK',
      authorName: '홍길동',
      email: 'hong@example.com',
      phone: '010-1234-5678',
      password: 'pass1234',
      privacyConsent: true,
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      ...overrides,
    },
  });
}
