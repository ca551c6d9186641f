import type { SearchedQuery } from '@app/contract/search-insight';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { Link } from '../../../lib/i18n/localized-navigation';
import { useSearchInsight } from '../api/search-insight';
import { lastDays } from '../insight-range';

/** Rows of each list the digest shows; the search insight page has the rest. */
const DIGEST_ROWS = 5;

function DigestList({
  title,
  rows,
  count,
  emptyLabel,
}: {
  title: string;
  rows: SearchedQuery[];
  count: (row: SearchedQuery) => string;
  emptyLabel: string;
}) {
  const titleId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h6" id={titleId}>
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyLabel}
        </Text>
      ) : (
        <Stack gap={6} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rows.slice(0, DIGEST_ROWS).map((row) => (
            <Group key={row.searched} component="li" justify="space-between" wrap="nowrap">
              <Text size="sm" lineClamp={1}>
                {row.searched}
              </Text>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {count(row)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * The week's search digest on the admin home: what visitors did not find (the to-do) and what
 * led them to ask, over the last seven days.
 */
export function SearchWeekDigest() {
  const { t } = useTranslation('adminCatalogue');
  const titleId = useId();
  const { data, isPending, isError } = useSearchInsight(lastDays(7));
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id={titleId}>
          {t('insight.digest.title')}
        </Title>
        <Anchor component={Link} to="/admin/search-insight?days=7" size="sm">
          {t('insight.digest.more')}
        </Anchor>
      </Group>
      {isPending ? (
        <LoadingSpinner label={t('insight.digest.title')} />
      ) : isError ? (
        <Text size="sm" c="red">
          {t('insight.loadFailed')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DigestList
            title={t('insight.digest.empty')}
            rows={data.empty}
            count={(row) => t('insight.digest.searches', { count: row.empty })}
            emptyLabel={t('insight.emptyNone')}
          />
          <DigestList
            title={t('insight.inquiryTitle')}
            rows={data.inquiryQueries}
            count={(row) => t('insight.inquiryCount', { count: row.inquiries })}
            emptyLabel={t('insight.none')}
          />
        </SimpleGrid>
      )}
    </Card>
  );
}
