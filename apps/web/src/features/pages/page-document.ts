import type { Language } from '../../lib/i18n/language';

/** Content kept in the build for each interface language (the home page's fixed sections, the company profile). */
export type Localized<T> = Record<Language, T>;
