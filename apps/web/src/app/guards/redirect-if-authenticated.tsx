import { Outlet } from 'react-router';
import { Navigate } from '../../lib/i18n/localized-navigation';
import { PageLoader } from '../../components/ui/page-loader';
import { useAdminReturnPath } from '../../features/auth/return-path';
import { useAuthStore } from '../../lib/auth-store';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * /login: a signed-in user goes straight to the admin page they asked for, or /admin (original
 * §2); while the check runs, wait. The server knows no session and renders the form, which the
 * browser keeps until it has hydrated the page.
 */
export function RedirectIfAuthenticated() {
  const status = useAuthStore((state) => state.status);
  const returnPath = useAdminReturnPath();
  if (!useHydrated()) return <Outlet />;
  if (status === 'checking') return <PageLoader />;
  if (status === 'authenticated') return <Navigate to={returnPath} replace />;
  return <Outlet />;
}
