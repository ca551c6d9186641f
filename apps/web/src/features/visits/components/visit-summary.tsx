import type { VisitStats, VisitTotals } from '@app/contract/visits';
import { Card, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay } from './format-day';

/** 접속자 집계 as site owners know it: today, yesterday, this month, the record, all time. */
export function VisitSummary({ stats }: { stats: VisitStats }) {
  const { t, i18n } = useTranslation('adminHome');
  const number = new Intl.NumberFormat(i18n.language);
  const cards: { label: string; totals: VisitTotals; note?: string }[] = [
    { label: t('visits.today'), totals: stats.today },
    { label: t('visits.yesterday'), totals: stats.yesterday },
    { label: t('visits.thisMonth'), totals: stats.thisMonth },
    {
      label: t('visits.record'),
      totals: stats.record ?? { visitors: 0, views: 0 },
      ...(stats.record === null ? {} : { note: formatDay(stats.record.day, i18n.language) }),
    },
    { label: t('visits.total'), totals: stats.total },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 5 }} component="dl" m={0}>
      {cards.map((card) => (
        <Card key={card.label} withBorder radius="md" padding="lg">
          <Text component="dt" size="sm" c="dimmed" fw={500}>
            {card.label}
            {card.note === undefined ? '' : ` (${card.note})`}
          </Text>
          <Text component="dd" m={0} mt={4}>
            <Text span fz={28} fw={700}>
              {number.format(card.totals.visitors)}
            </Text>{' '}
            <Text span size="sm" c="dimmed">
              {t('visits.visitorsUnit')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('visits.viewsCount', { count: card.totals.views })}
            </Text>
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
