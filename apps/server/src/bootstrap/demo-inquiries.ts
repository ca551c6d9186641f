import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { inquiry, product } from '../db/schema/index.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { currentEffectiveOn } from '../modules/policy/policy.repository.ts';
import { dayInKorea } from '../plugins/app/visitor.ts';

/** Every demo inquiry opens with this password (README, demo content). */
export const DEMO_INQUIRY_PASSWORD = 'demo1234';

const DAY_MS = 86_400_000;

const INQUIRIES = [
  {
    title: '제품 카탈로그를 받아볼 수 있을까요?',
    content: '농업 자재 전 품목 카탈로그(PDF)를 이메일로 받고 싶습니다.',
    authorName: '김민준',
    email: 'minjun@example.com',
    secret: false,
    daysAgo: 6,
    answer:
      '<p>안녕하세요, 한결산업입니다.</p><p>요청하신 카탈로그를 메일로 보내 드렸습니다. 확인 부탁드립니다.</p>',
  },
  {
    title: '대량 구매 견적 문의',
    content: '배관 부품 500세트 구매 시 단가와 납기를 알려 주세요. 평택 공장 직접 수령 희망합니다.',
    authorName: '이서연',
    phone: '010-2345-6789',
    secret: true,
    daysAgo: 2,
    aboutProduct: true,
  },
  {
    title: 'Export documents for Vietnam',
    content: 'Could you provide a certificate of origin for a shipment to Ho Chi Minh City?',
    authorName: 'Nguyen Van An',
    email: 'an.nguyen@example.com',
    secret: true,
    daysAgo: 0,
  },
];

/** A few inquiries, answered and waiting, public and secret, so the list and the admin have data. */
export async function seedDemoInquiries(db: Db): Promise<void> {
  const [firstProduct] = await db
    .select({ id: product.id })
    .from(product)
    .where(eq(product.status, 'published'))
    .orderBy(asc(product.id))
    .limit(1);
  const passwordHash = await hashPassword(DEMO_INQUIRY_PASSWORD);
  // The notice in force, which its migration gives every database.
  const notice = await currentEffectiveOn(db, 'collection', dayInKorea(new Date()));
  if (notice === null) throw new Error('no collection notice is in force');
  const now = Date.now();
  for (const demo of INQUIRIES) {
    const createdAt = new Date(now - demo.daysAgo * DAY_MS);
    await db.insert(inquiry).values({
      title: demo.title,
      content: demo.content,
      authorName: demo.authorName,
      email: demo.email ?? null,
      phone: demo.phone ?? null,
      secret: demo.secret,
      passwordHash,
      privacyConsentAt: createdAt,
      privacyNoticeVersion: notice,
      productId: demo.aboutProduct === true ? (firstProduct?.id ?? null) : null,
      createdAt,
      updatedAt: createdAt,
      ...(demo.answer === undefined
        ? {}
        : {
            answer: demo.answer,
            status: 'answered' as const,
            answeredAt: new Date(createdAt.getTime() + DAY_MS / 4),
          }),
    });
  }
}
