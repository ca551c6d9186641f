import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { InquiryDetail, InquirySummary } from '@app/contract/inquiry';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/i18n/localized-navigation';
import { inquiryPaths } from '../inquiry-paths';
import { InquiryArticle } from './inquiry-article';

function NeighbourLink({ label, item }: { label: string; item: InquirySummary | null }) {
  const { t } = useTranslation('inquiry');
  if (item === null) return null;
  return (
    <Group gap="sm" wrap="nowrap">
      <Text size="sm" c="dimmed" w={64}>
        {label}
      </Text>
      {item.secret && <IconLock size={14} role="img" aria-label={t('list.secret')} />}
      <Anchor component={Link} to={inquiryPaths.view(item.id)} size="sm" lineClamp={1}>
        {item.title}
      </Anchor>
    </Group>
  );
}

/** An opened inquiry: its article, the way back to the list (`actions` beside it), neighbours. */
export function InquiryReading({
  inquiry,
  actions,
}: {
  inquiry: InquiryDetail;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('inquiry');
  return (
    <Stack gap="lg">
      <InquiryArticle inquiry={inquiry} />
      {inquiry.status === 'answered' && (
        <Text size="sm" c="dimmed">
          {t('view.answeredLocked')}
        </Text>
      )}
      <Group justify="space-between">
        <Button component={Link} to={inquiryPaths.list} variant="default">
          {t('view.list')}
        </Button>
        {actions}
      </Group>
      <Stack gap={6}>
        <NeighbourLink label={t('view.previous')} item={inquiry.previous} />
        <NeighbourLink label={t('view.next')} item={inquiry.next} />
      </Stack>
    </Stack>
  );
}
