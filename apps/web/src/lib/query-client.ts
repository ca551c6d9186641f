import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { apiErrorMessage } from './api-error-message';
import { isApiError } from './api-error';
import { i18n } from './i18n/i18n';
import { notifyError } from './notify';

/**
 * How a failed query or mutation is reported, set with `meta: { errorReport }`:
 * `notify` (default) shows a red notification; `log` only writes a console warning (lists the
 * page can live without); `none` leaves it to the caller (forms that show errors inline).
 */
export type ErrorReport = 'notify' | 'log' | 'none';
type ErrorMeta = { errorReport?: ErrorReport };

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorMeta;
    mutationMeta: ErrorMeta;
  }
}

/** The one place that turns failed calls into notifications (STYLE.md, Errors). */
export function reportError(error: unknown, meta: ErrorMeta | undefined, label: string): void {
  const report = meta?.errorReport ?? 'notify';
  if (report === 'none') return;
  if (report === 'log') {
    console.warn(`${label} failed`, error);
    return;
  }
  const t = i18n.getFixedT(null, 'errors');
  const message = isApiError(error) ? apiErrorMessage(error, t) : t('status.unexpected');
  // Keyed by message so a burst of identical failures shows one notification.
  notifyError(message, { id: `error:${message}` });
}

const MAX_RETRIES = 2;

/** Retries only what may succeed on its own: lost connections, timeouts and 5xx answers. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  return isApiError(error) && (error.status === 0 || error.status >= 500);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        reportError(error, query.meta, `Query ${JSON.stringify(query.queryKey)}`);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        reportError(
          error,
          mutation.meta,
          `Mutation ${JSON.stringify(mutation.options.mutationKey)}`,
        );
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
