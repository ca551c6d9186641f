import type { DehydratedState } from '@tanstack/react-query';
import { UNSAFE_ErrorResponseImpl as ErrorResponse, type HydrationState } from 'react-router';

/** The id of the `<script type="application/json">` that carries the server's state to the browser. */
export const APP_STATE_ELEMENT_ID = 'app-state';

/**
 * What a server-rendered page hands to the browser, as JSON (no inline script runs: the
 * Content-Security-Policy forbids it): the router's loader results and the query cache.
 */
export type AppState = {
  router: {
    loaderData: HydrationState['loaderData'];
    actionData: HydrationState['actionData'];
    errors: Record<string, { status: number; statusText: string }> | null;
  };
  queries: DehydratedState;
  /** The window width the page was rendered for (`RenderedWidthContext`): 0 for a narrow one. */
  renderedWidth: number;
};

/** The server's state, or null on a page the server did not render (development, the admin). */
export function readAppState(): AppState | null {
  const element = document.getElementById(APP_STATE_ELEMENT_ID);
  if (element?.textContent == null) return null;
  return JSON.parse(element.textContent) as AppState;
}

/** The router's hydration state, its errors made route error responses again. */
export function routerHydrationState({ router }: AppState): HydrationState {
  return {
    loaderData: router.loaderData,
    actionData: router.actionData,
    errors:
      router.errors === null
        ? null
        : Object.fromEntries(
            Object.entries(router.errors).map(([routeId, error]) => [
              routeId,
              new ErrorResponse(error.status, error.statusText, null),
            ]),
          ),
  };
}

/**
 * The page's queries as of now. A kept page may have been rendered minutes ago, but staff
 * writes drop kept pages, so what it shows is current: with the render's own time, its data
 * would be stale at once and every query fetched again right after hydration.
 */
export function queriesAsOfNow({ queries }: AppState, now = Date.now()): DehydratedState {
  return {
    ...queries,
    queries: queries.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: now },
    })),
  };
}
