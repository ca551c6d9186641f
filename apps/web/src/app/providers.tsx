import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, lazy, useState } from 'react';
import { NOTIFICATION_AUTO_CLOSE_MS, NOTIFICATION_POSITION } from '../lib/notify';
import { useHydrated } from '../lib/use-hydrated';
import { theme } from './theme';

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
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    // Light only: the site has one designed look, and no colour-scheme script may run before paint.
    // Every page is smaller for two things it would otherwise carry: the theme's CSS variables,
    // which are in the stylesheet (vite/theme-variables.ts), and Mantine's static class names
    // (`mantine-Button-root`, 5% of a product page in brotli), which no style or test selects.
    <MantineProvider
      theme={theme}
      forceColorScheme="light"
      withCssVariables={false}
      withStaticClasses={false}
    >
      <LazyNotifications />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
