/**
 * The company's time zone: every date is shown in Korean time, so a page reads the same
 * wherever it is rendered (the server, a visitor abroad).
 */
export const SITE_TIME_ZONE = 'Asia/Seoul';

/** "2026. 11. 21. 오후 2:05" / "Nov 21, 2026, 2:05 PM": a timestamp in the reader's language. */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: SITE_TIME_ZONE,
  }).format(new Date(iso));
}
