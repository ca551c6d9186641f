/** A `YYYY-MM-DD` day (in Korea) as people read it, with its weekday: no time zone shifts it. */
export function formatDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    month: 'short',
    day: 'numeric',
    weekday: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
