import { currentApiBase } from './api-client';

/**
 * Media URLs from the API are root-relative (`/api/media/…`). On a development host whose API
 * lives on another origin (`DEV_API_ORIGIN`), they must point there too.
 */
export function mediaUrl(url: string): string {
  if (!url.startsWith('/api/')) return url;
  return `${currentApiBase().replace(/\/api$/, '')}${url}`;
}
