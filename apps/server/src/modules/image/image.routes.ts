import type { Multipart } from '@fastify/multipart';
import multipart from '@fastify/multipart';
import { idParamSchema, pagedSchema, problemSchema } from '@app/contract/common';
import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_FILES,
  imageListQuerySchema,
  imageSchema,
  imageUpdateSchema,
  imageUploadResultSchema,
} from '@app/contract/image';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dropAfterWrite } from '../../plugins/app/cache-keys.ts';
import { fileContent, rawResponse } from '../../plugins/external/docs.ts';
import { HttpProblem, conflict, notFound } from '../../lib/problem.ts';
import { readStored, sendStored } from '../../storage/stored-response.ts';
import { type ImportedImage, importImage, removeStoredVariants } from './image-import.ts';
import {
  type ImageRow,
  VARIANT_FOLDER,
  deleteImage,
  findImage,
  listImages,
  toImage,
  updateImageAlt,
} from './image.repository.ts';

const tags = ['image'];
const errors = {
  400: problemSchema,
  401: problemSchema,
  404: problemSchema,
};
const MAX_MB = IMAGE_MAX_BYTES / 1024 / 1024;
/** Variants are written once under a random name, so browsers and CDNs may keep them forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * A redirect to S3_PUBLIC_URL is kept a day, not forever: moving the bucket or its CDN then
 * reaches every browser within a day.
 */
const REDIRECT_CACHE = 'public, max-age=86400';
/** `<32 hex>-<width>.webp`: anything else (`..`, slashes, other folders) is simply not found. */
const MEDIA_NAME = /^[0-9a-f]{32}-[1-9][0-9]{0,3}\.webp$/;

/** What the upload route reads from its multipart body (it streams the parts itself). */
const uploadForm = z.object({
  file: z
    .array(fileContent())
    .min(1)
    .max(IMAGE_MAX_FILES)
    .meta({ description: `JPEG, PNG, WebP, GIF or AVIF, each at most ${MAX_MB} MB` }),
});

const fileTooLarge = () =>
  new HttpProblem(413, 'file_too_large', `Each file may be at most ${MAX_MB} MB.`);

/** @fastify/multipart and busboy errors, as the problems a client can act on. */
function uploadProblem(error: unknown): unknown {
  if (error instanceof HttpProblem || !(error instanceof Error)) return error;
  const code = 'code' in error ? error.code : undefined;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge();
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpProblem(
      413,
      'too_many_files',
      `At most ${IMAGE_MAX_FILES} files may be uploaded at once.`,
    );
  }
  return new HttpProblem(400, 'malformed_body', 'The multipart body could not be read.');
}

const unexpectedField = (name: string) => {
  const message = `Unexpected field "${name}": send images as files in the field "file".`;
  return new HttpProblem(400, 'validation_failed', message, {
    errors: [{ field: `body.${name}`, message }],
  });
};

/** Reads one part fully; the 20 MB limit is enforced while streaming, before anything is decoded. */
async function readFilePart(part: Multipart) {
  if (part.type !== 'file' || part.fieldname !== 'file') throw unexpectedField(part.fieldname);
  try {
    return { buffer: await part.toBuffer(), filename: part.filename };
  } catch (error) {
    throw uploadProblem(error);
  }
}

