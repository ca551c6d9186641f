import { Suspense, lazy } from 'react';
import { loadNamespaces } from '../../lib/i18n/i18n';
import type { ImagePickerProps } from './image-picker-modal';

// The picker, its wording and the upload code load when it is first opened.
const ImagePickerModal = lazy(async () => {
  const [module] = await Promise.all([
    import('./image-picker-modal'),
    loadNamespaces('adminMedia'),
  ]);
  return { default: module.ImagePickerModal };
});

/**
 * A modal to choose images from the library or upload new ones in place (staff screens only:
 * the library needs a staff session). Usage:
 * `<ImagePicker opened={open} onClose={close} onPick={(images) => …} multiple />`.
 */
export function ImagePicker(props: ImagePickerProps) {
  if (!props.opened) return null;
  return (
    <Suspense fallback={null}>
      <ImagePickerModal {...props} />
    </Suspense>
  );
}
