import { GRADE_TOP } from '@app/contract/auth-constants';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useNavigate } from '../../lib/i18n/localized-navigation';
import { useAuthStore } from '../../lib/auth-store';
import { notifyError } from '../../lib/notify';

/**
 * Member administration is for grade 10 only (original §5): anyone else gets a red notification
 * and is sent to /admin. The server enforces the same rule on the member API.
 */
export function RequireTopGrade() {
  const allowed = useAuthStore((state) => state.userInfo?.grade === GRADE_TOP);
  const navigate = useNavigate();
  const { t } = useTranslation('admin');

  useEffect(() => {
    if (allowed) return;
    // A fixed id: React's StrictMode runs this effect twice in development.
    notifyError(t('accessDenied'), { id: 'access-denied' });
    void navigate('/admin', { replace: true });
  }, [allowed, navigate, t]);

  return allowed ? <Outlet /> : null;
}
