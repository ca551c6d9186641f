import { MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NOTIFICATION_AUTO_CLOSE_MS, NOTIFICATION_POSITION } from '../lib/notify';
import { theme } from './theme';

/** Mantine's dimmed grey is 3.3:1 on white; this one passes WCAG AA (5.9:1) for body text. */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5f6770' },
  dark: {},
});

export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    // Light only: the site has one designed look, and no colour-scheme script may run before paint.
    <MantineProvider
      theme={theme}
      forceColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <Notifications position={NOTIFICATION_POSITION} autoClose={NOTIFICATION_AUTO_CLOSE_MS} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
