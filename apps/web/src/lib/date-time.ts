/**
 * The company's time zone: every date is shown in Korean time, so a page reads the same
 * wherever it is rendered (the server, a visitor abroad).
 */
export const SITE_TIME_ZONE = 'Asia/Seoul';

const STYLES = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  monthDay: { month: 'numeric', day: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Building a formatter costs far more than using one (milliseconds each on a phone): one per language and style. */
function formatter(language: string, style: keyof typeof STYLES): Intl.DateTimeFormat {
  const key = `${language} ${style}`;
  let format = formatters.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(language, { ...STYLES[style], timeZone: SITE_TIME_ZONE });
    formatters.set(key, format);
  }
  return format;
}

/** "2026. 11. 21. 오후 2:05" / "Nov 21, 2026, 2:05 PM": a timestamp in the reader's language. */
export function formatDateTime(iso: string, language: string): string {
  return formatter(language, 'dateTime').format(new Date(iso));
}

/** "2026. 11. 21." / "Nov 21, 2026": a day in the reader's language. */
export function formatDate(iso: string, language: string): string {
  return formatter(language, 'date').format(new Date(iso));
}

/**
 * "1. 31." / "1/31": a calendar day (`2026-01-31`, already a Korean day) without its year, for
 * short labels such as a chart's axis. Its UTC midnight is 9 a.m. in Korea, still the same day.
 */
export function formatMonthDay(day: string, language: string): string {
  return formatter(language, 'monthDay').format(new Date(`${day}T00:00:00Z`));
}
