import { Container, Group, Paper } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { Navigate, useNavigate } from '../../../lib/i18n/localized-navigation';
import { PageHero } from '../../../components/ui/page-hero';
import { openInquiryQueryOptions } from '../../../features/inquiry/api/unlock-inquiry';
import { InquiryPasswordGate } from '../../../features/inquiry/components/inquiry-password-gate';
import { parseInquiryId } from '../../../features/inquiry/inquiry-id';
import { inquiryPaths, isManageGate } from '../../../features/inquiry/inquiry-paths';
import { NotFoundPage } from './not-found-page';

/**
 * inquiries/view/:id/secret, the password gate. A non-secret inquiry opens without a password
 * (read-only); a secret one, or editing any, needs it. Either way the server issues the token.
 */
export function InquirySecretPage() {
  const { t } = useTranslation('inquiry');
  const { id: param } = useParams();
  const id = parseInquiryId(param);
  const [searchParams] = useSearchParams();
  const manage = isManageGate(searchParams);
  const navigate = useNavigate();
  const open = useQuery({ ...openInquiryQueryOptions(id ?? 0), enabled: id !== null && !manage });

  if (id === null) return <NotFoundPage />;
  const viewPath = inquiryPaths.view(id);
  if (!manage && open.isSuccess) return <Navigate to={viewPath} replace />;

  return (
    <>
      <PageHero title={t('secret.title')} />
      <Container size="xs" py="xl">
        {!manage && open.isPending ? (
          <Group justify="center" py="xl">
            <LoadingSpinner label={t('secret.opening')} />
          </Group>
        ) : (
          <Paper withBorder radius="md" p="xl">
            <InquiryPasswordGate
              id={id}
              description={manage ? t('secret.manageDescription') : t('secret.description')}
              onUnlocked={() => {
                void navigate(viewPath, { replace: true });
              }}
            />
          </Paper>
        )}
      </Container>
    </>
  );
}
