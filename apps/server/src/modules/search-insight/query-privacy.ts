/** An e-mail address anywhere in a query. */
const EMAIL = /[^\s@]+@[^\s@]+/gu;
/**
 * A Korean telephone number: mobile (010-1234-5678), area (02-123-4567), with or without its
 * separators or +82. Product codes keep their digits: they do not start with 0 and a 3–4 and 4
 * digit run.
 */
const PHONE = /(?:\+82[-.\s]?0?|\b0)\d{1,2}[-.\s]?\d{3,4}[-.\s]?\d{4}\b/gu;

/**
 * What a search log keeps of a query: visitors paste a phone number or an e-mail address into a
 * search box more often than one would think (their own, to find their inquiry), and the log
 * must not become a list of them.
 */
export const maskPersonalData = (query: string) =>
  query.replace(EMAIL, '[email]').replace(PHONE, '[phone]');
