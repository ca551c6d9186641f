import type { Image } from '@app/contract/image';
import { Card, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ImageThumbnail } from '../../../components/media/image-thumbnail';
import { ToneBadge } from '../../../components/ui/tone-badge';

/**
 * One image of the library as a button named by what it shows (the file name and its use),
 * with "상세 보기" read after the name; the thumbnail is decoration beside the name.
 */
export function ImageCard({ image, onOpen }: { image: Image; onOpen: () => void }) {
  const { t } = useTranslation('adminMedia');
  return (
    <Card withBorder padding={0} radius="sm" component="li">
      <UnstyledButton onClick={onOpen}>
        <ImageThumbnail image={image} alt="" />
        <Group justify="space-between" gap={4} wrap="nowrap" px="xs" py={6}>
          <Text size="xs" truncate title={image.originalName}>
            {image.originalName}
            <VisuallyHidden component="span"> {t('library.open')}</VisuallyHidden>
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
