import multipart from '@fastify/multipart';
import {
  MAX_ATTACHMENT_BYTES,
  type PostInput,
  adminPostListQuerySchema,
  adminPostSchema,
  attachmentSchema,
  postInputSchema,
  postListQuerySchema,
  postPageSchema,
  postSchema,
  postSummarySchema,
} from '@app/contract/board';
import { idParamSchema, pagedSchema, problemSchema } from '@app/contract/common';
import { contentLanguageQuerySchema } from '@app/contract/content-language';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileContent, rawResponse } from '../../plugins/external/docs.ts';
import { dropAfterWrite } from '../../plugins/app/cache-keys.ts';
import { sendCached, toCachedJson } from '../../plugins/app/cache.ts';
import { HttpProblem, notFound } from '../../lib/problem.ts';
import { readStored, sendStored } from '../../storage/stored-response.ts';
import type { SessionMember } from '../auth/session.repository.ts';
import {
  attachmentDisposition,
  detectAttachmentType,
  removeStoredFiles,
  storeAttachment,
} from './attachment-file.ts';
import { deleteUnclaimedAttachments, findPublishedAttachment } from './attachment.repository.ts';
import { findAdminBoard, findBoard } from './board.repository.ts';
import { postValues } from './post-values.ts';
import {
  claimableAttachments,
  countView,
  deletePost,
  findAdminPost,
  findNeighbours,
  findPostImageUsage,
  findPublishedPost,
  insertPost,
  listBoardPosts,
  listPublishedPosts,
  updatePost,
} from './post.repository.ts';
import { createViewCounter } from './view-counter.ts';

const tags = ['board'];
const errors = { 400: problemSchema, 401: problemSchema, 404: problemSchema };
const MAX_MB = MAX_ATTACHMENT_BYTES / 1024 / 1024;
/** Uploads still unclaimed after this long belong to an abandoned form. */
const UNCLAIMED_TTL_MS = 24 * 3_600_000;

/** What the attachment upload reads from its multipart body (one file, read by the handler). */
const attachmentForm = z.object({
  file: fileContent().meta({ description: `One file of at most ${MAX_MB} MB` }),
});

const attachmentParams = z.strictObject({
  id: idParamSchema.shape.id,
  attachmentId: idParamSchema.shape.id,
});

