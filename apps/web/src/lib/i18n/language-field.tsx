import { useLocation } from 'react-router';
import { DEFAULT_LANGUAGE } from './language';
import { LANGUAGE_PARAM, languageOfSearch } from './language-url';

/**
 * Keeps the page's `?lang=` in a GET form's address, which the browser builds from the form's
 * fields alone (before the app starts, or without JavaScript).
 */
export function LanguageField() {
  const language = languageOfSearch(useLocation().search);
  if (language === DEFAULT_LANGUAGE) return null;
  return <input type="hidden" name={LANGUAGE_PARAM} value={language} />;
}
