import type { Language } from '../../../lib/i18n/language';

/** Query keys of the popups; every staff write invalidates `all`. */
export const popupKeys = {
  all: ['popups'] as const,
  showing: (language: Language, device: 'desktop' | 'mobile') =>
    ['popups', 'showing', language, device] as const,
  admin: ['popups', 'admin'] as const,
};
