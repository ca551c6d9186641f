/** A LIKE pattern matching `keyword` anywhere, with LIKE's own wildcards taken literally. */
export const containsPattern = (keyword: string) =>
  `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
