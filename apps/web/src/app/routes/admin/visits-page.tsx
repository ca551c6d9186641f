import { Alert, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { useVisitStats } from '../../../features/visits/api/get-visit-stats';
import { VisitBreakdown } from '../../../features/visits/components/visit-breakdown';
import { VisitDaysTable } from '../../../features/visits/components/visit-days-table';
import { VisitRangeForm } from '../../../features/visits/components/visit-range-form';
import { VisitSummary } from '../../../features/visits/components/visit-summary';
import { visitRangeFromUrl } from '../../../features/visits/visit-range';
import { AdminPageHeader } from './admin-page-header';

/**
 * /admin/visits: 접속자 집계, visits and page views per day, counted by the server without a
 * cookie or a third-party script; bots apart (decision 22).
 */
export function AdminVisitsPage() {
  const { t, i18n } = useTranslation('adminHome');
  const [searchParams, setSearchParams] = useSearchParams();
  const { data, isPending, isError } = useVisitStats(visitRangeFromUrl(searchParams));
  const number = new Intl.NumberFormat(i18n.language);

  return (
    <Stack gap="lg">
      <AdminPageHeader title={t('visits.title')} description={t('visits.description')} />
      {isPending ? (
        <Group justify="center" py="xl">
          <LoadingSpinner label={t('visits.title')} />
        </Group>
      ) : isError ? (
        <Alert color="red">{t('error')}</Alert>
      ) : (
        <>
          <VisitSummary stats={data} />
          <VisitRangeForm
            from={data.from}
            to={data.to}
            onApply={(values) => {
              setSearchParams(new URLSearchParams(values));
            }}
          />
          <Text size="sm" c="dimmed">
            {t('visits.rangeTotals', {
              visitors: number.format(data.range.visitors),
              views: number.format(data.range.views),
              botVisitors: number.format(data.range.botVisitors),
              botViews: number.format(data.range.botViews),
            })}
          </Text>
          {data.range.visitors === 0 && data.range.botVisitors === 0 ? (
            <Alert color="gray" variant="light">
              {t('visits.empty')}
            </Alert>
          ) : (
            <>
              <div>
                <Title order={2} size="h4" mb="sm">
                  {t('visits.daily')}
                </Title>
                <VisitDaysTable days={data.days} />
              </div>
              <SimpleGrid cols={{ base: 1, lg: 2 }}>
                <VisitBreakdown
                  title={t('visits.pages')}
                  keyLabel={t('visits.page')}
                  rows={data.pages.map((p) => ({ key: p.path, label: p.path, views: p.views }))}
                />
                <VisitBreakdown
                  title={t('visits.referrers')}
                  keyLabel={t('visits.referrer')}
                  rows={data.referrers.map((r) => ({
                    key: r.domain,
                    label: r.name === null ? r.domain : `${r.name} (${r.domain})`,
                    views: r.views,
                  }))}
                />
                <VisitBreakdown
                  title={t('visits.devices')}
                  keyLabel={t('visits.device')}
                  rows={data.devices.map((d) => ({
                    key: d.device,
                    label: t(`visits.deviceNames.${d.device}`),
                    views: d.views,
                  }))}
                />
                <VisitBreakdown
                  title={t('visits.languages')}
                  keyLabel={t('visits.language')}
                  rows={data.languages.map((l) => ({
                    key: l.language,
                    label: t(`visits.languageNames.${l.language}`),
                    views: l.views,
                  }))}
                />
              </SimpleGrid>
            </>
          )}
        </>
      )}
    </Stack>
  );
}
