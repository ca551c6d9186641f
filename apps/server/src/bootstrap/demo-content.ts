import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { category, place } from '../db/schema/index.ts';
import { insertCategory } from '../modules/category/category.repository.ts';
import { insertPlace } from '../modules/place/place.repository.ts';
import type { Storage } from '../storage/storage.ts';
import { seedDemoBoards } from './demo-boards.ts';
import { seedDemoInquiries } from './demo-inquiries.ts';
import { seedDemoProducts } from './demo-products.ts';

const PLACES = [
  { name: '본사', region: '서울', address: '서울특별시 강남구 테헤란로 123' },
  { name: '평택 공장', region: '경기', address: '경기도 평택시 포승읍 평택항로 45' },
  { name: '김해 물류센터', region: '경남', address: '경상남도 김해시 주촌면 골든루트로 80' },
  { name: '나주 스마트팜', region: '전남', address: '전라남도 나주시 빛가람로 200' },
];

const CATEGORIES: { name: string; children: string[] }[] = [
  { name: '산업 자재', children: ['배관 부품', '공구', '안전 용품'] },
  { name: '농업 자재', children: ['비료', '관수 장비', '종자'] },
  { name: '스마트 솔루션', children: ['센서', '제어기'] },
  { name: '식품', children: ['과일', '유제품'] },
];

/**
 * Fills an empty catalogue with demo places and categories so a newcomer sees a real site;
 * given the storage, also about 60 products with generated pictures.
 */
export async function seedDemoContent(db: Db, storage?: Storage): Promise<boolean> {
  const [places] = await db.select({ n: count() }).from(place);
  const [categories] = await db.select({ n: count() }).from(category);
  if ((places?.n ?? 0) > 0 || (categories?.n ?? 0) > 0) return false;
  for (const p of PLACES) await insertPlace(db, p);
  for (const c of CATEGORIES) {
    const parent = await insertCategory(db, { name: c.name, parentId: null });
    for (const child of c.children) await insertCategory(db, { name: child, parentId: parent.id });
  }
  await seedDemoBoards(db);
  if (storage) await seedDemoProducts(db, storage);
  await seedDemoInquiries(db);
  return true;
}
