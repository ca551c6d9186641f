import type { Readable } from 'node:stream';
import type { SearchInsightExportQuery, SearchedQuery } from '@app/contract/search-insight';
import type { Db } from '../../db/client.ts';
import { type Cell, streamed, writeSpreadsheet } from '../../lib/spreadsheet.ts';
import { everySearchedQuery } from './search-insight.repository.ts';

const SHEETS = {
  ko: {
    name: '검색어',
    header: ['검색어', '검색', '결과 없음', '클릭', '클릭률 (%)', '평균 클릭 위치', '문의'],
  },
  en: {
    name: 'Queries',
    header: [
      'Query',
      'Searches',
      'Found nothing',
      'Clicks',
      'Click rate (%)',
      'Average position',
      'Inquiries',
    ],
  },
} as const;

/** Clicks per search that found something, in percent to one decimal; empty when none did. */
const clickRate = (row: SearchedQuery) =>
  row.searches === row.empty
    ? ''
    : Math.round((row.clicks / (row.searches - row.empty)) * 1000) / 10;

const cells = (row: SearchedQuery): Cell[] => [
  row.searched,
  row.searches,
  row.empty,
  row.clicks,
  clickRate(row),
  row.averagePosition ?? '',
  row.inquiries,
];

/** Every query of the range, one row each, most searched first, as .xlsx or CSV. */
export function searchInsightExport(
  db: Db,
  query: SearchInsightExportQuery,
  today: string,
  onError: (error: unknown) => void,
): Readable {
  const sheet = SHEETS[query.sheet];
  return streamed(async (out) => {
    const rows = await everySearchedQuery(db, query, today);
    async function* batches() {
      yield rows.map(cells);
    }
    await writeSpreadsheet(
      out,
      query.format,
      { name: sheet.name, header: [...sheet.header] },
      batches(),
    );
  }, onError);
}
