import type { Language } from '../../../lib/i18n/language';

/** Query keys of the places; every staff write invalidates `all`, both languages and staff's. */
export const placeKeys = {
  all: ['places'] as const,
  list: (language: Language) => ['places', 'list', language] as const,
  admin: ['places', 'admin'] as const,
};
