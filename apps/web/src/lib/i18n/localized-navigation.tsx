import { useCallback } from 'react';
import {
  Link as RouterLink,
  type LinkProps,
  Navigate as RouterNavigate,
  type NavigateFunction,
  type NavigateOptions,
  NavLink as RouterNavLink,
  type NavLinkProps,
  type NavigateProps,
  type To,
  useLocation,
  useNavigate as useRouterNavigate,
} from 'react-router';
import { DEFAULT_LANGUAGE, type Language } from './language';
import { languageOfSearch, withLanguage } from './language-url';

/*
 * The language lives in the URL (`?lang=en`, DESIGN §2), so every internal link and navigation
 * carries it: a visitor reading English stays in English, and the server renders each URL in
 * one language. Import these instead of react-router's own.
 */

function localize(to: To, language: Language): To {
  if (language === DEFAULT_LANGUAGE) return to;
  if (typeof to === 'string') {
    // Only paths on this site; `#…` and relative paths resolve against the current URL.
    if (!to.startsWith('/')) return to;
    const url = new URL(to, 'http://site');
    return `${url.pathname}${withLanguage(url.search, language)}${url.hash}`;
  }
  if (to.pathname === undefined) return to;
  return { ...to, search: withLanguage(to.search ?? '', language) };
}

/**
 * The current URL's language, which links keep. Read from the location rather than i18next:
 * a page renders dozens of links, and react-i18next's hook copies the i18n instance for each.
 */
const useUrlLanguage = () => languageOfSearch(useLocation().search);

export function Link({ to, ...props }: LinkProps) {
  return <RouterLink {...props} to={localize(to, useUrlLanguage())} />;
}

export function NavLink({ to, ...props }: NavLinkProps) {
  return <RouterNavLink {...props} to={localize(to, useUrlLanguage())} />;
}

export function Navigate({ to, ...props }: NavigateProps) {
  return <RouterNavigate {...props} to={localize(to, useUrlLanguage())} />;
}

export function useNavigate(): NavigateFunction {
  const navigate = useRouterNavigate();
  const language = useUrlLanguage();
  return useCallback(
    (to: To | number, options?: NavigateOptions) =>
      typeof to === 'number' ? navigate(to) : navigate(localize(to, language), options),
    [navigate, language],
  );
}
