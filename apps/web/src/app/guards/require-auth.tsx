import { Outlet, useLocation } from 'react-router';
import { Navigate } from '../../lib/i18n/localized-navigation';
import { PageLoader } from '../../components/ui/page-loader';
import { loginPathFor } from '../../features/auth/return-path';
import { useAuthStore } from '../../lib/auth-store';

const ACCOUNT_PATH = '/admin/account';

/**
 * /admin/*: signed-in staff only (original §2); while the session check runs, wait. Anyone else
 * signs in first and comes back to the page they asked for. A member the server holds to their
 * account until they set up 2FA is sent there (the notification of the refused call says why,
 * and the account page explains).
 */
export function RequireAuth() {
  const status = useAuthStore((state) => state.status);
  const setupRequired = useAuthStore((state) => state.twoFactorSetupRequired);
  const { pathname, search } = useLocation();
  if (status === 'checking') return <PageLoader />;
  if (status === 'anonymous') return <Navigate to={loginPathFor(`${pathname}${search}`)} replace />;
  if (setupRequired && pathname !== ACCOUNT_PATH) return <Navigate to={ACCOUNT_PATH} replace />;
  return <Outlet />;
}
