import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from './admin-page-header';

/** An admin screen whose feature arrives in a later issue: its title and one line. */
export function AdminPlaceholder({ title }: { title: ParseKeys<'admin'> }) {
  const { t } = useTranslation('admin');
  return <AdminPageHeader title={t(title)} description={t('comingSoon')} />;
}
