import { GRADE_TOP } from '@app/contract/auth-constants';
import { useAuthStore } from '../../lib/auth-store';
import { AccessGuard } from './access-guard';

/** Member administration, the audit trail and the site settings: grade 10 only (original §5). */
export function RequireTopGrade() {
  const allowed = useAuthStore((state) => state.userInfo?.grade === GRADE_TOP);
  return <AccessGuard allowed={allowed} />;
}
