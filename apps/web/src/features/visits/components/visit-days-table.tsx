import '@mantine/core/styles/Table.layer.css';
import type { VisitDay } from '@app/contract/visits';
import { Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay } from './format-day';

/** The range day by day, newest first, each with a bar of its visitors against the busiest day. */
export function VisitDaysTable({ days }: { days: VisitDay[] }) {
  const { t, i18n } = useTranslation('adminHome');
  const number = new Intl.NumberFormat(i18n.language);
  const most = Math.max(1, ...days.map((day) => day.visitors));
  return (
    // Nothing in a row takes focus, so the narrow screen's horizontal scroll needs its own stop.
    <Table.ScrollContainer
      minWidth={560}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={t('visits.daily')}
    >
      <Table verticalSpacing={4} striped>
        <Table.Caption>
          <VisuallyHidden>{t('visits.daily')}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('visits.day')}</Table.Th>
            <Table.Th ta="right">{t('visits.visitors')}</Table.Th>
            <Table.Th ta="right">{t('visits.views')}</Table.Th>
            <Table.Th ta="right">{t('visits.botVisitors')}</Table.Th>
            <Table.Th ta="right">{t('visits.botViews')}</Table.Th>
            <Table.Th w="30%">
              <VisuallyHidden>{t('visits.bar')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...days].reverse().map((day) => (
            <Table.Tr key={day.day}>
              <Table.Td>{formatDay(day.day, i18n.language)}</Table.Td>
              <Table.Td ta="right">{number.format(day.visitors)}</Table.Td>
              <Table.Td ta="right">{number.format(day.views)}</Table.Td>
              <Table.Td ta="right">{number.format(day.botVisitors)}</Table.Td>
              <Table.Td ta="right">{number.format(day.botViews)}</Table.Td>
              <Table.Td>
                <div
                  aria-hidden
                  style={{
                    width: `${String((day.visitors / most) * 100)}%`,
                    height: 8,
                    borderRadius: 4,
                    background: 'var(--mantine-primary-color-filled)',
                  }}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
