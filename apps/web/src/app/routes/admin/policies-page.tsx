import { policySchema } from '@app/contract/policy';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PolicyAdmin } from '../../../features/policy/components/policy-admin';
import { AdminPageHeader } from './admin-page-header';
import { AdminNotFoundPage } from './admin-not-found-page';

/** `/admin/policies/:policy?`: the terms, the privacy policy and the inquiry notice, by version. */
export function AdminPoliciesPage() {
  const { t } = useTranslation('adminPage');
  const param = policySchema.safeParse(useParams().policy ?? 'terms');
  if (!param.success) return <AdminNotFoundPage />;
  return (
    <Stack gap="lg">
      <AdminPageHeader title={t('policies.title')} description={t('policies.description')} />
      <PolicyAdmin policy={param.data} />
    </Stack>
  );
}
