import { Anchor, Group } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { cellClasses } from '../../../components/ui/data-table';
import { Link } from '../../../lib/i18n/localized-navigation';

/**
 * An inquiry's title in a table, opening it at `to`, with a lock named for screen readers when
 * secret: one line in a column, whole in a card.
 */
export function InquiryTitleLink({
  title,
  secret,
  to,
}: {
  title: string;
  secret: boolean;
  to: string;
}) {
  const { t } = useTranslation('inquiry');
  return (
    <Group gap={6} wrap="nowrap">
      {secret && (
        <IconLock size={16} role="img" aria-label={t('list.secret')} style={{ flexShrink: 0 }} />
      )}
      <Anchor component={Link} to={to} className={cellClasses.clamp}>
        {title}
      </Anchor>
    </Group>
  );
}
