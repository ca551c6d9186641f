import './app/mantine-styles';
import './app/global.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { verifyStoredSession } from './features/auth/verify-session';
import { initI18n } from './lib/i18n/i18n';
import { createQueryClient } from './lib/query-client';

initI18n();
// Not awaited: public pages render at once; the admin guards wait for the answer.
void verifyStoredSession();

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);
