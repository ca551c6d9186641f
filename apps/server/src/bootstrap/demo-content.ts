import { SITE_DEMO_AREAS } from '@app/contract/site';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { category, place } from '../db/schema/index.ts';
import { insertCategory } from '../modules/category/category.repository.ts';
import { insertPlace } from '../modules/place/place.repository.ts';
import { recordDemoSeed } from '../modules/site/demo.repository.ts';
import type { Storage } from '../storage/storage.ts';
import { seedDemoBoards } from './demo-boards.ts';
import { seedDemoInquiries } from './demo-inquiries.ts';
import { seedDemoPages } from './demo-pages.ts';
import { seedDemoPolicies } from './demo-policies.ts';
import { seedDemoProducts } from './demo-products.ts';
import { seedDemoHomeSections } from './demo-home.ts';
import { seedDemoSite } from './demo-site.ts';

const PLACES = [
  {
    name: '본사',
    nameEn: 'Head office',
    // The head office the site settings and the about page give.
    region: '경기',
    address: '경기도 평택시 포승읍 산업단지로 128',
  },
  {
    name: '평택 공장',
    nameEn: 'Pyeongtaek plant',
    region: '경기',
    address: '경기도 평택시 포승읍 평택항로 45',
  },
  {
    name: '김해 물류센터',
    nameEn: 'Gimhae logistics centre',
    region: '경남',
    address: '경상남도 김해시 주촌면 골든루트로 80',
  },
  {
    name: '나주 스마트팜',
    nameEn: 'Naju smart farm',
    region: '전남',
    address: '전라남도 나주시 빛가람로 200',
  },
];

/** Korean and English names (decision 17). */
type Named = { name: string; nameEn: string };

const CATEGORIES: (Named & { children: Named[] })[] = [
  {
    name: '산업 자재',
    nameEn: 'Industrial supplies',
    children: [
      { name: '배관 부품', nameEn: 'Pipe fittings' },
      { name: '공구', nameEn: 'Tools' },
      { name: '안전 용품', nameEn: 'Safety gear' },
    ],
  },
  {
    name: '농업 자재',
    nameEn: 'Farm supplies',
    children: [
      { name: '비료', nameEn: 'Fertilisers' },
      { name: '관수 장비', nameEn: 'Irrigation' },
      { name: '종자', nameEn: 'Seeds' },
    ],
  },
  {
    name: '스마트 솔루션',
    nameEn: 'Smart solutions',
    children: [
      { name: '센서', nameEn: 'Sensors' },
      { name: '제어기', nameEn: 'Controllers' },
    ],
  },
  {
    name: '식품',
    nameEn: 'Food',
    children: [
      { name: '과일', nameEn: 'Fruit' },
      { name: '유제품', nameEn: 'Dairy' },
    ],
  },
];

/**
 * Fills an empty catalogue with demo places and categories so a newcomer sees a real site;
 * given the storage, also about 60 products with generated pictures. Places, categories and
 * boards have English versions, products and posts only some (decision 17), so the English
 * site shows both its English content and the Korean it falls back to.
 */
export async function seedDemoContent(db: Db, storage?: Storage): Promise<boolean> {
  const [places] = await db.select({ n: count() }).from(place);
  const [categories] = await db.select({ n: count() }).from(category);
  if ((places?.n ?? 0) > 0 || (categories?.n ?? 0) > 0) return false;
  for (const p of PLACES) await insertPlace(db, p);
  for (const { children, ...c } of CATEGORIES) {
    const parent = await insertCategory(db, { ...c, parentId: null });
    for (const child of children) await insertCategory(db, { ...child, parentId: parent.id });
  }
  await seedDemoSite(db);
  await seedDemoHomeSections(db);
  await seedDemoPages(db);
  await seedDemoPolicies(db);
  if (storage) await seedDemoProducts(db, storage);
  // After the products: the catalogue post attaches them as a spreadsheet.
  await seedDemoBoards(db, storage);
  await seedDemoInquiries(db);
  // Last, once all is written: the admin home marks these areas as demo until staff edit them.
  await recordDemoSeed(
    db,
    SITE_DEMO_AREAS.filter((area) => area !== 'products' || storage !== undefined),
  );
  return true;
}
