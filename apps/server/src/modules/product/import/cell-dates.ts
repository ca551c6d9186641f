/**
 * Dates and times in a workbook. A spreadsheet stores a date as a number of days (46055 is
 * 2026-02-02) and only its cell style says it is one: a cell is shown as a date when its number
 * format is a date format, built in or custom. The import reads such cells as the text a person
 * sees, `2026-02-02` (or `2026-02-02 14:30`, `14:30`), never as the serial number.
 */

/** Excel's built-in formats that show a date or a time (ECMA-376 §18.8.30, and the CJK ones). */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51,
  52, 53, 54, 55, 56, 57, 58,
]);

/** What a format code shows once quoted text, escaped characters and `[…]` parts are dropped. */
const shownTokens = (code: string) =>
  code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/\[[^\]]*\]/g, '');

export type DateShape = 'date' | 'date-time' | 'time';

/** How a number format shows a number, when it shows a date or a time; null otherwise. */
export function dateShape(numFmtId: number, code: string | undefined): DateShape | null {
  const tokens = code === undefined ? null : shownTokens(code);
  if (tokens === null && !BUILT_IN_DATE_FORMATS.has(numFmtId)) return null;
  const shown =
    tokens ?? (numFmtId >= 18 && numFmtId <= 21 ? 'h:mm' : numFmtId === 22 ? 'yd h' : 'yd');
  const date = /[yd]/i.test(shown);
  const time = /[hs]/i.test(shown);
  if (date) return time ? 'date-time' : 'date';
  return time ? 'time' : null;
}

const DAY_MS = 86_400_000;
/** Day 0 of the 1900 date system, one day early for Excel's phantom 1900-02-29. */
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);

/** A serial day number as the text its format shows; the number itself when it is no date. */
export function serialText(serial: string, shape: DateShape, date1904: boolean): string {
  const days = Number(serial);
  if (!Number.isFinite(days) || days < 0 || days > 2_958_465) return serial;
  const at = new Date((date1904 ? EPOCH_1904 : EPOCH_1900) + Math.round(days * DAY_MS));
  const iso = at.toISOString();
  const seconds = iso.slice(17, 19);
  const time = seconds === '00' ? iso.slice(11, 16) : iso.slice(11, 19);
  if (shape === 'time') return time;
  const day = iso.slice(0, 10);
  return shape === 'date-time' && time !== '00:00' ? `${day} ${time}` : day;
}
