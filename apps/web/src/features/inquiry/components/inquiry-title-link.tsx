import { Anchor, Group } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/i18n/localized-navigation';

/** An inquiry's title in a list, opening it at `to`, with a lock named for screen readers when secret. */
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
      {secret && <IconLock size={16} role="img" aria-label={t('list.secret')} />}
      <Anchor component={Link} to={to} lineClamp={1}>
        {title}
      </Anchor>
    </Group>
  );
}
