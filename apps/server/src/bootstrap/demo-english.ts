import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, queryRows } from '../db/client.ts';

/*
 * English versions of the demo's generated products (catalogue-seed.ts), for some of them
 * only: the English site must show its fallback to Korean too (decision 17). A name is put
 * into English word by word; one with a word below lacks (a place of origin, any food or farm
 * supply) keeps its Korean name alone.
 */

/** The words of industrial and smart-solution names, longest phrases first where they overlap. */
const WORDS: Record<string, string> = {
  // Qualifiers.
  유기농: 'Organic',
  무농약: 'Pesticide-free',
  친환경: 'Eco-friendly',
  국산: 'Korean-made',
  프리미엄: 'Premium',
  수제: 'Handmade',
  특품: 'Select',
  명품: 'Signature',
  실속: 'Value',
  전통: 'Traditional',
  고급: 'Deluxe',
  가정용: 'Household',
  업소용: 'Commercial',
  대용량: 'Bulk',
  미니: 'Mini',
  스마트: 'Smart',
  산업용: 'Industrial',
  고강도: 'High-strength',
  경량: 'Lightweight',
  내열: 'Heat-resistant',
  방수: 'Waterproof',
  // Industrial supplies.
  '스테인리스 볼트': 'stainless steel bolt',
  '육각 너트': 'hex nut',
  '배관 엘보': 'pipe elbow',
  '볼 밸브': 'ball valve',
  '게이트 밸브': 'gate valve',
  '원심 펌프': 'centrifugal pump',
  '수중 펌프': 'submersible pump',
  '감속 모터': 'geared motor',
  베어링: 'bearing',
  스패너: 'spanner',
  '임팩트 드릴': 'impact drill',
  '전동 그라인더': 'electric grinder',
  안전모: 'safety helmet',
  안전화: 'safety boots',
  '방진 마스크': 'dust mask',
  '절연 장갑': 'insulated gloves',
  '케이블 타이': 'cable ties',
  '고압 호스': 'high-pressure hose',
  용접기: 'welder',
  '체인 블록': 'chain block',
  // Smart solutions.
  '온습도 센서': 'temperature and humidity sensor',
  '토양 수분 센서': 'soil moisture sensor',
  '이산화탄소 센서': 'CO₂ sensor',
  '조도 센서': 'light sensor',
  '환경 제어기': 'climate controller',
  '양액 제어기': 'nutrient controller',
  '스마트팜 게이트웨이': 'smart farm gateway',
  '원격 모니터링 키트': 'remote monitoring kit',
  '자동 개폐기': 'automatic vent opener',
  'PLC 모듈': 'PLC module',
  'IoT 컨트롤러': 'IoT controller',
  '무선 중계기': 'wireless repeater',
  '산업용 카메라': 'industrial camera',
  '데이터 로거': 'data logger',
  // Packs.
  '1개': 'single',
  '10개입': 'pack of 10',
  '100개입': 'pack of 100',
  '2개입': 'twin pack',
  세트: 'set',
  단품: 'single unit',
  키트: 'kit',
};
/** Words that read the same in both languages. */
const SAME = /^(?:[A-Za-z0-9.]+|M\d+|\d+A)$/;
/** The longest phrase in WORDS, in words. */
const LONGEST = 3;

/** The name in English, or null when one of its words has no English here. */
export function englishProductName(name: string): string | null {
  const words = name.split(' ');
  const english: string[] = [];
  for (let at = 0; at < words.length;) {
    const match = [LONGEST, 2, 1]
      .map((length) => words.slice(at, at + length).join(' '))
      .find((phrase) => WORDS[phrase] !== undefined || SAME.test(phrase));
    if (match === undefined) return null;
    english.push(WORDS[match] ?? match);
    at += match.split(' ').length;
  }
  const text = english.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Gives English names and summaries to the products whose names translate (the demo's). */
export async function translateDemoProducts(db: Db): Promise<void> {
  const rows = await queryRows(
    db,
    sql`select id, name from product order by id`,
    z.object({ id: z.number(), name: z.string() }),
  );
  const translated = rows.flatMap((row) => {
    const nameEn = englishProductName(row.name);
    return nameEn === null ? [] : [{ id: row.id, name_en: nameEn }];
  });
  if (translated.length === 0) return;
  await db.execute(sql`
    update product p set name_en = t.name_en,
      summary_en = t.name_en || ', tested before it ships and supplied to businesses and retailers.'
    from jsonb_to_recordset(${JSON.stringify(translated)}::jsonb) as t(id integer, name_en text)
    where p.id = t.id`);
}
