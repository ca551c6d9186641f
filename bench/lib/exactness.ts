/**
 * The exactness table of `npm run bench:catalogue` (issue 31): 30 keywords, from a unique code
 * to a syllable on almost every product, in the three public orders, each search's page 1 and
 * page 50 (or its last) and total compared with a full scan by the search's own definitions
 * (apps/server/src/test/search-exactness.ts).
 */
import { performance } from 'node:perf_hooks';
import { productListQuerySchema } from '@app/contract/product';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, queryRows } from '../../apps/server/src/db/client.ts';
import { publicListQuery } from '../../apps/server/src/modules/product/product.repository.ts';
import { understandAsTyped } from '../../apps/server/src/modules/search/understanding.ts';
import { checkPage, fullScanIds } from '../../apps/server/src/test/search-exactness.ts';

const SORTS = ['newest', 'name', 'popular'] as const;
const BANDS = [
  ['under 0.1%', 0, 0.001],
  ['0.1–1%', 0.001, 0.01],
  ['1–10%', 0.01, 0.1],
  ['over 10%', 0.1, 1],
] as const;

interface Case {
  band: string;
  page1: boolean;
  page50: boolean;
  total: boolean;
  ms: number;
}

/** Keywords spread over every frequency: codes, code prefixes, dictionary words, syllables. */
async function keywords(db: Db): Promise<string[]> {
  const codes = await queryRows(
    db,
    sql`select lower(code) as word from product where status = 'published' and code is not null
      and id % 97 = 0 order by id limit 3`,
    z.object({ word: z.string() }),
  );
  const words = await queryRows(
    db,
    sql`select word from (
        select word, row_number() over (order by published) as n, count(*) over () as total
        from search_word where published > 0
      ) w where n % greatest(1, total / 20) = 0 order by n limit 20`,
    z.object({ word: z.string() }),
  );
  return [
    ...codes.map((c) => c.word),
    ...codes.map((c) => c.word.slice(0, 7)),
    ...words.map((w) => w.word),
    '가',
    '용',
    '사',
    '기',
  ];
}

/** Runs the comparison on `db` and prints the table; answers the cases. */
export async function printExactness(db: Db, title: string): Promise<Case[]> {
  const [row] = await queryRows(
    db,
    sql`select count(*)::int as published from product where status = 'published'`,
    z.object({ published: z.number() }),
  );
  const published = Math.max(1, row?.published ?? 1);
  const cases: Case[] = [];
  for (const keyword of await keywords(db)) {
    const understanding = understandAsTyped(keyword, new Map());
    if (understanding === null) continue;
    for (const sort of SORTS) {
      const query = productListQuerySchema.parse({ keyword, sort });
      const q = { ...publicListQuery(query, new Map()), understanding };
      const truth = await fullScanIds(db, q);
      const share = truth.length / published;
      const band = keyword.includes('-')
        ? 'codes and their prefixes'
        : (BANDS.find(([, from, to]) => share > from && share <= to)?.[0] ?? 'none found');
      const started = performance.now();
      const first = await checkPage(db, q, truth, 0);
      const ms = performance.now() - started;
      const deep = await checkPage(
        db,
        q,
        truth,
        Math.min(49, Math.max(0, Math.ceil(truth.length / 20) - 1)),
      );
      cases.push({
        band,
        page1: first.pageExact,
        page50: deep.pageExact,
        total: first.totalRight,
        ms,
      });
    }
  }
  console.log(`\n${title}: search exactness beside a full scan (30 keywords × 3 orders)`);
  console.log(
    [
      'keywords'.padEnd(26),
      'cases'.padStart(6),
      'page 1'.padStart(8),
      'page 50'.padStart(8),
      'total'.padStart(7),
      'page 1 ms p50'.padStart(14),
    ].join(''),
  );
  const groups = [...new Set(cases.map((c) => c.band)), 'all'];
  for (const group of groups) {
    const of = cases.filter((c) => group === 'all' || c.band === group);
    const times = of.map((c) => c.ms).sort((a, b) => a - b);
    console.log(
      [
        group.padEnd(26),
        String(of.length).padStart(6),
        String(of.filter((c) => c.page1).length).padStart(8),
        String(of.filter((c) => c.page50).length).padStart(8),
        String(of.filter((c) => c.total).length).padStart(7),
        (times[Math.floor(times.length / 2)] ?? 0).toFixed(1).padStart(14),
      ].join(''),
    );
  }
  return cases;
}
