/**
 * An author name as the public list shows it: the first and last characters kept, the
 * middle starred (홍길동 → 홍*동, 남궁민수 → 남**수, 이순 → 이*, 김 → *). Characters are
 * code points, so names outside the BMP are not cut in half.
 */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  const first = chars[0];
  const last = chars.at(-1);
  if (first === undefined || last === undefined) return '';
  if (chars.length === 1) return '*';
  if (chars.length === 2) return `${first}*`;
  return `${first}${'*'.repeat(chars.length - 2)}${last}`;
}
