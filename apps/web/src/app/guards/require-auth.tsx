import { Navigate, Outlet } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader';
import { useAuthStore } from '../../lib/auth-store';

/** /admin/*: signed-in staff only (original §2); while the session check runs, wait. */
export function RequireAuth() {
  const status = useAuthStore((state) => state.status);
  if (status === 'checking') return <PageLoader />;
  if (status === 'anonymous') return <Navigate to="/login" replace />;
  return <Outlet />;
}
