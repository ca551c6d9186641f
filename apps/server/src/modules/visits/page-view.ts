import type { ContentLanguage } from '@app/contract/content-language';
import type { VisitDevice } from '@app/contract/visits';

/*
 * What a page view is counted by, read from the request alone: the page, the referrer's domain,
 * the device class and the language. Cheap string work on the request path (a few µs), nothing
 * that names a person: the referrer loses its path and query, the user agent becomes one of
 * three words.
 */

/** Longest page path counted as itself; longer ones are cut (the rest names no other page). */
const MAX_PATH = 200;

/**
 * The page a URL names, for "top pages": its path without the query (every public page is named
 * by its path), an inquiry's number replaced by `:id` (an inquiry page is one person's).
 */
export function pagePath(url: string): string {
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  const named = path.startsWith('/inquiries/') ? path.replace(/\/\d+(?=\/|$)/g, '/:id') : path;
  return named.length > MAX_PATH ? named.slice(0, MAX_PATH) : named;
}

/** The page's language: `?lang=en` is English, anything else the Korean default. */
export function pageLanguage(url: string): ContentLanguage {
  const mark = url.indexOf('?');
  if (mark === -1 || !url.includes('lang=', mark)) return 'ko';
  return new URLSearchParams(url.slice(mark + 1)).get('lang') === 'en' ? 'en' : 'ko';
}

/** Tablets first: Android tablets say "Android" without "Mobile". iPadOS says "Macintosh". */
const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i;
const MOBILE = /Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini/i;

export function deviceClass(userAgent: string): VisitDevice {
  if (TABLET.test(userAgent)) return 'tablet';
  return MOBILE.test(userAgent) ? 'mobile' : 'desktop';
}

/**
 * Search engines and portals, by the hosts they refer from (any subdomain), under one domain
 * each: `search.naver.com` and `m.search.naver.com` are both Naver's search. Android apps refer
 * as `android-app://<package>`; the engines' apps count as the engine.
 */
const ENGINES: { domain: string; hosts: RegExp }[] = [
  { domain: 'naver.com', hosts: /(?:^|\.)naver\.(?:com|net)$|^com\.nhn\.android\.search$/ },
  { domain: 'google.com', hosts: /(?:^|\.)google\.(?:com|co\.[a-z]{2}|[a-z]{2})$|^com\.google\./ },
  { domain: 'daum.net', hosts: /(?:^|\.)daum\.net$|^net\.daum\./ },
  { domain: 'bing.com', hosts: /(?:^|\.)bing\.com$/ },
  { domain: 'kakao.com', hosts: /(?:^|\.)kakao\.com$|^com\.kakao\./ },
  { domain: 'zum.com', hosts: /(?:^|\.)zum\.com$/ },
  { domain: 'yahoo.com', hosts: /(?:^|\.)yahoo\.(?:com|co\.jp)$/ },
  { domain: 'duckduckgo.com', hosts: /(?:^|\.)duckduckgo\.com$/ },
  { domain: 'baidu.com', hosts: /(?:^|\.)baidu\.com$/ },
];

/** The names staff know the engines by; other domains are shown as they are. */
export const ENGINE_NAMES: Record<string, string> = {
  'naver.com': 'Naver',
  'google.com': 'Google',
  'daum.net': 'Daum',
  'bing.com': 'Bing',
  'kakao.com': 'Kakao',
  'zum.com': 'Zum',
  'yahoo.com': 'Yahoo',
  'duckduckgo.com': 'DuckDuckGo',
  'baidu.com': 'Baidu',
};

/** The host of an absolute URL (any scheme, user info skipped), without reading the rest. */
const HOST = /^[a-z][\w+.-]*:\/\/(?:[^/?#@]*@)?([^/?#:]+)/i;
const VALID_HOST = /^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?$/;

/** `www.` says nothing about where a visitor came from. */
const bareHost = (host: string) => (host.startsWith('www.') ? host.slice(4) : host);

/**
 * Reads referrers against the site's own host: the domain a visitor came from, an engine's
 * under its one domain, or null for none, for the site itself (internal) and for nonsense.
 */
export function referrerReader(
  siteOrigin: string,
): (referrer: string | undefined) => string | null {
  const own = bareHost(new URL(siteOrigin).hostname);
  return (referrer) => {
    if (referrer === undefined || referrer === '') return null;
    const found = HOST.exec(referrer)?.[1];
    if (found === undefined) return null;
    const host = bareHost(found.toLowerCase().replace(/\.$/, ''));
    if (host === own || !VALID_HOST.test(host)) return null;
    return ENGINES.find((engine) => engine.hosts.test(host))?.domain ?? host;
  };
}
