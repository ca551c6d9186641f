import type { PageSources } from '@app/contract/page-render';
import { ANALYTICS_SOURCES, type Site } from '@app/contract/site';

type Analytics = Site['analytics'];

/**
 * The analytics scripts staff chose (site settings), in the document's head: none unless an ID
 * was entered. The services' own scripts, then the site's start of them (`/site-analytics.js`),
 * in that order (deferred scripts run in document order).
 */
export function analyticsHead(analytics: Analytics | undefined): string {
  if (analytics === undefined) return '';
  const tags = [
    ...(analytics.google === null
      ? []
      : [
          `<script async src="https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(analytics.google)}"></script>`,
        ]),
    ...(analytics.naver === null
      ? []
      : ['<script defer src="https://wcs.pstatic.net/wcslog.js"></script>']),
  ];
  if (tags.length === 0) return '';
  return [...tags, '<script defer src="/site-analytics.js"></script>'].join('\n    ');
}

/**
 * The origins a page uses besides the site's own, for its Content-Security-Policy: the map staff
 * embedded, and what the chosen analytics load and report to.
 */
export function pageSources(site: Site | undefined): PageSources {
  const sources: Required<PageSources> = {
    'frame-src': site?.mapEmbedUrl ? [new URL(site.mapEmbedUrl).origin] : [],
    'script-src': [],
    'connect-src': [],
    'img-src': [],
  };
  for (const service of ['google', 'naver'] as const) {
    if (site?.analytics[service] == null) continue;
    const needs = ANALYTICS_SOURCES[service];
    sources['script-src'].push(...needs['script-src']);
    sources['connect-src'].push(...needs['connect-src']);
    sources['img-src'].push(...needs['img-src']);
  }
  return sources;
}
