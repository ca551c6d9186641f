import type { AdminStats } from '@app/contract/stats';
import { Card, SimpleGrid, Text } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/i18n/localized-navigation';

const CARDS: { key: keyof AdminStats; label: ParseKeys<'adminHome'>; to: string }[] = [
  { key: 'publishedProducts', label: 'cards.published', to: '/admin/product?status=published' },
  { key: 'draftProducts', label: 'cards.drafts', to: '/admin/product?status=draft' },
  { key: 'unansweredInquiries', label: 'cards.unanswered', to: '/admin/inquiries?status=received' },
  { key: 'postsThisWeek', label: 'cards.postsThisWeek', to: '/admin/board/1' },
];

/** The four counts of the admin home, each a link to the list it counts. */
export function StatCards({ stats }: { stats: AdminStats }) {
  const { t, i18n } = useTranslation('adminHome');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
      {CARDS.map((card) => {
        const value = stats[card.key];
        return (
          <Card key={card.key} component={Link} to={card.to} withBorder radius="md" padding="lg">
            <Text size="sm" c="dimmed" fw={500}>
              {t(card.label)}
            </Text>
            <Text fz={32} fw={700} mt={4}>
              {typeof value === 'number' ? number.format(value) : ''}
            </Text>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
