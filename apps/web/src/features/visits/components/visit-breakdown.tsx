import '@mantine/core/styles/Table.layer.css';
import { Card, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** One breakdown of the range's page views (pages, referrers, devices, languages), most first. */
export function VisitBreakdown({
  title,
  keyLabel,
  rows,
}: {
  title: string;
  /** The first column's heading: page, domain, device, language. */
  keyLabel: string;
  rows: { key: string; label: string; views: number }[];
}) {
  const { t, i18n } = useTranslation('adminHome');
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const total = rows.reduce((sum, row) => sum + row.views, 0);
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="sm">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('visits.none')}
        </Text>
      ) : (
        <Table verticalSpacing={4} aria-labelledby={titleId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{keyLabel}</Table.Th>
              <Table.Th ta="right">{t('visits.views')}</Table.Th>
              <Table.Th ta="right">{t('visits.share')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td style={{ wordBreak: 'break-all' }}>{row.label}</Table.Td>
                <Table.Td ta="right">{number.format(row.views)}</Table.Td>
                <Table.Td ta="right">{percent.format(row.views / Math.max(1, total))}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
