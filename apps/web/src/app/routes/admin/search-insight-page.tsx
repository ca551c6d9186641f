import '@mantine/core/styles/SegmentedControl.layer.css';
import { Alert, Group, SegmentedControl, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { ExportMenu } from '../../../components/ui/export-menu';
import {
  useExportSearchInsight,
  useSearchInsight,
} from '../../../features/search/api/search-insight';
import { lastDays } from '../../../features/search/insight-range';
import { SearchInsightReport } from '../../../features/search/components/search-insight-report';
import { useLanguage } from '../../../lib/i18n/language';
import { AdminPageHeader } from './admin-page-header';

const RANGES = ['1', '7', '30', '90', '365'] as const;
type Range = (typeof RANGES)[number];
const LANGS = ['all', 'ko', 'en'] as const;
type Lang = (typeof LANGS)[number];

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  (values as readonly (string | null)[]).includes(value) ? (value as T) : fallback;

/** /admin/search-insight: what visitors search for, and what they do not find. */
export function AdminSearchInsightPage() {
  const { t } = useTranslation('adminCatalogue');
  const [searchParams, setSearchParams] = useSearchParams();
  const range = oneOf<Range>(RANGES, searchParams.get('days'), '30');
  const lang = oneOf<Lang>(LANGS, searchParams.get('lang'), 'all');
  const query = { ...lastDays(Number(range)), ...(lang === 'all' ? {} : { lang }) };
  const { data, isPending, isError } = useSearchInsight(query);
  const exporting = useExportSearchInsight();
  const sheet = useLanguage();
  const choose = (key: 'days' | 'lang', value: string) => {
    const next = new URLSearchParams(searchParams);
    next.set(key, value);
    setSearchParams(next, { replace: true });
  };

  return (
    <Stack gap="lg">
      <AdminPageHeader title={t('insight.title')} description={t('insight.description')} />
      <Group gap="md">
        <SegmentedControl
          aria-label={t('insight.range')}
          value={range}
          data={RANGES.map((value) => ({ value, label: t(`insight.ranges.${value}`) }))}
          onChange={(value) => {
            choose('days', value);
          }}
        />
        <SegmentedControl
          aria-label={t('insight.language')}
          value={lang}
          data={LANGS.map((value) => ({ value, label: t(`insight.languages.${value}`) }))}
          onChange={(value) => {
            choose('lang', value);
          }}
        />
        <ExportMenu
          hint={t('insight.exportHint')}
          loading={exporting.isPending}
          onExport={(format) => {
            exporting.mutate({ ...query, format, sheet });
          }}
        />
      </Group>
      {isError && (
        <Alert color="red" variant="light">
          {t('insight.loadFailed')}
        </Alert>
      )}
      {isPending && <LoadingSpinner label={t('insight.title')} />}
      {data && <SearchInsightReport data={data} />}
    </Stack>
  );
}
