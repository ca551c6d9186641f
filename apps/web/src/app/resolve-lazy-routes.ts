import { type RouteObject, matchRoutes } from 'react-router';

/**
 * Loads the code of the lazy routes the current URL matches before hydrating: the server sent
 * them rendered, and a router still loading them would render its fallback instead, which React
 * reports as a hydration mismatch.
 */
export async function resolveLazyRoutes(routes: RouteObject[], location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (lazy === undefined) return;
      if (typeof lazy === 'function') {
        Object.assign(route, await lazy());
      } else {
        const entries = await Promise.all(
          Object.entries(lazy).map(async ([key, load]) => [key, await load()] as const),
        );
        Object.assign(route, Object.fromEntries(entries));
      }
      delete route.lazy;
    }),
  );
}
