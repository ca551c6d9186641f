import type { SearchInsightQuery } from '@app/contract/search-insight';
import { expect, test } from 'vitest';
import { searchWindowState } from '../../db/schema/index.ts';
import { addDays } from '../../lib/calendar-days.ts';
import { dayInKorea } from '../../plugins/app/visitor.ts';
import { useTestApp } from '../../test/app.ts';
import { createCategory, createProduct } from '../../test/catalogue.ts';
import type { VisitorEvent } from './search-log-types.ts';
import { insertEvents, readSearchInsight } from './search-insight.repository.ts';
import { SEARCH_WINDOWS, rollSearchWindows, windowCounts } from './search-windows.ts';

// The report's last 90 and 365 days read from rolling windows (decision 21): as days pass and
// searches are added, they must say exactly what the daily rows and roll-ups say.

const ctx = useTestApp();
const DAY_MS = 86_400_000;

/** 400 days of searches in two languages, some finding nothing, some clicked. */
async function searchesOfPastDays(now: number, visitor: string) {
  const events: VisitorEvent[] = [];
  for (let ago = 0; ago < 400; ago += 3) {
    // Opened half a second after: both before now, so a flush settles them.
    const at = now - ago * DAY_MS - 1_000;
    const base = { day: dayInKorea(new Date(at)), visitor: `${visitor}-${String(ago)}` };
    const keyword = ago % 2 === 0 ? '창문' : `없는 말 ${String(ago % 5)}`;
    const lang = ago % 7 === 0 ? 'en' : 'ko';
    events.push({
      ...base,
      at,
      kind: 'search',
      keyword,
      lang,
      category: null,
      place: null,
      sort: 'newest',
    });
    if (ago % 4 === 0) events.push({ ...base, at: at + 500, kind: 'open', product: handle.id });
  }
  await insertEvents(ctx.app.db, events);
  await ctx.app.searchInsight.flush(true);
}
let handle: { id: number };

const stillEmpty = () => Promise.resolve(true);

/** The report of a window's range from the window, then from the roll-ups, which must agree. */
async function expectWindowsAgree(today: string) {
  for (const days of SEARCH_WINDOWS) {
    for (const lang of [undefined, 'ko', 'en'] as const) {
      const query: SearchInsightQuery = { from: addDays(today, 1 - days), to: today, lang };
      expect(await windowCounts(ctx.app.db, query, today), 'read from the window').not.toBeNull();
      const windowed = await readSearchInsight(ctx.app.db, query, today, stillEmpty);
      // Out of date, the window is passed over for the roll-ups, then built anew.
      await ctx.app.db.update(searchWindowState).set({ asOf: null });
      expect(await windowCounts(ctx.app.db, query, today)).toBeNull();
      const covered = await readSearchInsight(ctx.app.db, query, today, stillEmpty);
      await rollSearchWindows(ctx.app.db, today);
      const rebuilt = await readSearchInsight(ctx.app.db, query, today, stillEmpty);
      const label = `${String(days)} days to ${today}, ${lang ?? 'all'}`;
      expect(windowed, label).toEqual(covered);
      expect(rebuilt, label).toEqual(covered);
    }
  }
}

test('the last 90 and 365 days count from their windows exactly what the days hold, as days pass', async () => {
  const category = await createCategory(ctx, { name: '창호' });
  handle = await createProduct(ctx, { categoryId: category.id, name: '창문 손잡이' });
  await ctx.app.productSearch.rebuildWords();
  const now = Date.now();
  const today = dayInKorea(new Date(now));
  await searchesOfPastDays(now, 'first');

  await expectWindowsAgree(today);
  const lastYear = { from: addDays(today, -364), to: today };
  const year = await readSearchInsight(ctx.app.db, lastYear, today, stillEmpty);
  // What the check compares is not empty: 122 of the 134 searches are within the year.
  expect(year.totals.searches).toBe(122);
  expect(year.totals.clicks).toBeGreaterThan(0);
  expect(year.empty.length).toBeGreaterThan(0);

  // Searches written while the windows count to today land in them too.
  await searchesOfPastDays(now, 'second');
  await expectWindowsAgree(today);
  const again = await readSearchInsight(ctx.app.db, lastYear, today, stillEmpty);
  expect(again.totals.searches).toBe(244);

  // Days later, some counted days have left each window; 400 days on, all have.
  for (const passed of [1, 40, 100, 400]) {
    const later = addDays(today, passed);
    await rollSearchWindows(ctx.app.db, later);
    await expectWindowsAgree(later);
  }
  const empty = await readSearchInsight(
    ctx.app.db,
    { from: addDays(today, 36), to: addDays(today, 400) },
    addDays(today, 400),
    stillEmpty,
  );
  expect(empty.totals.searches).toBe(0);
});
