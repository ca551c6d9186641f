import type { Image } from '@app/contract/image';
import { Card, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ImageThumbnail } from '../../../components/media/image-thumbnail';
import { ToneBadge } from '../../../components/ui/tone-badge';

export function ImageCard({ image, onOpen }: { image: Image; onOpen: () => void }) {
  const { t } = useTranslation('adminMedia');
  return (
    <Card withBorder padding={0} radius="sm" component="li">
      <UnstyledButton onClick={onOpen} aria-label={t('library.open', { name: image.originalName })}>
        <ImageThumbnail image={image} alt={image.alt} />
        <Group justify="space-between" gap={4} wrap="nowrap" px="xs" py={6}>
          <Text size="xs" truncate title={image.originalName}>
            {image.originalName}
          </Text>
          <ToneBadge size="xs" tone={image.usedBy.length > 0 ? 'positive' : 'neutral'}>
            {image.usedBy.length > 0
              ? t('library.inUse', { count: image.usedBy.length })
              : t('library.unused')}
          </ToneBadge>
        </Group>
      </UnstyledButton>
    </Card>
  );
}
