import { formatDate } from '../../lib/date-time';

/** "2026. 12. 1." / "Dec 1, 2026": a 시행일 (a day in Korea) in the reader's language. */
export const formatPolicyDay = (day: string, language: string) =>
  formatDate(`${day}T00:00:00+09:00`, language);
