import { buffer } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { CACHE_PREFIX } from '../../plugins/app/cache-keys.ts';
import { rawResponse } from '../../plugins/external/docs.ts';
import { findImage } from '../image/image.repository.ts';
import { findSiteImageIds } from './site.repository.ts';

/** Browsers and phones ask again after a day at most: a new icon shows by then. */
const CACHE_CONTROL = 'public, max-age=86400';

/**
 * The icons browsers, phones and installed apps ask for, each made from one square picture.
 * iOS shows a transparent home-screen icon on black, so that one is given a white ground.
 */
const ICONS = {
  '/favicon.ico': { size: 32, type: 'image/x-icon' },
  '/icon-192.png': { size: 192, type: 'image/png' },
  '/icon-512.png': { size: 512, type: 'image/png' },
  '/apple-touch-icon.png': { size: 180, type: 'image/png', ground: '#ffffff' },
} as const;

/**
 * The icon of a site without one of its own: a magnifier on the theme's blue, for a product
 * search, naming no company.
 */
const DEFAULT_ICON = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    '<rect width="64" height="64" rx="14" fill="#0c4b99"/>' +
    '<circle cx="28" cy="28" r="12" fill="none" stroke="#fff" stroke-width="5"/>' +
    '<path d="M37 37l10 10" stroke="#fff" stroke-width="6" stroke-linecap="round"/></svg>',
);

/** An ICO file holding one PNG (allowed since Windows Vista, read by every browser). */
function icoOf(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, png]);
}

/** The square picture staff chose as the site's icon (its largest rendition), or the default. */
async function iconSource(app: FastifyInstance): Promise<Buffer> {
  const { iconImageId } = await findSiteImageIds(app.readDb);
  const image = iconImageId === undefined ? null : await findImage(app.readDb, iconImageId);
  const largest = image?.variants.at(-1);
  const stored = largest === undefined ? null : await app.storage.get(largest.key);
  return stored?.kind === 'content' ? buffer(stored.stream) : DEFAULT_ICON;
}

async function render(source: Buffer, icon: (typeof ICONS)[keyof typeof ICONS]) {
  const { size } = icon;
  const ground = 'ground' in icon ? icon.ground : null;
  // sharp flattens before it resizes: the margins `contain` adds take the ground too.
  const image = sharp(source, { density: 300 });
  const png = await (ground === null ? image : image.flatten({ background: ground }))
    .resize(size, size, { fit: 'contain', background: ground ?? { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return icon.type === 'image/x-icon' ? icoOf(png, size) : png;
}

/**
 * The site's icons (favicon, app and home-screen icons), made by the server from the picture
 * staff chose (site settings), so an install never shows another company's mark. Kept in memory
 * until the site's settings change.
 */
export const siteIconRoutes: FastifyPluginAsyncZod = async (app) => {
  const made = app.cache.memo<Buffer>(`${CACHE_PREFIX.site}icon`, Number.POSITIVE_INFINITY);
  for (const [path, icon] of Object.entries(ICONS)) {
    app.get(
      path,
      {
        schema: {
          operationId: `getSiteIcon${String(icon.size)}`,
          tags: ['site'],
          summary: `The site's icon, ${String(icon.size)} pixels square`,
          response: { 200: rawResponse(icon.type, 'The icon') },
        },
      },
      async (_request, reply) => {
        const body = await made.get(path, async () => render(await iconSource(app), icon));
        return reply.type(icon.type).header('cache-control', CACHE_CONTROL).send(body);
      },
    );
  }
};
