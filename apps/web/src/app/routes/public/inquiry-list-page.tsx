import { Alert, Button, Container, Group, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { Link } from '../../../lib/i18n/localized-navigation';
import { PageHero } from '../../../components/ui/page-hero';
import { Pagination } from '../../../components/ui/pagination';
import { usePageParam } from '../../../components/ui/use-page-param';
import { useInquiries } from '../../../features/inquiry/api/get-inquiries';
import { InquiryTable } from '../../../features/inquiry/components/inquiry-table';
import { inquiryPaths } from '../../../features/inquiry/inquiry-paths';
import { useItemsPerPage } from '../../../lib/items-per-page';

/** inquiries/list: 10 a page, newest first; secret ones show a lock and no content. */
export function InquiryListPage() {
  const { t } = useTranslation('inquiry');
  const [page] = usePageParam();
  const size = useItemsPerPage('default');
  const { data, isPending, isError } = useInquiries({ page, size });

  return (
    <>
      <PageHero title={t('list.title')} description={t('list.description')} />
      <Container size="lg" py="xl">
        <Stack gap="lg">
          <Group justify="flex-end">
            <Button
              component={Link}
              to={inquiryPaths.write}
              leftSection={<IconPencil size={18} aria-hidden />}
            >
              {t('list.write')}
            </Button>
          </Group>
          {isPending ? (
            <Group justify="center" py="xl">
              <LoadingSpinner label={t('list.title')} />
            </Group>
          ) : isError ? (
            <Alert color="red" variant="light">
              {t('list.failed')}
            </Alert>
          ) : data.items.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {t('list.empty')}
            </Text>
          ) : (
            <>
              <InquiryTable items={data.items} firstNumber={data.total - page * data.size} />
              <Pagination page={page} totalPages={Math.ceil(data.total / data.size)} />
            </>
          )}
        </Stack>
      </Container>
    </>
  );
}
