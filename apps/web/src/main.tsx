import './app/mantine-styles';
import './app/global.css';

import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { queriesAsOfNow, readAppState, routerHydrationState } from './app/app-state';
import { AppProviders } from './app/providers';
import { resolveLazyRoutes } from './app/resolve-lazy-routes';
import { createRoutes, patchStaffRoutes } from './app/router';
import { verifyStoredSession } from './features/auth/verify-session';
import { initI18n } from './lib/i18n/i18n';
import { RenderedWidthContext } from './lib/items-per-page';
import { languageOfSearch } from './lib/i18n/language-url';
import { createQueryClient } from './lib/query-client';

async function start() {
  // Every Pretendard file, for the characters the site font (app/site-font.ts) lacks: a browser
  // fetches only those its text uses, and none before the page is painted.
  void import('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css');
  const languageReady = initI18n(languageOfSearch(location.search));
  // Not awaited: public pages render at once; the admin guards wait for the answer.
  void verifyStoredSession();

  const container = document.getElementById('root');
  if (container === null) throw new Error('index.html has no #root element');

  const queryClient = createQueryClient();
  const routes = createRoutes(() => queryClient);
  // A public page arrives rendered with its state (entry-server.tsx); the admin and login do not.
  const state = readAppState();
  if (state !== null) hydrate(queryClient, queriesAsOfNow(state));
  // A rendered page hydrates with its route modules and the words it was rendered with.
  await Promise.all([state === null ? null : resolveLazyRoutes(routes, location), languageReady]);
  const router = createBrowserRouter(routes, {
    patchRoutesOnNavigation: patchStaffRoutes,
    ...(state === null ? {} : { hydrationData: routerHydrationState(state) }),
  });
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RenderedWidthContext value={state?.renderedWidth ?? 0}>
          <RouterProvider router={router} />
        </RenderedWidthContext>
      </AppProviders>
    </StrictMode>
  );
  if (state === null) createRoot(container).render(app);
  // As a transition, hydration yields to the browser every few milliseconds instead of running
  // as one long task, and gives way to input.
  else
    startTransition(() => {
      hydrateRoot(container, app);
    });
}

void start();
