import { IMAGE_VARIANT_WIDTHS } from '@app/contract/image';
import sharp from 'sharp';
import { HttpProblem } from '../../lib/problem.ts';

/**
 * Decoding cost grows with pixels, not bytes: a small PNG can claim 50,000 × 50,000 pixels.
 * 60 megapixels covers every camera photo we expect and bounds the memory one upload can take.
 */
export const MAX_INPUT_PIXELS = 60_000_000;
const WEBP_QUALITY = 80;

export interface RenderedVariant {
  width: number;
  height: number;
  data: Buffer;
}

export interface ProcessedImage {
  /** The original's format, from its content. */
  mime: string;
  /** Dimensions after EXIF orientation is applied. */
  width: number;
  height: number;
  /** WebP renditions, smallest first. */
  variants: RenderedVariant[];
}

const unsupported = () =>
  new HttpProblem(
    415,
    'unsupported_image_type',
    'Only JPEG, PNG, WebP, GIF and AVIF images are accepted (checked from the file content).',
  );

/** The format sharp reads from the file's first bytes; SVG and HEIC are refused like anything else. */
async function detectMime(buffer: Buffer) {
  // Only the header is read here, so the pixel limit is lifted: the caller reports it clearly.
  const meta = await sharp(buffer, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (meta === null) return null;
  const mime = (() => {
    switch (meta.format) {
      case 'jpeg':
      case 'png':
      case 'webp':
      case 'gif':
        return `image/${meta.format}`;
      case 'heif':
        // HEIF holds both AVIF (AV1, accepted) and HEIC (HEVC, not decodable here).
        return meta.compression === 'av1' ? 'image/avif' : null;
      default:
        return null;
    }
  })();
  return mime === null ? null : { mime, meta };
}

/** Widths to render: never upscale, keep the largest the original allows, at least one. */
export function variantWidths(originalWidth: number): number[] {
  const widths: number[] = IMAGE_VARIANT_WIDTHS.filter((w) => w < originalWidth);
  const largest = Math.min(originalWidth, Math.max(...IMAGE_VARIANT_WIDTHS));
  if (!widths.includes(largest)) widths.push(largest);
  return widths;
}

/**
 * Checks an upload by its content without decoding its pixels: not empty, a format we accept,
 * within the pixel limit. Answers the format and the oriented size. A product import's dry run
 * checks its images with this alone; processImage starts with it.
 */
export async function checkImage(buffer: Buffer) {
  if (buffer.length === 0) throw new HttpProblem(415, 'empty_file', 'The file is empty.');
  const detected = await detectMime(buffer);
  if (detected === null) throw unsupported();
  const { mime, meta } = detected;
  const width = meta.autoOrient.width;
  const height = meta.autoOrient.height;
  if (width * height > MAX_INPUT_PIXELS) {
    throw new HttpProblem(
      422,
      'image_too_large',
      `The image is ${width} × ${height} pixels; at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels are accepted.`,
    );
  }
  return { mime, width, height };
}

/**
 * Checks the content and re-encodes it: orientation applied, metadata (EXIF, GPS, ICC comments)
 * dropped because sharp writes none unless asked, animation reduced to its first frame.
 */
export async function processImage(buffer: Buffer): Promise<ProcessedImage> {
  const { mime, width, height } = await checkImage(buffer);
  const base = sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  try {
    const variants = await Promise.all(
      variantWidths(width).map(async (target) => {
        const { data, info } = await base
          .clone()
          .resize({ width: target, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true });
        return { width: info.width, height: info.height, data };
      }),
    );
    return { mime, width, height, variants };
  } catch {
    // The header was fine but the pixel data is not (truncated or corrupt file).
    throw new HttpProblem(422, 'image_unreadable', 'The image data is damaged and cannot be read.');
  }
}
