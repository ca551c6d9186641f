/** "2026. 11. 21. 오후 2:05" / "Nov 21, 2026, 2:05 PM": a timestamp in the reader's language. */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
