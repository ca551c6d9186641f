import { MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, lazy, useState } from 'react';
import { NOTIFICATION_AUTO_CLOSE_MS, NOTIFICATION_POSITION } from '../lib/notify';
import { useHydrated } from '../lib/use-hydrated';
import { theme } from './theme';

/** Mantine's dimmed grey is 3.3:1 on white; this one passes WCAG AA (5.9:1) for body text. */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5f6770' },
  dark: {},
});

const Notifications = lazy(() => import('./notifications-outlet'));

/**
 * Where notifications appear: its own chunk, fetched when the first notification is shown (most
 * visits show none), then kept for the next. Shown ones wait in the store until it is there.
 */
function LazyNotifications() {
  const hydrated = useHydrated();
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!hydrated || !needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position={NOTIFICATION_POSITION} autoClose={NOTIFICATION_AUTO_CLOSE_MS} />
    </Suspense>
  );
}

export function AppProviders({
  queryClient,
  children,
  withCssVariables = true,
}: {
  queryClient: QueryClient;
  children: ReactNode;
  /**
   * Whether Mantine renders its theme's CSS variables (a 10 KB style element) with the app.
   * Server-rendered pages carry them once in their head instead (entry-server.tsx), so the
   * server does not rebuild them on every render.
   */
  withCssVariables?: boolean;
}) {
  return (
    // Light only: the site has one designed look, and no colour-scheme script may run before paint.
    <MantineProvider
      theme={theme}
      forceColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
      withCssVariables={withCssVariables}
    >
      <LazyNotifications />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
