import type { Language } from '../../../lib/i18n/language';

/** Query keys of the categories; every staff write invalidates `all`, both languages and staff's. */
export const categoryKeys = {
  all: ['categories'] as const,
  list: (language: Language) => ['categories', 'list', language] as const,
  admin: ['categories', 'admin'] as const,
};