export const publicPostRoutes: FastifyPluginAsyncZod = async (app) => {
  const views = createViewCounter(app.redis, app.redisPrefix);

  // Not kept: every page shows view counts, which change with each read. Sent as the cached
  // reads are (ETag, `no-cache`, compressed once), so an unchanged page revalidates to a 304.
  app.get(
    '/board/:id/post',
    {
      schema: {
        operationId: 'listBoardPosts',
        tags,
        summary:
          "A page of a board's published posts: notices first on every page, then newest first",
        params: idParamSchema,
        querystring: postListQuerySchema,
        response: { 200: postPageSchema, 400: problemSchema, 404: problemSchema },
      },
    },
    async (request, reply) => {
      const { keyword, page, lang } = request.query;
      const board = await findBoard(app.readDb, request.params.id, lang);
      if (!board) throw notFound('Board');
      const size = request.query.size ?? board.postsPerPage;
      const list = await listPublishedPosts(app.readDb, board.id, { keyword, page, size }, lang);
      return sendCached(request, reply, toCachedJson({ board, ...list, page, size }));
    },
  );

  app.get(
    '/post/:id',
    {
      schema: {
        operationId: 'getPost',
        tags,
        summary:
          'A published post with its attachments and neighbours; counts one view per visitor a day',
        params: idParamSchema,
        querystring: contentLanguageQuerySchema,
        response: { 200: postSchema, 400: problemSchema, 404: problemSchema },
      },
    },
    async (request, reply) => {
      const { lang } = request.query;
      const found = await findPublishedPost(app.readDb, request.params.id, lang);
      if (!found) throw notFound('Post');
      const [neighbours, first] = await Promise.all([
        findNeighbours(app.readDb, found, lang),
        views.firstView(found.id, request.ip, request.headers['user-agent'] ?? ''),
      ]);
      if (first) await countView(app.db, found.id);
      void reply.header('cache-control', 'no-store');
      return { ...found, viewCount: found.viewCount + (first ? 1 : 0), ...neighbours };
    },
  );

  app.get(
    '/post/:id/attachment/:attachmentId',
    {
      schema: {
        operationId: 'downloadPostAttachment',
        tags,
        summary:
          'Download an attachment under its original name (never shown inline); ranges resume',
        params: attachmentParams,
        response: {
          200: rawResponse('*/*', 'The file, with the type it was uploaded as'),
          206: rawResponse('*/*', 'The requested byte range of the file'),
          304: z.null().meta({ description: 'The copy the client has is current' }),
          400: problemSchema,
          404: problemSchema,
          416: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const { id, attachmentId } = request.params;
      const found = await findPublishedAttachment(app.readDb, id, attachmentId);
      const stored = found
        ? await readStored(app.storage, found.storageKey, request.headers)
        : null;
      if (!found || !stored) throw notFound('Attachment');
      return sendStored(reply, stored, found.mime, {
        'content-disposition': attachmentDisposition(found.originalName),
        'x-content-type-options': 'nosniff',
        // Even if a browser were talked into rendering it, it gets no script and no origin.
        'content-security-policy': "default-src 'none'; sandbox",
        'cache-control': 'private, no-cache',
      });
    },
  );
};

async function assertPostReferences(app: FastifyInstance, input: PostInput, postId: number | null) {
  const invalid = (field: string, message: string) =>
    new HttpProblem(400, 'validation_failed', message, {
      errors: [{ field: `body.${field}`, message }],
    });
  if (!(await findAdminBoard(app.db, input.boardId))) {
    throw invalid('boardId', 'The board does not exist.');
  }
  if (!(await claimableAttachments(app.db, input.attachmentIds ?? [], postId))) {
    throw invalid('attachmentIds', 'An attachment does not exist or belongs to another post.');
  }
}

const staffOf = (staff: SessionMember | null) => {
  if (staff === null) throw new HttpProblem(401, 'unauthorized', 'Sign in to continue.');
  return staff.member;
};

export const adminPostRoutes: FastifyPluginAsyncZod = async (app) => {
  const params = idParamSchema;
  const changed = () => dropAfterWrite(app.cache, 'post');
  app.imageUsage.register('post', async (imageIds) =>
    (await findPostImageUsage(app.db, imageIds)).map((row) => ({
      imageId: row.image_id,
      kind: 'post',
      id: row.id,
      title: row.title,
    })),
  );
  const reloadPost = async (id: number) => {
    const found = await findAdminPost(app.db, id);
    // Only a concurrent delete gets here.
    if (!found) throw notFound('Post');
    return found;
  };

  // Registered here, not globally, so only the attachment upload accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 100 },
  });

  app.get(
    '/post',
    {
      schema: {
        operationId: 'adminListPosts',
        tags,
        summary: "A board's posts for staff (drafts included): pinned first, then newest first",
        querystring: adminPostListQuerySchema,
        response: { 200: pagedSchema(postSummarySchema), ...errors },
      },
    },
    async (request) => {
      const { boardId, keyword, page } = request.query;
      const size = request.query.size ?? 10;
      const { items, total } = await listBoardPosts(app.db, boardId, { keyword, page, size });
      return { items, page, size, total };
    },
  );

  app.get(
    '/post/:id',
    {
      schema: {
        operationId: 'adminGetPost',
        summary: 'One post, drafts included',
        tags,
        params,
        response: { 200: adminPostSchema, ...errors },
      },
    },
    async (request) => {
      const found = await findAdminPost(app.db, request.params.id);
      if (!found) throw notFound('Post');
      return found;
    },
  );

  app.post(
    '/post',
    {
      schema: {
        operationId: 'adminCreatePost',
        summary: 'Write a post (rich text, sanitised); it claims the attachments it lists',
        tags,
        body: postInputSchema,
        response: { 201: adminPostSchema, ...errors },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request.staff);
      await assertPostReferences(app, request.body, null);
      const id = await insertPost(
        app.db,
        { ...(await postValues(app.db, request.body, staff.name)), createdBy: staff.id },
        request.body.attachmentIds,
      );
      await changed();
      app.indexNow.changed({ posts: [id] });
      return reply.status(201).send(await reloadPost(id));
    },
  );

  app.put(
    '/post/:id',
    {
      schema: {
        operationId: 'adminUpdatePost',
        summary: 'Update a post; attachments it no longer lists are deleted',
        tags,
        params,
        body: postInputSchema,
        response: { 200: adminPostSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { body } = request;
      const existing = await findAdminPost(app.db, id);
      if (!existing) throw notFound('Post');
      await assertPostReferences(app, body, id);
      // An English version the body leaves out stays as stored (decision 17).
      const input = {
        ...body,
        titleEn: body.titleEn === undefined ? existing.titleEn : body.titleEn,
        contentEn: body.contentEn ?? existing.contentEn ?? '',
      };
      const removed = await updatePost(
        app.db,
        id,
        await postValues(app.db, input, existing.authorName),
        body.attachmentIds,
      );
      if (removed === null) throw notFound('Post');
      await removeStoredFiles(app, removed);
      await changed();
      app.indexNow.changed({ posts: [id] });
      return reloadPost(id);
    },
  );

  app.delete(
    '/post/:id',
    {
      schema: {
        operationId: 'adminDeletePost',
        summary: 'Delete a post and its attachments',
        tags,
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const removed = await deletePost(app.db, request.params.id);
      if (removed === null) throw notFound('Post');
      await removeStoredFiles(app, removed);
      await changed();
      app.indexNow.changed({ posts: [request.params.id] });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/post-attachment',
    {
      schema: {
        operationId: 'adminUploadPostAttachment',
        tags,
        summary: `Upload one attachment (multipart, field "file", at most ${MAX_MB} MB: PDF, Office/HWP documents, images, ZIP); a post claims it when saved`,
        response: { 201: attachmentSchema, ...errors, 413: problemSchema, 415: problemSchema },
      },
      config: { multipartForm: attachmentForm },
    },
    async (request, reply) => {
      const staff = staffOf(request.staff);
      if (!request.isMultipart()) {
        throw new HttpProblem(
          415,
          'multipart_required',
          'Send the file as multipart/form-data in the field "file".',
        );
      }
      const file = await request.file().catch(() => {
        throw new HttpProblem(400, 'malformed_body', 'The multipart body could not be read.');
      });
      if (file?.fieldname !== 'file') {
        const message = 'Attach one file in the field "file".';
        throw new HttpProblem(400, 'validation_failed', message, {
          errors: [{ field: 'body.file', message }],
        });
      }
      const buffer = await file.toBuffer().catch((error: unknown) => {
        if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new HttpProblem(413, 'file_too_large', `Each file may be at most ${MAX_MB} MB.`);
        }
        throw new HttpProblem(400, 'malformed_body', 'The file could not be read.');
      });
      const type = detectAttachmentType(buffer, file.filename);
      if (type === null) {
        throw new HttpProblem(
          415,
          'unsupported_file_type',
          'Attach PDF, Office or HWP documents, images (PNG, JPEG, GIF, WebP) or ZIP archives.',
        );
      }
      const created = await storeAttachment(
        app.db,
        app.storage,
        { buffer, name: file.filename, type },
        staff.id,
      );
      await removeStoredFiles(
        app,
        await deleteUnclaimedAttachments(app.db, new Date(Date.now() - UNCLAIMED_TTL_MS)),
      );
      return reply.status(201).send(created);
    },
  );
};