/** The image library (staff only: registered in the admin scope). */
export const adminImageRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, not globally, so only this route accepts multipart bodies.
  await app.register(multipart, {
    limits: {
      fileSize: IMAGE_MAX_BYTES,
      files: IMAGE_MAX_FILES,
      fields: 10,
      parts: IMAGE_MAX_FILES + 10,
      fieldSize: 1024,
      headerPairs: 100,
    },
  });

  const params = idParamSchema;
  const withUsage = async (rows: ImageRow[]) => {
    const usage = await app.imageUsage.find(rows.map((r) => r.id));
    return rows.map((row) => toImage(row, usage.get(row.id) ?? []));
  };
  const removeImage = async (id: number) => {
    const removed = await deleteImage(app.db, id);
    if (removed) await removeStoredVariants(app.storage, removed.variants);
    return removed;
  };
  // Alt text and removals show up in whatever public reads embed images (products, posts, pages).
  const changed = () => dropAfterWrite(app.cache, 'image');

  app.get(
    '/image',
    {
      schema: {
        operationId: 'adminListImages',
        tags,
        summary: 'The image library, newest first',
        querystring: imageListQuerySchema,
        response: { 200: pagedSchema(imageSchema), ...errors },
      },
    },
    async (request) => {
      const { items, total } = await listImages(app.db, request.query);
      return {
        items: await withUsage(items),
        page: request.query.page,
        size: request.query.size,
        total,
      };
    },
  );

  app.get(
    '/image/:id',
    {
      schema: {
        operationId: 'adminGetImage',
        summary: 'One image of the library, with where it is used',
        tags,
        params,
        response: { 200: imageSchema, ...errors },
      },
    },
    async (request) => {
      const found = await findImage(app.db, request.params.id);
      if (!found) throw notFound('Image');
      const [image] = await withUsage([found]);
      return image;
    },
  );

  app.post(
    '/image',
    {
      schema: {
        operationId: 'adminUploadImages',
        tags,
        summary: `Upload images (multipart, field "file", up to ${IMAGE_MAX_FILES} files of ${MAX_MB} MB)`,
        response: {
          201: imageUploadResultSchema,
          ...errors,
          413: problemSchema,
          415: problemSchema,
          422: problemSchema,
        },
      },
      config: { multipartForm: uploadForm },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new HttpProblem(
          415,
          'multipart_required',
          'Send the images as multipart/form-data in the field "file".',
        );
      }
      const memberId = request.staff?.member.id ?? null;
      const imported: ImportedImage[] = [];
      try {
        const parts = request.parts();
        for (;;) {
          const next = await parts.next().catch((error: unknown) => {
            throw uploadProblem(error);
          });
          if (next.done === true) break;
          const { buffer, filename } = await readFilePart(next.value);
          imported.push(await importImage(app.db, app.storage, buffer, filename, memberId));
        }
      } catch (error) {
        // One bad file refuses the whole request: the images it already added are taken back.
        await Promise.all(imported.filter((i) => i.created).map((i) => removeImage(i.row.id)));
        throw error;
      }
      if (imported.length === 0) {
        const message = 'Attach at least one image in the field "file".';
        throw new HttpProblem(400, 'validation_failed', message, {
          errors: [{ field: 'body.file', message }],
        });
      }
      return reply.status(201).send({ items: await withUsage(imported.map((i) => i.row)) });
    },
  );

  app.put(
    '/image/:id',
    {
      schema: {
        operationId: 'adminUpdateImage',
        summary: "Change an image's alt text",
        tags,
        params,
        body: imageUpdateSchema,
        response: { 200: imageSchema, ...errors },
      },
    },
    async (request) => {
      const updated = await updateImageAlt(app.db, request.params.id, request.body.alt);
      if (!updated) throw notFound('Image');
      await changed();
      const [image] = await withUsage([updated]);
      return image;
    },
  );

  app.delete(
    '/image/:id',
    {
      schema: {
        operationId: 'adminDeleteImage',
        summary: 'Delete an image and its variants (refused while something uses it)',
        tags,
        params,
        response: { 204: z.null(), ...errors, 409: problemSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await findImage(app.db, id))) throw notFound('Image');
      const usedBy = (await app.imageUsage.find([id])).get(id) ?? [];
      if (usedBy.length > 0) {
        const names = usedBy.map((u) => `${u.kind} "${u.title}" (${u.id})`).join(', ');
        throw conflict('image_in_use', `The image is used by ${names}; remove it there first.`);
      }
      if (!(await removeImage(id))) throw notFound('Image');
      await changed();
      return reply.status(204).send(null);
    },
  );
};

/** Public image variants: `GET /api/media/<storageKey>-<width>.webp`, cached forever. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/:name',
    {
      schema: {
        operationId: 'getImageVariant',
        tags,
        summary: 'An image variant (WebP); ranges and conditional requests are answered',
        params: z.strictObject({ name: z.string().max(100) }),
        response: {
          200: rawResponse('image/webp', 'The variant, cacheable forever'),
          206: rawResponse('image/webp', 'The requested byte range of the variant'),
          302: z
            .null()
            .meta({ description: 'The variant is served from S3_PUBLIC_URL (Location)' }),
          304: z.null().meta({ description: 'The copy the client has is current' }),
          404: problemSchema,
          416: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      if (!MEDIA_NAME.test(name)) throw notFound('Image');
      const key = `${VARIANT_FOLDER}/${name}`;
      const publicUrl = app.storage.publicUrl(key);
      // Sent there unchecked: sparing this server and the bucket a request is the point.
      if (publicUrl !== null) {
        return reply.header('cache-control', REDIRECT_CACHE).redirect(publicUrl, 302);
      }
      const stored = await readStored(app.storage, key, request.headers);
      if (stored === null) throw notFound('Image');
      return sendStored(reply, stored, 'image/webp', {
        'cache-control': IMMUTABLE,
        // Images may be shown by a web app served from another origin (DEV_API_ORIGIN).
        'cross-origin-resource-policy': 'cross-origin',
      });
    },
  );
};
