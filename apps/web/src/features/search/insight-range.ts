const koreanDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' });

/** The last `days` days in Korea, today included, as the search log counts them. */
export function lastDays(days: number, now = Date.now()) {
  return {
    from: koreanDay.format(now - (days - 1) * 86_400_000),
    to: koreanDay.format(now),
  };
}
