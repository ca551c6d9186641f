import { compact } from '../search/query-text.ts';

/**
 * A product code as codes are compared (and stored as typed): without case, spaces and the
 * separators a code is written with or without, so `KP-100`, `kp100` and `KP 100` are one code.
 * The same as SQL's `product_code_key`, which the unique index `product_code_key_idx` reads.
 */
export const productCodeKey = (code: string) => compact(code.normalize('NFC').toLowerCase());
