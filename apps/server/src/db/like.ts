/** `text` with LIKE's wildcards and escape character taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching `keyword` anywhere, with LIKE's own wildcards taken literally. */
export const containsPattern = (keyword: string) => `%${escapeLike(keyword)}%`;
