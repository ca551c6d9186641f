import '../../lib/zod-config';
import { type SynonymInput, synonymInputSchema } from '@app/contract/search';

/** The alternatives as staff write them: one a line, blank lines left out. */
export function alternativesFromText(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The synonym form's fields, checked with the contract's schema (the server checks the same). */
export function parseSynonymForm(data: FormData) {
  const alternatives = data.get('alternatives');
  return synonymInputSchema.safeParse({
    term: data.get('term'),
    alternatives: alternativesFromText(typeof alternatives === 'string' ? alternatives : ''),
    bothWays: data.get('bothWays') === 'on',
  } satisfies Record<keyof SynonymInput, unknown>);
}
