import '@mantine/core/styles/AspectRatio.layer.css';
import type { ImageRef } from '@app/contract/image';
import { AspectRatio } from '@mantine/core';
import { mediaUrl } from '../../lib/media-url';

/** A square crop of the smallest variant, for grids of images (library, picker, galleries). */
export function ImageThumbnail({ image, alt }: { image: ImageRef; alt: string }) {
  const smallest = image.variants[0];
  return (
    <AspectRatio ratio={1} style={{ background: 'var(--mantine-color-default-hover)' }}>
      {smallest === undefined ? null : (
        <img
          src={mediaUrl(smallest.url)}
          alt={alt}
          loading="lazy"
          decoding="async"
          style={{ objectFit: 'cover' }}
        />
      )}
    </AspectRatio>
  );
}
