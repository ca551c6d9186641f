/** Korea's offset from UTC: no daylight saving time. */
const KOREA_MS = 9 * 3_600_000;
const HOUR_MS = 3_600_000;

export interface QuietHours {
  /** The hour (Korea, 0–23) the quiet begins and the hour it ends; equal hours: none. */
  start: number;
  end: number;
}

const isQuiet = (hour: number, { start, end }: QuietHours) =>
  start < end ? hour >= start && hour < end : start > end && (hour >= start || hour < end);

/**
 * The earliest time from `at` a text may be sent: `at` itself, or when the quiet hours it falls
 * in end (21:00–08:00 by default: a text at 23:10 waits for 08:00 the next morning).
 */
export function textNotBefore(at: Date, quiet: QuietHours): Date {
  const korean = at.getTime() + KOREA_MS;
  const hour = Math.floor(korean / HOUR_MS) % 24;
  if (!isQuiet(hour, quiet)) return at;
  const hoursLeft = (quiet.end - hour + 24) % 24;
  const endHour = (Math.floor(korean / HOUR_MS) + hoursLeft) * HOUR_MS;
  return new Date(endHour - KOREA_MS);
}
