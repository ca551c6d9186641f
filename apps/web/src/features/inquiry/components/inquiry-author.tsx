import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The writer's name as given to this reader; after the retention period it has been erased. */
export function InquiryAuthor({ name }: { name: string }) {
  const { t } = useTranslation('inquiry');
  if (name !== '') return name;
  return (
    <Text span inherit c="dimmed">
      {t('view.erased')}
    </Text>
  );
}
