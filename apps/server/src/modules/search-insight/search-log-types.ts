import type { ProductSort } from '@app/contract/product-constants';

/* The search log's records, shared by its stages (visitor-events.ts, the repository, the plugin). */

/** What a visitor asked of the search: a list page or API call with a keyword. */
export interface SearchAsked {
  keyword: string;
  lang: 'ko' | 'en';
  category: number | null;
  place: number | null;
  sort: ProductSort;
}

interface EventBase {
  at: number;
  /** The day in Korea. */
  day: string;
  /** The day's visitor hash (plugins/app/visitor.ts); null when it could not be made. */
  visitor: string | null;
}

/** What a visitor did that the search log takes in, as it happened. */
export type VisitorEvent = EventBase &
  (
    | ({ kind: 'search' } & SearchAsked)
    | { kind: 'open'; product: number }
    | { kind: 'inquiry'; inquiry: number }
  );

/** How a search came out: as the product search answers it. */
export interface SearchOutcome {
  searched: string;
  route: string;
  results: number;
  /** The matches in the order shown, as far as a click is looked for. */
  ids: readonly number[];
}

/** A search logged earlier, that a click or an inquiry may follow. */
export interface EarlierSearch {
  key: LoggedKey;
  at: number;
  search: SearchAsked;
  clicked: boolean;
  inquired: boolean;
}

/** A settled search, understood and counted, ready to be logged. */
export interface LoggedSearch {
  at: Date;
  day: string;
  typed: string;
  searched: string;
  route: string;
  results: number;
  lang: string;
  category: number | null;
  place: number | null;
  sort: string;
  visitor: string | null;
  clicked: { product: number; position: number } | null;
  /** The inquiry sent after it, within the window. */
  inquiry: number | null;
}

/** A logged search's day, query and language: the daily row its follow-ups count in. */
export interface LoggedKey {
  id: number;
  day: string;
  searched: string;
  lang: string;
}

/** What happened after a logged search: a result opened, or an inquiry. */
export type FollowUp =
  | { kind: 'click'; search: LoggedKey; product: number; position: number }
  | { kind: 'inquiry'; search: LoggedKey; inquiry: number };
