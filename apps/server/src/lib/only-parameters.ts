/**
 * A request URL with only the named query parameters (the first value of each), in the order
 * named: one form for the log, or for a page's cache key, whatever else the client sent.
 */
export function withOnlyParameters(url: string, names: readonly string[]): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const params = new URLSearchParams(url.slice(mark + 1));
  const kept = new URLSearchParams();
  for (const name of names) {
    const value = params.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query === '' ? url.slice(0, mark) : `${url.slice(0, mark)}?${query}`;
}
