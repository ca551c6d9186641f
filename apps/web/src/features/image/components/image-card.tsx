import type { Image } from '@app/contract/image';
import { Badge, Card, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ImageThumbnail } from '../../../components/media/image-thumbnail';

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
          <Badge size="xs" variant="light" color={image.usedBy.length > 0 ? 'teal' : 'gray'}>
            {image.usedBy.length > 0
              ? t('library.inUse', { count: image.usedBy.length })
              : t('library.unused')}
          </Badge>
        </Group>
      </UnstyledButton>
    </Card>
  );
}
