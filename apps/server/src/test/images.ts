import { randomBytes } from 'node:crypto';
import type { Image } from '@app/contract/image';
import sharp from 'sharp';
import { expect } from 'vitest';
import { type TestContext, bearer } from './app.ts';
import { multipart } from './multipart.ts';

/**
 * Uploads a PNG of noise (400×300 unless told) through the admin API, as staff do, and returns
 * the stored image. Noise does not compress, so every variant has kilobytes to read ranges from.
 */
export async function uploadTestImage(
  ctx: TestContext,
  { width = 400, height = 300 }: { width?: number; height?: number } = {},
): Promise<Image> {
  const png = await sharp(randomBytes(width * height * 3), {
    raw: { width, height, channels: 3 },
  })
    .png()
    .toBuffer();
  const body = multipart([{ name: 'photo.png', data: png, type: 'image/png' }]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/v1/image',
    headers: { ...body.headers, ...bearer(ctx.adminToken) },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  const [image] = res.json<{ items: Image[] }>().items;
  if (image === undefined) throw new Error('the upload stored no image');
  return image;
}
