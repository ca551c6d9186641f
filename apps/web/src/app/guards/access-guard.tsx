import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useNavigate } from '../../lib/i18n/localized-navigation';
import { notifyError } from '../../lib/notify';

/**
 * A section for some staff only: the others get a red notification and are sent to /admin (the
 * server refuses them too). `allowed` undefined is not known yet: nothing is shown meanwhile.
 */
export function AccessGuard({ allowed }: { allowed: boolean | undefined }) {
  const navigate = useNavigate();
  const { t } = useTranslation('admin');

  useEffect(() => {
    if (allowed !== false) return;
    // A fixed id: React's StrictMode runs this effect twice in development.
    notifyError(t('accessDenied'), { id: 'access-denied' });
    void navigate('/admin', { replace: true });
  }, [allowed, navigate, t]);

  return allowed === true ? <Outlet /> : null;
}
