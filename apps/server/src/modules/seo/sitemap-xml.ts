/** One `<url>` or `<sitemap>` entry: an absolute address and, when known, its last change (ms). */
export interface SitemapEntry {
  loc: string;
  lastmod: number | null;
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Ids are digits, but the origin may come from the request's Host header. */
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** W3C Datetime to the second, in UTC (`2026-11-23T15:14:37Z`), as the sitemap protocol asks. */
export const w3cDatetime = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

function entryXml(tag: 'url' | 'sitemap', entry: SitemapEntry): string {
  // Omitted only when nothing it shows has a date yet (an empty catalogue's list page).
  const lastmod = entry.lastmod === null ? '' : `<lastmod>${w3cDatetime(entry.lastmod)}</lastmod>`;
  return `<${tag}><loc>${escapeXml(entry.loc)}</loc>${lastmod}</${tag}>\n`;
}

/** A `<urlset>` written batch by batch, so a caller streaming it never holds the whole text. */
export function* urlsetXml(batches: Iterable<readonly SitemapEntry[]>): Generator<string> {
  yield `${HEAD}<urlset xmlns="${NAMESPACE}">\n`;
  for (const batch of batches) yield batch.map((entry) => entryXml('url', entry)).join('');
  yield '</urlset>\n';
}

/** A `<sitemapindex>`: a few dozen entries at most, so one string. */
export function sitemapIndexXml(entries: readonly SitemapEntry[]): string {
  const body = entries.map((entry) => entryXml('sitemap', entry)).join('');
  return `${HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${body}</sitemapindex>\n`;
}
