import type {
  EarlierSearch,
  FollowUp,
  LoggedSearch,
  SearchAsked,
  SearchOutcome,
  VisitorEvent,
} from './search-log-types.ts';

export interface SettleRules {
  /** A keyword that extends or shortens the last one within this is the same search. */
  windowMs: number;
  /** A click or an inquiry this long after a search is credited to it. */
  followUpMs: number;
  /** More searches than this within a minute, and none of the visitor's is logged: a bot's. */
  searchesPerMinute: number;
}

export interface SettleSources {
  answer: (search: SearchAsked) => Promise<SearchOutcome>;
  /** The visitor's last logged search since `since`, if any. */
  earlier: (visitor: string, since: number) => Promise<EarlierSearch | null>;
}

type SearchEvent = Extract<VisitorEvent, { kind: 'search' }>;

interface Draft {
  search: SearchEvent;
  opened: number | null;
  inquiry: number | null;
}

/** Whether more than `limit` searches fall within one minute. */
const tooFast = (drafts: Draft[], limit: number) =>
  drafts.some((draft, i) => {
    const later = drafts[i + limit];
    return later !== undefined && later.search.at - draft.search.at < 60_000;
  });

const sameIntent = (last: SearchEvent, next: SearchEvent, windowMs: number) =>
  next.at - last.at <= windowMs &&
  (next.keyword.startsWith(last.keyword) || last.keyword.startsWith(next.keyword));

/**
 * One visitor's events, in order, as the searches they meant: a keyword typed on within the
 * window (`환`, `환풍`, `환풍기`, or the same keyword paged or re-sorted) is one search whose last
 * form stands; a product opened right after is its click; a product opened or an inquiry sent
 * later within `followUpMs` is credited to the last search, logged now or earlier. A visitor
 * searching faster than a person does is a bot, and nothing of theirs is logged.
 */
async function settleVisitor(
  visitor: string,
  events: VisitorEvent[],
  rules: SettleRules,
  sources: SettleSources,
) {
  const drafts: Draft[] = [];
  const followUps: FollowUp[] = [];
  let pending: Draft | null = null;
  let earlier: EarlierSearch | null | undefined;
  const earlierSearch = async (at: number) => {
    earlier ??= await sources.earlier(visitor, at - rules.followUpMs);
    return earlier !== null && at - earlier.at <= rules.followUpMs ? earlier : null;
  };
  for (const event of events) {
    if (event.kind === 'search') {
      if (pending !== null && sameIntent(pending.search, event, rules.windowMs)) {
        pending.search = event;
      } else {
        if (pending !== null) drafts.push(pending);
        pending = { search: event, opened: null, inquiry: null };
      }
      continue;
    }
    if (event.kind === 'open' && pending !== null) {
      pending.opened = event.product;
      drafts.push(pending);
      pending = null;
      continue;
    }
    const last = pending ?? drafts.at(-1);
    if (last !== undefined) {
      if (event.at - last.search.at > rules.followUpMs) continue;
      if (event.kind === 'open') last.opened ??= event.product;
      else last.inquiry ??= event.inquiry;
      continue;
    }
    const logged = await earlierSearch(event.at);
    if (logged === null) continue;
    if (event.kind === 'inquiry') {
      if (logged.inquired) continue;
      logged.inquired = true;
      followUps.push({ kind: 'inquiry', search: logged.key, inquiry: event.inquiry });
    } else if (!logged.clicked) {
      const position = (await sources.answer(logged.search)).ids.indexOf(event.product) + 1;
      if (position === 0) continue;
      logged.clicked = true;
      followUps.push({ kind: 'click', search: logged.key, product: event.product, position });
    }
  }
  if (pending !== null) drafts.push(pending);
  // A scraper with a browser's user agent: what it searched says nothing of what people look for.
  if (tooFast(drafts, rules.searchesPerMinute)) return { drafts: [], followUps: [] };
  return { drafts, followUps };
}

/** A settled search, answered, as the log keeps it. */
async function logged(draft: Draft, answer: SettleSources['answer']): Promise<LoggedSearch> {
  const { search } = draft;
  const outcome = await answer(search);
  const position = draft.opened === null ? 0 : outcome.ids.indexOf(draft.opened) + 1;
  return {
    at: new Date(search.at),
    day: search.day,
    typed: search.keyword,
    searched: outcome.searched,
    route: outcome.route,
    results: outcome.results,
    lang: search.lang,
    category: search.category,
    place: search.place,
    sort: search.sort,
    visitor: search.visitor,
    clicked: draft.opened !== null && position > 0 ? { product: draft.opened, position } : null,
    inquiry: draft.inquiry,
  };
}

/**
 * Events, of any visitors, as searches to log and follow-ups of earlier ones. Searches without
 * a visitor hash are each their own; their clicks and inquiries cannot be told.
 */
export async function settleEvents(
  events: VisitorEvent[],
  rules: SettleRules,
  sources: SettleSources,
): Promise<{ searches: LoggedSearch[]; followUps: FollowUp[] }> {
  const byVisitor = new Map<string, VisitorEvent[]>();
  const drafts: Draft[] = [];
  const followUps: FollowUp[] = [];
  for (const event of [...events].sort((a, b) => a.at - b.at)) {
    if (event.visitor === null) {
      if (event.kind === 'search') drafts.push({ search: event, opened: null, inquiry: null });
      continue;
    }
    const list = byVisitor.get(event.visitor) ?? [];
    list.push(event);
    byVisitor.set(event.visitor, list);
  }
  for (const [visitor, list] of byVisitor) {
    const settled = await settleVisitor(visitor, list, rules, sources);
    drafts.push(...settled.drafts);
    followUps.push(...settled.followUps);
  }
  // One at a time: most are answered from the search's cache, the rest must not flood the
  // database's queue at once (public reads are shed beyond a depth).
  const searches: LoggedSearch[] = [];
  for (const draft of drafts) searches.push(await logged(draft, sources.answer));
  return { searches, followUps };
}
