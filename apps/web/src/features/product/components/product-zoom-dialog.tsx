import '@mantine/core/styles/Modal.layer.css';
import type { ImageRef } from '@app/contract/image';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '../../../components/media/responsive-image';
import { useDialogProps } from '../../../components/ui/use-dialog-props';

/** The gallery's picture, enlarged: loaded when first opened (product-gallery.tsx). */
export function ProductZoomDialog({
  image,
  name,
  opened,
  onClose,
}: {
  image: ImageRef;
  name: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('product');
  const dialogProps = useDialogProps();
  return (
    <Modal
      {...dialogProps}
      opened={opened}
      onClose={onClose}
      title={t('detail.zoomTitle', { name })}
      size="auto"
      centered
    >
      <ResponsiveImage
        image={image}
        sizes="90vw"
        alt={image.alt === '' ? name : image.alt}
        style={{ maxHeight: '80vh', width: 'auto' }}
      />
    </Modal>
  );
}
