import '@mantine/core/styles/Table.layer.css';
import '@mantine/charts/styles.layer.css';

import type { WeeklyCount } from '@app/contract/stats';
import { BarChart } from '@mantine/charts';
import { Card, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMonthDay } from '../../../lib/date-time';

/** Inquiries per week as bars; the same numbers as a table for screen readers. */
export function InquiriesChart({ weeks }: { weeks: WeeklyCount[] }) {
  const { t, i18n } = useTranslation('adminHome');
  const data = weeks.map((week) => ({
    week: formatMonthDay(week.weekStart, i18n.language),
    count: week.count,
  }));
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="inquiries-chart-title"
    >
      <Title order={2} size="h4" id="inquiries-chart-title">
        {t('chart.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('chart.description')}
      </Text>
      {/* Seen, not heard: the table below reads the numbers, so the chart takes no focus either. */}
      <div aria-hidden>
        <BarChart
          h={260}
          accessibilityLayer={false}
          data={data}
          dataKey="week"
          series={[{ name: 'count', label: t('chart.series'), color: 'blue.6' }]}
          tickLine="y"
          gridAxis="y"
          withTooltip
          yAxisProps={{ allowDecimals: false }}
        />
      </div>
      <VisuallyHidden>
        <Table>
          <Table.Caption>{t('chart.title')}</Table.Caption>
          <Table.Tbody>
            {data.map((row) => (
              <Table.Tr key={row.week}>
                <Table.Th scope="row">{t('chart.week', { date: row.week })}</Table.Th>
                <Table.Td>{row.count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Card>
  );
}
