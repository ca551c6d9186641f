/**
 * A person's browser as the server tells it from a crawler (lib/crawler.ts): the search log and
 * the visitor statistics count no crawler, and inject's own user agent is one. `n` makes
 * browsers that differ (one visitor each behind one address).
 */
export const browserUserAgent = (n = 0) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${String(n)}.0 Safari/537.36`;
