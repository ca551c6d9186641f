import { SEARCH_ROUTES, type SearchRoute } from '@app/contract/search';
import {
  compact,
  fitsInitials,
  initials,
  isInitialsQuery,
  keystrokes,
  normalizeQuery,
  otherKeyboardMode,
} from './query-text.ts';
import type { SynonymMap } from './synonyms.ts';

/**
 * The routes, best first (contract/search.ts): the order is the ranking's within a field
 * (decision 5).
 */
export const ROUTES = SEARCH_ROUTES;
export type Route = SearchRoute;

/**
 * One way a part of the query is found: every word in a product's search text, or (`compact`)
 * the one word, without spaces and separators, in its names and code.
 */
export interface Alternative {
  route: Route;
  words: string[];
  compact?: boolean;
}

/** A part of the query (a word, or the words of a synonym), found when any alternative is. */
export interface Slot {
  typed: string;
  alternatives: Alternative[];
}

/** A keyword as the search understood it: every slot must be found (AND). */
export interface Understanding {
  /** The keyword, normalised. */
  typed: string;
  slots: Slot[];
  /**
   * A keyword of several words also matches as one, without its spaces, in names and codes
   * (`sus 304 50a` is the code SUS-304-50A, `에어 컴프레서` the name 에어컴프레서).
   */
  whole?: Alternative | undefined;
  /** The weakest route any slot needed: `literal` when the keyword was searched as typed. */
  route: Route;
  /** What was searched, in words: the typed keyword, or its rewrite (환풍기 for ghksvndrl). */
  searched: string;
}

/** A keyword is split into at most this many words; every one must be found. */
export const MAX_TERMS = 5;
/** The longest synonym, in words, looked up among a keyword's words. */
const MAX_SYNONYM_WORDS = 3;
/** Compact forms shorter than this add nothing a literal match does not find. */
const MIN_COMPACT = 3;

const literal = (words: string[]): Alternative => ({ route: 'literal', words });

/** The alternatives of typed words before any rewrite: as typed, their synonyms, compact. */
function typedSlot(words: string[], synonyms: SynonymMap): Slot {
  const typed = words.join(' ');
  const alternatives: Alternative[] = [literal(words)];
  for (const phrase of synonyms.get(typed) ?? []) {
    alternatives.push({ route: 'synonym', words: phrase.split(' ') });
  }
  const key = compact(typed);
  if (Array.from(key).length >= MIN_COMPACT) {
    alternatives.push({ route: 'spacing', words: [key], compact: true });
  }
  return { typed, alternatives };
}

const worst = (slots: Slot[]): Route =>
  ROUTES[Math.max(0, ...slots.map((s) => ROUTES.indexOf(s.alternatives[0]?.route ?? 'literal')))] ??
  'literal';

const describe = (typed: string, slots: Slot[], whole?: Alternative): Understanding => {
  const route = worst(slots);
  const searched =
    route === 'literal' ? typed : slots.map((s) => s.alternatives[0]?.words.join(' ')).join(' ');
  return { typed, slots, route, searched, ...(whole ? { whole } : {}) };
};

/**
 * The keyword as typed: its words (at most MAX_TERMS, each once), the longest runs of words
 * that are a synonym taken together (에어 컴프레서 = air compressor). Null for an empty keyword.
 */
export function understandAsTyped(keyword: string, synonyms: SynonymMap): Understanding | null {
  const typed = normalizeQuery(keyword);
  const terms = [...new Set(typed.split(' '))].filter((t) => t !== '').slice(0, MAX_TERMS);
  if (terms.length === 0) return null;
  const slots: Slot[] = [];
  for (let i = 0; i < terms.length;) {
    let size = Math.min(MAX_SYNONYM_WORDS, terms.length - i);
    while (size > 1 && !synonyms.has(terms.slice(i, i + size).join(' '))) size -= 1;
    slots.push(typedSlot(terms.slice(i, i + size), synonyms));
    i += size;
  }
  const key = compact(typed);
  const whole: Alternative | undefined =
    slots.length > 1 && Array.from(key).length >= MIN_COMPACT
      ? { route: 'spacing', words: [key], compact: true }
      : undefined;
  return describe(terms.join(' '), slots, whole);
}

/** Dictionary words, as search-words.ts finds them. */
export interface Word {
  word: string;
}

/** What rewriting needs from the catalogue. */
export interface Lookups {
  /** Does any product (the searcher may see) have a match of this alternative? */
  exists(alternative: Alternative): Promise<boolean>;
  wordsByKeys(keys: string): Promise<Word[]>;
  wordsByInitials(keys: string): Promise<Word[]>;
  wordsNear(term: string): Promise<Word[]>;
}

/**
 * The words a rewrite offers as alternatives of one slot: a few likeliest for a typo or a word
 * being typed; every fitting word (up to a bound) for 초성, whose short forms fit many words
 * (ㄱㅇ: 고압, 공업, 가열…) of which the other words of the query pick one.
 */
const WORDS_PER_REWRITE = 5;
const WORDS_PER_INITIALS = 30;

const asAlternatives = (route: Route, words: Word[]) =>
  words
    .slice(0, route === 'initials' ? WORDS_PER_INITIALS : WORDS_PER_REWRITE)
    .map((w): Alternative => ({ route, words: [w.word] }));

/**
 * What a word that finds nothing as typed may have meant, trying in turn: initial consonants
 * (before the keyboard: `ㄱㅇ` is far likelier 초성 than `rd` typed in Korean mode), the other
 * keyboard mode, the start of a longer word, a typo. Null when nothing fits.
 */
async function rewrite(term: string, lookups: Lookups): Promise<Alternative[] | null> {
  if (isInitialsQuery(term)) {
    const fitting = (await lookups.wordsByInitials(initials(term))).filter((w) =>
      fitsInitials(term, w.word),
    );
    if (fitting.length > 0) return asAlternatives('initials', fitting);
  }
  const other = otherKeyboardMode(term);
  if (other !== null) {
    const alternatives: Alternative[] = [{ route: 'keyboard', words: [other] }];
    if (compact(other) !== other) {
      alternatives.push({ route: 'keyboard', words: [compact(other)], compact: true });
    }
    for (const alternative of alternatives) {
      if (await lookups.exists(alternative)) return alternatives;
    }
  }
  const keys = keystrokes(term);
  if (keys.length >= 2) {
    const started = await lookups.wordsByKeys(keys);
    if (started.length > 0) return asAlternatives('prefix', started);
  }
  const near = await lookups.wordsNear(term);
  return near.length > 0 ? asAlternatives('typo', near) : null;
}

/**
 * The keyword understood again after it found nothing as typed: each slot none of whose
 * alternatives exists is rewritten (`rewrite`). Null when a slot finds nothing any way, so the
 * keyword finds nothing (every slot must be found); the same understanding when every slot
 * exists, since then it is the slots together that match nothing.
 */
export async function understandAfterNothing(
  understanding: Understanding,
  lookups: Lookups,
): Promise<Understanding | null> {
  const slots: Slot[] = [];
  for (const slot of understanding.slots) {
    let found = false;
    for (const alternative of slot.alternatives) {
      if (await lookups.exists(alternative)) {
        found = true;
        break;
      }
    }
    if (found) {
      slots.push(slot);
      continue;
    }
    const words = slot.typed.split(' ');
    const rewritten = words.length === 1 ? await rewrite(slot.typed, lookups) : null;
    if (rewritten === null) return null;
    slots.push({ typed: slot.typed, alternatives: rewritten });
  }
  return describe(understanding.typed, slots, understanding.whole);
}
