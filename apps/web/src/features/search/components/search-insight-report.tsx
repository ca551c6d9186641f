import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import type { SearchInsight, SearchedQuery } from '@app/contract/search-insight';
import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDismissSearch } from '../api/search-insight';
import { LinkProductModal } from './link-product-modal';
import { SynonymFormModal } from './synonym-form-modal';

const percent = (part: number, whole: number) =>
  whole === 0 ? '–' : `${String(Math.round((part / whole) * 1000) / 10)}%`;

/** A list of queries with their counts; `actions` adds a cell of buttons per row. */
function QueryTable({
  caption,
  rows,
  emptyLabel,
  actions,
}: {
  caption: string;
  rows: SearchedQuery[];
  emptyLabel: string;
  actions?: (row: SearchedQuery) => React.ReactNode;
}) {
  const { t } = useTranslation('adminCatalogue');
  const titleId = useId();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4" id={titleId}>
        {caption}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {emptyLabel}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover aria-labelledby={titleId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('insight.columns.query')}</Table.Th>
                <Table.Th ta="right">{t('insight.columns.searches')}</Table.Th>
                <Table.Th ta="right">{t('insight.columns.empty')}</Table.Th>
                <Table.Th ta="right">{t('insight.columns.clickRate')}</Table.Th>
                <Table.Th ta="right">{t('insight.columns.position')}</Table.Th>
                <Table.Th ta="right">{t('insight.columns.inquiries')}</Table.Th>
                {actions && <Table.Th>{t('insight.columns.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.searched}>
                  <Table.Td>
                    <Link to={`/product/list?keyword=${encodeURIComponent(row.searched)}`}>
                      {row.searched}
                    </Link>
                  </Table.Td>
                  <Table.Td ta="right">{row.searches.toLocaleString()}</Table.Td>
                  <Table.Td ta="right">{row.empty.toLocaleString()}</Table.Td>
                  <Table.Td ta="right">{percent(row.clicks, row.searches - row.empty)}</Table.Td>
                  <Table.Td ta="right">{row.averagePosition ?? '–'}</Table.Td>
                  <Table.Td ta="right">{row.inquiries.toLocaleString()}</Table.Td>
                  {actions && <Table.Td>{actions(row)}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl">
        {value}
      </Text>
      {hint !== undefined && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

/**
 * What visitors searched over the chosen days: the figures, what the Korean-aware search saved,
 * the queries that find nothing (each fixed with a synonym or dismissed here), the most searched,
 * the never clicked, and what led to inquiries.
 */
export function SearchInsightReport({ data }: { data: SearchInsight }) {
  const { t } = useTranslation('adminCatalogue');
  const dismiss = useDismissSearch();
  const [synonymFor, setSynonymFor] = useState<string | null>(null);
  const [linkFor, setLinkFor] = useState<string | null>(null);
  const { totals } = data;
  const found = totals.searches - totals.empty;
  const rescued = data.routes.filter((r) => r.route !== 'literal');

  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 2, md: 5 }}>
        <Figure label={t('insight.figures.searches')} value={totals.searches.toLocaleString()} />
        <Figure
          label={t('insight.figures.empty')}
          value={totals.empty.toLocaleString()}
          hint={percent(totals.empty, totals.searches)}
        />
        <Figure label={t('insight.figures.clickRate')} value={percent(totals.clicks, found)} />
        <Figure
          label={t('insight.figures.position')}
          value={totals.averagePosition === null ? '–' : String(totals.averagePosition)}
        />
        <Figure label={t('insight.figures.inquiries')} value={totals.inquiries.toLocaleString()} />
      </SimpleGrid>

      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('insight.rescued')}
        </Title>
        {rescued.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('insight.noneRescued')}
          </Text>
        ) : (
          <Group gap="lg">
            {rescued.map((r) => (
              <Text key={r.route} size="sm">
                {t(`insight.routes.${r.route}`)} <strong>{r.searches.toLocaleString()}</strong>
              </Text>
            ))}
          </Group>
        )}
      </Stack>

      <QueryTable
        caption={t('insight.emptyTitle')}
        rows={data.empty}
        emptyLabel={t('insight.emptyNone')}
        actions={(row) => (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              variant="light"
              onClick={() => {
                setSynonymFor(row.searched);
              }}
            >
              {t('insight.addSynonym')}
            </Button>
            <Button
              size="xs"
              variant="light"
              onClick={() => {
                setLinkFor(row.searched);
              }}
            >
              {t('insight.link')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              loading={dismiss.isPending && dismiss.variables.searched === row.searched}
              onClick={() => {
                dismiss.mutate(
                  { searched: row.searched },
                  {
                    onSuccess: () => {
                      notifications.show({ color: 'teal', message: t('insight.dismissed') });
                    },
                  },
                );
              }}
            >
              {t('insight.dismiss')}
            </Button>
          </Group>
        )}
      />
      <QueryTable caption={t('insight.topTitle')} rows={data.top} emptyLabel={t('insight.none')} />
      <QueryTable
        caption={t('insight.unclickedTitle')}
        rows={data.unclicked}
        emptyLabel={t('insight.none')}
      />
      <QueryTable
        caption={t('insight.inquiryTitle')}
        rows={data.inquiryQueries}
        emptyLabel={t('insight.none')}
      />
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('insight.inquiryProductsTitle')}
        </Title>
        {data.inquiryProducts.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('insight.none')}
          </Text>
        ) : (
          <Stack gap={4}>
            {data.inquiryProducts.map((p) => (
              <Text key={p.id} size="sm">
                <Link to={`/product/detail/${String(p.id)}`}>{p.name}</Link> ·{' '}
                {t('insight.inquiryCount', { count: p.inquiries })}
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
      {linkFor !== null && (
        <LinkProductModal
          term={linkFor}
          onClose={() => {
            setLinkFor(null);
          }}
        />
      )}
      {synonymFor !== null && (
        <SynonymFormModal
          synonym={null}
          term={synonymFor}
          onClose={() => {
            setSynonymFor(null);
          }}
        />
      )}
    </Stack>
  );
}
