import { isbot } from 'isbot';

/** User agents whose test is remembered: the same few browsers ask for most pages. */
const MEMO = 2_000;
let known = new Map<string, boolean>();

/**
 * Whether a request comes from a crawler, by its user agent (isbot's list); a request without
 * one is taken as a script's, since every browser sends it.
 */
export function isCrawler(userAgent: string | undefined): boolean {
  if (userAgent === undefined || userAgent === '') return true;
  let crawler = known.get(userAgent);
  if (crawler === undefined) {
    if (known.size >= MEMO) known = new Map();
    crawler = isbot(userAgent);
    known.set(userAgent, crawler);
  }
  return crawler;
}
