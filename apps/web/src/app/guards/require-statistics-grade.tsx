import { useAuthStore } from '../../lib/auth-store';
import { useStatisticsGrade } from '../../lib/statistics-access';
import { AccessGuard } from './access-guard';

/** Search insight and visitor statistics: the grade the top administrator chose for them. */
export function RequireStatisticsGrade() {
  const grade = useAuthStore((state) => state.userInfo?.grade ?? 0);
  const needed = useStatisticsGrade();
  return <AccessGuard allowed={needed === undefined ? undefined : grade >= needed} />;
}
