import { Outlet, useLocation } from 'react-router';
import { Navigate } from '../../lib/i18n/localized-navigation';
import { PageLoader } from '../../components/ui/page-loader';
import { useAuthStore } from '../../lib/auth-store';

const ACCOUNT_PATH = '/admin/account';

/**
 * /admin/*: signed-in staff only (original §2); while the session check runs, wait. A member
 * the server holds to their account until they set up 2FA is sent there (the notification of
 * the refused call says why, and the account page explains).
 */
export function RequireAuth() {
  const status = useAuthStore((state) => state.status);
  const setupRequired = useAuthStore((state) => state.twoFactorSetupRequired);
  const { pathname } = useLocation();
  if (status === 'checking') return <PageLoader />;
  if (status === 'anonymous') return <Navigate to="/login" replace />;
  if (setupRequired && pathname !== ACCOUNT_PATH) return <Navigate to={ACCOUNT_PATH} replace />;
  return <Outlet />;
}
