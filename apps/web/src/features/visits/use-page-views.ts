import type { PageViewInput } from '@app/contract/visits';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { currentApiBase } from '../../lib/api-client';

/**
 * Tells the server of each public page the web app shows without loading a document, so that
 * the visitor statistics count it as they count a page served (decision 22). The page the
 * visitor landed on was counted when it was served. Only the path is sent; a failure is
 * nobody's concern.
 */
export function usePageViews(): void {
  const { pathname, search } = useLocation();
  const path = `${pathname}${search}`;
  const counted = useRef(path);
  useEffect(() => {
    if (counted.current === path) return;
    counted.current = path;
    const body: PageViewInput = { path };
    fetch(`${currentApiBase()}/data/v1/visits/view`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      // Sent even when the visitor leaves the site right after.
      keepalive: true,
    }).catch(() => undefined);
  }, [path]);
}
