import type { ImageRef } from '@app/contract/image';
import type { CSSProperties } from 'react';
import { mediaUrl } from '../../lib/media-url';

type ResponsiveImageProps = {
  image: ImageRef;
  /** The `sizes` attribute: how wide the image is shown, so the browser picks the right variant. */
  sizes: string;
  /** Overrides the image's own alt text (an empty string marks it decorative). */
  alt?: string;
  /** `eager` for the first image a visitor sees (the largest contentful paint); lazy otherwise. */
  loading?: 'lazy' | 'eager';
  className?: string;
  style?: CSSProperties;
};

/** The `srcset` of an image's WebP variants. */
export const srcSetOf = (image: ImageRef) =>
  image.variants.map((v) => `${mediaUrl(v.url)} ${String(v.width)}w`).join(', ');

/**
 * An `<img>` with a `srcset` of the WebP variants. Width and height are the original's, so the
 * browser reserves the right aspect ratio before the file arrives and nothing jumps.
 */
export function ResponsiveImage({
  image,
  sizes,
  alt,
  loading = 'lazy',
  className,
  style,
}: ResponsiveImageProps) {
  const largest = image.variants.at(-1);
  return (
    <img
      src={largest ? mediaUrl(largest.url) : undefined}
      srcSet={srcSetOf(image)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={loading}
      // The picture a visitor sees first is fetched before others (and preloaded, see PageHead).
      fetchPriority={loading === 'eager' ? 'high' : 'auto'}
      decoding="async"
      className={className}
      style={{ maxWidth: '100%', height: 'auto', ...style }}
    />
  );
}
