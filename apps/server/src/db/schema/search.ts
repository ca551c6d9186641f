import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/**
 * Every word of the product names (Korean and English) and of the synonyms, with the keys it is
 * typed with: what a 초성 query, a word typed halfway or with one key wrong is resolved to
 * (modules/search). Rebuilt from the products after writes; words with digits (codes,
 * sizes) are not kept, since they are matched exactly.
 */
export const searchWord = pgTable(
  'search_word',
  {
    word: text('word').primaryKey(),
    /** Keystrokes on a Korean keyboard as ASCII (환풍기 → ghksvndrl). */
    keys: text('keys').notNull(),
    /** Keystrokes of the initial consonants (환풍기 → gvr); empty for Latin words. */
    initials: text('initials').notNull(),
    /** Published products whose name holds the word; 0 for staff-only words. */
    published: integer('published').notNull(),
    /** Products of any status whose name holds the word. */
    products: integer('products').notNull(),
  },
  (t) => [
    index('search_word_keys_idx').using('btree', sql`${t.keys} text_pattern_ops`),
    index('search_word_initials_idx').using('btree', sql`${t.initials} text_pattern_ops`),
    index('search_word_keys_trgm_idx').using('gin', sql`${t.keys} gin_trgm_ops`),
  ],
);

/**
 * A synonym staff entered: a search for `term` also finds `alternatives`, and with `bothWays`
 * each alternative finds the term and the others too (스뎅 → 스테인리스; 에어 컴프레서 ↔ air
 * compressor). Terms are stored normalised (lowercase, single spaces).
 */
export const searchSynonym = pgTable(
  'search_synonym',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    term: text('term').notNull(),
    alternatives: text('alternatives').array().notNull(),
    bothWays: boolean('both_ways').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('search_synonym_term_idx').on(t.term)],
);
