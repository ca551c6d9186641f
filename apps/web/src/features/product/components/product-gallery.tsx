import type { ImageRef } from '@app/contract/image';
import { IconZoomIn } from '@tabler/icons-react';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '../../../components/media/responsive-image';
import classes from './product-gallery.module.css';

// Few visitors enlarge a picture: the dialog (Modal and its scroll lock) is not part of the
// page's first download.
const ProductZoomDialog = lazy(() =>
  import('./product-zoom-dialog').then((module) => ({ default: module.ProductZoomDialog })),
);

const cover = { width: '100%', height: '100%', objectFit: 'contain' } as const;

/** How wide the main picture is shown: half the page from 992 px, else the whole width. */
export const GALLERY_SIZES = '(min-width: 992px) 50vw, 100vw';

/** The main picture (click to enlarge) and thumbnails to switch between the gallery's pictures. */
export function ProductGallery({ images, name }: { images: ImageRef[]; name: string }) {
  const { t } = useTranslation('product');
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  // Mounted from the first opening on, so the dialog can animate its closing.
  const [zoomUsed, setZoomUsed] = useState(false);
  const current = images[index] ?? images[0];
  if (current === undefined) return null;

  return (
    <div className={classes.gallery} role="group" aria-label={t('detail.gallery')}>
      <button
        type="button"
        className={`mantine-focus-auto ${classes.frame} ${classes.main}`}
        onClick={() => {
          setZoomUsed(true);
          setZoomed(true);
        }}
        aria-label={t('detail.zoom')}
      >
        <ResponsiveImage
          image={current}
          sizes={GALLERY_SIZES}
          alt={current.alt === '' ? name : current.alt}
          loading="eager"
          style={cover}
        />
        <IconZoomIn size={22} aria-hidden className={classes.zoomIcon} />
      </button>
      {images.length > 1 && (
        <div className={classes.thumbnails}>
          {images.map((image, i) => (
            <button
              key={image.id}
              type="button"
              className={`mantine-focus-auto ${classes.frame} ${classes.thumbnail}`}
              onClick={() => {
                setIndex(i);
              }}
              aria-label={t('detail.showImage', { index: i + 1 })}
              aria-pressed={i === index}
            >
              <ResponsiveImage
                image={image}
                sizes="72px"
                alt=""
                style={{ ...cover, objectFit: 'cover' }}
              />
            </button>
          ))}
        </div>
      )}
      {zoomUsed && (
        <Suspense fallback={null}>
          <ProductZoomDialog
            images={images}
            index={images.indexOf(current)}
            onIndexChange={setIndex}
            name={name}
            opened={zoomed}
            onClose={() => {
              setZoomed(false);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
