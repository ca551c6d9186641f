import '@mantine/core/styles/Image.layer.css';
import type { Image as LibraryImage } from '@app/contract/image';
import { Button, Group, Image, Input } from '@mantine/core';
import { IconPhoto, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../lib/media-url';
import { ImagePicker } from './image-picker';

type ImageFieldProps = {
  label: string;
  description?: string | undefined;
  error?: ReactNode;
  /** The chosen image's address (`/api/media/…`), null when there is none. */
  src: string | null;
  /** The image picked in the library (or uploaded there), or null when it is removed. */
  onChange: (image: LibraryImage | null) => void;
};

/**
 * One picture of the image library in a staff form (a page's image, the site's share image): a
 * preview, a button that opens the picker and one that removes it.
 */
export function ImageField({ label, description, error, src, onChange }: ImageFieldProps) {
  const { t } = useTranslation('adminPage');
  const [picking, setPicking] = useState(false);
  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <Group mt={6} gap="sm" align="center">
        {src !== null && (
          <Image src={mediaUrl(src)} alt="" w={160} h={90} fit="cover" radius="sm" />
        )}
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPhoto size={14} aria-hidden />}
          // A form may hold several pictures: each button says which, after what it shows.
          aria-label={`${t('fields.chooseImage')}: ${label}`}
          onClick={() => {
            setPicking(true);
          }}
        >
          {t('fields.chooseImage')}
        </Button>
        {src !== null && (
          <Button
            variant="subtle"
            color="gray"
            size="xs"
            leftSection={<IconX size={14} aria-hidden />}
            aria-label={`${t('fields.removeImage')}: ${label}`}
            onClick={() => {
              onChange(null);
            }}
          >
            {t('fields.removeImage')}
          </Button>
        )}
      </Group>
      <ImagePicker
        opened={picking}
        onClose={() => {
          setPicking(false);
        }}
        onPick={([image]) => {
          if (image !== undefined) onChange(image);
          setPicking(false);
        }}
      />
    </Input.Wrapper>
  );
}
