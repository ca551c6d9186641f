import '@mantine/core/styles/Modal.layer.css';
import type { ImageRef } from '@app/contract/image';
import { Group, Modal, Stack, UnstyledButton } from '@mantine/core';
import { IconZoomIn } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '../../../components/media/responsive-image';
import { useDialogProps } from '../../../components/ui/use-dialog-props';

const frame = {
  aspectRatio: '4 / 3',
  background: 'var(--mantine-color-gray-1)',
  borderRadius: 'var(--mantine-radius-md)',
  overflow: 'hidden',
} as const;
const cover = { width: '100%', height: '100%', objectFit: 'contain' } as const;

/** How wide the main picture is shown: half the page from 992 px, else the whole width. */
export const GALLERY_SIZES = '(min-width: 992px) 50vw, 100vw';

/** The main picture (click to enlarge) and thumbnails to switch between the gallery's pictures. */
export function ProductGallery({ images, name }: { images: ImageRef[]; name: string }) {
  const { t } = useTranslation('product');
  const dialogProps = useDialogProps();
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const current = images[index] ?? images[0];
  if (current === undefined) return null;

  return (
    <Stack gap="sm" role="group" aria-label={t('detail.gallery')}>
      <UnstyledButton
        onClick={() => {
          setZoomed(true);
        }}
        aria-label={t('detail.zoom')}
        style={{ ...frame, position: 'relative', cursor: 'zoom-in' }}
      >
        <ResponsiveImage
          image={current}
          sizes={GALLERY_SIZES}
          alt={current.alt === '' ? name : current.alt}
          loading="eager"
          style={cover}
        />
        <IconZoomIn
          size={22}
          aria-hidden
          style={{
            position: 'absolute',
            right: 12,
            bottom: 12,
            color: 'var(--mantine-color-gray-7)',
          }}
        />
      </UnstyledButton>
      {images.length > 1 && (
        <Group gap="xs">
          {images.map((image, i) => (
            <UnstyledButton
              key={image.id}
              onClick={() => {
                setIndex(i);
              }}
              aria-label={t('detail.showImage', { index: i + 1 })}
              aria-pressed={i === index}
              style={{
                ...frame,
                width: 72,
                outline: i === index ? '2px solid var(--mantine-color-brand-6)' : undefined,
              }}
            >
              <ResponsiveImage
                image={image}
                sizes="72px"
                alt=""
                style={{ ...cover, objectFit: 'cover' }}
              />
            </UnstyledButton>
          ))}
        </Group>
      )}
      <Modal
        {...dialogProps}
        opened={zoomed}
        onClose={() => {
          setZoomed(false);
        }}
        title={t('detail.zoomTitle', { name })}
        size="auto"
        centered
      >
        <ResponsiveImage
          image={current}
          sizes="90vw"
          alt={current.alt === '' ? name : current.alt}
          style={{ maxHeight: '80vh', width: 'auto' }}
        />
      </Modal>
    </Stack>
  );
}
