import { randomBytes } from 'node:crypto';
import { idParamSchema, pagedSchema, problemSchema } from '@app/contract/common';
import {
  INQUIRY_TOKEN_HEADER,
  PRIVACY_NOTICE_CHANGED,
  adminInquiryListItemSchema,
  adminInquiryListQuerySchema,
  adminInquirySchema,
  inquiryAnswerInputSchema,
  inquiryCreateSchema,
  inquiryCreatedSchema,
  inquiryDetailSchema,
  inquiryListQuerySchema,
  inquiryStatusInputSchema,
  inquirySummarySchema,
  inquiryUnlockInputSchema,
  inquiryUnlockSchema,
  inquiryUpdateSchema,
  unansweredCountSchema,
  type AdminInquiry,
  type InquiryDetail,
} from '@app/contract/inquiry';
import type { SpamReason } from '@app/contract/spam';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { richTextToPlain, sanitizeRichText } from '../../lib/rich-text/sanitize.ts';
import { CACHE_PREFIX, dropAfterWrite } from '../../plugins/app/cache-keys.ts';
import { sendCached } from '../../plugins/app/cache.ts';
import { INQUIRY_TOKEN } from '../../plugins/external/docs.ts';
import type { SpamCheck } from '../../plugins/app/spam-guard.ts';
import { HttpProblem, conflict, notFound } from '../../lib/problem.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { maskName } from './mask-name.ts';
import {
  type InquiryValues,
  answerInquiry,
  countUnanswered,
  deleteInquiry,
  deleteUnansweredInquiry,
  findAdminInquiry,
  findInquiry,
  findInquiryAccess,
  findInquirySummary,
  findNeighbours,
  insertInquiry,
  listAdminInquiries,
  listPublicInquiries,
  publishedProductExists,
  releaseInquiry,
  setInquiryStatus,
  updateUnansweredInquiry,
} from './inquiry.repository.ts';
import { type InquiryTokenScope, signInquiryToken, verifyInquiryToken } from './inquiry-token.ts';

const tags = ['inquiry'];
const params = idParamSchema;
const tokenHeaders = z.object({ [INQUIRY_TOKEN_HEADER]: z.string().max(200).optional() });

const validation = (field: string, message: string) =>
  new HttpProblem(400, 'validation_failed', `${field}: ${message}`, {
    errors: [{ field, message }],
  });

const noSuchProduct = () => validation('body.productId', 'no such product');

/** A filled honeypot outranks what the proof of work found. */
const spamReasonOf = (website: string | undefined, check: SpamCheck): SpamReason | null =>
  website !== undefined && website.trim() !== '' ? 'honeypot' : check.spam;

/**
 * A visitor's fields, with the product checked so an unknown id is a 400, not a foreign-key 500.
 * `keptProductId` (an edit) stays allowed even if that product has been unpublished since.
 */
async function inquiryValues(
  db: Db,
  body: Omit<z.output<typeof inquiryUpdateSchema>, 'altcha'>,
  keptProductId: number | null = null,
): Promise<InquiryValues> {
  const productId = body.productId ?? null;
  if (
    productId !== null &&
    productId !== keptProductId &&
    !(await publishedProductExists(db, productId))
  ) {
    throw noSuchProduct();
  }
  return {
    title: body.title,
    content: body.content,
    authorName: body.authorName,
    email: body.email ?? null,
    phone: body.phone ?? null,
    secret: body.secret,
    productId,
  };
}

export const publicInquiryRoutes: FastifyPluginAsyncZod<{
  env: Pick<Env, 'INQUIRY_TOKEN_SECRET'>;
}> = async (app, opts) => {
  // A per-start secret still protects a single instance; tokens simply die with the process.
  const secret = opts.env.INQUIRY_TOKEN_SECRET ?? randomBytes(32).toString('hex');
  // Wrong passwords count per inquiry and client together, so guessing locks out the guesser,
  // not the inquiry's author (see GuessGuard).
  const guesses = app.guessGuard('inquiry-unlock');
  // Creation is not a failure, but counting every one per client caps what a bot can post.
  const createLimit = app.throttle('inquiry-create', { failures: 5, windowSeconds: 10 * 60 });

  /**
   * The unlock token's scope for inquiry `id`; throws 401 without a valid one. Staff have no
   * way in here: they act through /api/admin/v1/inquiry, where every change is audited.
   */
  function scopeOf(request: FastifyRequest, id: number): InquiryTokenScope {
    const token = request.headers[INQUIRY_TOKEN_HEADER];
    if (typeof token !== 'string') {
      throw new HttpProblem(401, 'inquiry_locked', 'Unlock this inquiry with its password first.');
    }
    const grant = verifyInquiryToken(secret, token, id);
    if (!grant) {
      throw new HttpProblem(
        401,
        'invalid_inquiry_token',
        'The unlock has expired or is not valid.',
      );
    }
    return grant.scope;
  }

  /**
   * The inquiry as its reader may see it. Anyone may read a non-secret one, so without the
   * password (scope `read`) the name is masked and the e-mail and phone are left out; a read
   * token stops working once the inquiry turns secret.
   */
  async function detailFor(id: number, scope: InquiryTokenScope): Promise<InquiryDetail> {
    const [found, neighbours] = await Promise.all([
      findInquiry(app.db, id),
      findNeighbours(app.db, id),
    ]);
    if (!found) throw notFound('Inquiry');
    const { email, phone, authorName, ...inquiry } = found;
    const manages = scope === 'manage';
    if (!manages && inquiry.secret) {
      throw new HttpProblem(401, 'invalid_inquiry_token', 'This inquiry needs its password.');
    }
    // An answer closes the inquiry to its author: the question stays as the answer's record.
    const open = manages && inquiry.status === 'received';
    return {
      ...inquiry,
      ...(manages ? { authorName, email, phone } : { authorName: maskName(authorName) }),
      canEdit: open,
      canDelete: open,
      ...neighbours,
    };
  }

  function requireManage(scope: InquiryTokenScope) {
    if (scope !== 'manage') {
      throw new HttpProblem(403, 'password_required', 'Enter the password to change this inquiry.');
    }
  }

  const changed = () => dropAfterWrite(app.cache, 'inquiry');
  const errors = { 400: problemSchema, 401: problemSchema, 404: problemSchema };

  app.get(
    '/inquiry',
    {
      schema: {
        operationId: 'listInquiries',
        tags,
        summary: 'Inquiries, newest first; content and contact details are never listed',
        querystring: inquiryListQuerySchema,
        response: { 200: pagedSchema(inquirySummarySchema), 400: problemSchema },
      },
    },
    async (request, reply) => {
      const { page, size, productId } = request.query;
      const key = `${CACHE_PREFIX.inquiry}list:${page}:${size}:${productId ?? ''}`;
      const entry = await app.cache.get(key, async () => ({
        ...(await listPublicInquiries(app.db, request.query)),
        page,
        size,
      }));
      return sendCached(request, reply, entry);
    },
  );

  app.post(
    '/inquiry',
    {
      schema: {
        operationId: 'createInquiry',
        tags,
        summary: 'Write an inquiry',
        body: inquiryCreateSchema,
        response: { 201: inquiryCreatedSchema, 400: problemSchema, 429: problemSchema },
      },
    },
    async (request, reply) => {
      await createLimit.take(`ip:${request.ip}`).catch((error: unknown) => {
        if (!(error instanceof HttpProblem)) throw error;
        throw new HttpProblem(
          error.status,
          error.code,
          'Too many inquiries from this address. Try again later.',
          error.extra,
        );
      });
      const {
        password,
        website,
        privacyNoticeVersion,
        notifyAnswer,
        notifyAnswerByText,
        language,
        altcha,
        ...body
      } = request.body;
      if (privacyNoticeVersion !== (await app.policies.inForce('collection'))) {
        throw new HttpProblem(400, 'validation_failed', PRIVACY_NOTICE_CHANGED, {
          errors: [{ field: 'body.privacyNoticeVersion', message: PRIVACY_NOTICE_CHANGED }],
        });
      }
      // Decided before the insert, so that a quarantined inquiry queues no staff notice.
      const spam = spamReasonOf(
        website,
        await app.spamGuard.check(request, 'inquiry-create', altcha),
      );
      const values = await inquiryValues(app.db, body);
      const passwordHash = await hashPassword(password);
      // The staff notice is queued with the inquiry, in its transaction (decision 19).
      const id = await app.db.transaction(async (tx) => {
        const created = await insertInquiry(tx, {
          ...values,
          passwordHash,
          privacyNoticeVersion,
          language,
          answerNoticeConsentAt: notifyAnswer ? new Date() : null,
          answerTextConsentAt: notifyAnswerByText ? new Date() : null,
          spamReason: spam,
        });
        if (spam === null) await app.notifications.queueNewInquiry(tx, created);
        return created;
      });
      // Quarantined: the same answer as a success, so a bot learns nothing. Never the address.
      if (spam !== null) {
        request.log.info({ inquiryId: id, spam }, 'inquiry quarantined');
        return reply.status(201).send({ id });
      }
      app.notifications.wake();
      app.searchInsight.inquired(request, id);
      await changed();
      return reply.status(201).send({ id });
    },
  );

  app.get(
    '/inquiry/:id/summary',
    {
      schema: {
        operationId: 'getInquirySummary',
        tags,
        summary: 'One inquiry as the list shows it (no content, the author masked); 404 when none',
        params,
        response: { 200: inquirySummarySchema, 400: problemSchema, 404: problemSchema },
      },
    },
    async (request) => {
      const found = await findInquirySummary(app.db, request.params.id);
      if (!found) throw notFound('Inquiry');
      return found;
    },
  );

  app.post(
    '/inquiry/:id/unlock',
    {
      schema: {
        operationId: 'unlockInquiry',
        tags,
        summary: 'Exchange the password (none for a non-secret inquiry) for an unlock token',
        params,
        body: inquiryUnlockInputSchema,
        response: { 200: inquiryUnlockSchema, ...errors, 429: problemSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { password, altcha } = request.body;
      // A password check: without a proof (no JavaScript) the stricter limit applies, a bad
      // one is refused. Opening a non-secret inquiry checks nothing and needs none.
      if (password !== undefined) await app.spamGuard.check(request, 'inquiry-unlock', altcha);
      const subject = { account: `inquiry:${id}`, client: `ip:${request.ip}` };
      const found = await findInquiryAccess(app.db, id);
      if (!found) throw notFound('Inquiry');
      let scope: InquiryTokenScope;
      if (password === undefined) {
        if (found.secret) {
          throw new HttpProblem(401, 'password_required', 'This inquiry needs its password.');
        }
        scope = 'read';
      } else {
        // Counted before the slow hash, so a burst is checked at most up to the limit.
        const guess = await guesses.begin(subject);
        if (!(await verifyPassword(found.passwordHash, password))) {
          await guess.wrong();
          throw new HttpProblem(401, 'wrong_password', 'The password is incorrect.');
        }
        await guess.right();
        scope = 'manage';
      }
      const { token, expiresAt } = signInquiryToken(secret, id, scope);
      return { token, expiresAt: expiresAt.toISOString(), canManage: scope === 'manage' };
    },
  );

  app.get(
    '/inquiry/:id',
    {
      schema: {
        operationId: 'getInquiry',
        tags,
        summary: 'One inquiry, with its unlock token (X-Inquiry-Token)',
        params,
        headers: tokenHeaders,
        security: INQUIRY_TOKEN,
        response: { 200: inquiryDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const detail = await detailFor(id, scopeOf(request, id));
      // Private to its author: no browser or proxy cache keeps a copy.
      void reply.header('cache-control', 'no-store');
      return detail;
    },
  );

  app.put(
    '/inquiry/:id',
    {
      schema: {
        operationId: 'updateInquiry',
        tags,
        summary: 'Edit an unanswered inquiry (password unlock)',
        params,
        headers: tokenHeaders,
        security: INQUIRY_TOKEN,
        body: inquiryUpdateSchema,
        response: { 200: inquiryDetailSchema, ...errors, 403: problemSchema, 409: problemSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const scope = scopeOf(request, id);
      requireManage(scope);
      // Editing needs the script (its unlock lives in the tab), so a proof is always expected.
      const { altcha, ...fields } = request.body;
      const { spam } = await app.spamGuard.check(request, 'inquiry-edit', altcha);
      if (spam !== null) {
        throw new HttpProblem(400, 'proof_required', 'Wait for the form to finish its check.');
      }
      const current = await findInquiryAccess(app.db, id);
      if (!current) throw notFound('Inquiry');
      const values = await inquiryValues(app.db, fields, current.productId);
      // Conditional on the status, so an answer saved meanwhile still wins.
      if (!(await updateUnansweredInquiry(app.db, id, values))) {
        throw conflict('inquiry_answered', 'An answered inquiry can no longer be edited.');
      }
      await changed();
      return detailFor(id, scope);
    },
  );

  app.delete(
    '/inquiry/:id',
    {
      schema: {
        operationId: 'deleteInquiry',
        tags,
        summary: 'Delete an unanswered inquiry (password unlock)',
        params,
        headers: tokenHeaders,
        security: INQUIRY_TOKEN,
        response: { 204: z.null(), ...errors, 403: problemSchema, 409: problemSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      requireManage(scopeOf(request, id));
      if (!(await findInquiryAccess(app.db, id))) throw notFound('Inquiry');
      // Conditional on the status, as an edit is, so an answer saved meanwhile still wins.
      if (!(await deleteUnansweredInquiry(app.db, id))) {
        throw conflict('inquiry_answered', 'An answered inquiry can no longer be deleted.');
      }
      await changed();
      return reply.status(204).send(null);
    },
  );
};

export const adminInquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const changed = () => dropAfterWrite(app.cache, 'inquiry');
  const errors = { 400: problemSchema, 401: problemSchema, 404: problemSchema };

  async function found(id: number): Promise<AdminInquiry> {
    const result = await findAdminInquiry(app.db, id);
    if (!result) throw notFound('Inquiry');
    return result;
  }

  const staffId = (request: FastifyRequest) => {
    if (request.staff === null) throw new HttpProblem(401, 'unauthorized');
    return request.staff.member.id;
  };

  app.get(
    '/inquiry',
    {
      schema: {
        operationId: 'adminListInquiries',
        tags,
        summary:
          'Inquiries with status, keyword and date filters, newest first; `spam=true` lists the quarantine',
        querystring: adminInquiryListQuerySchema,
        response: { 200: pagedSchema(adminInquiryListItemSchema), ...errors },
      },
    },
    async (request) => ({
      ...(await listAdminInquiries(app.db, request.query)),
      page: request.query.page,
      size: request.query.size,
    }),
  );

  app.post(
    '/inquiry/:id/release',
    {
      schema: {
        operationId: 'adminReleaseInquiry',
        tags,
        summary: 'Release a quarantined inquiry (스팸 보관함) into the normal list',
        params,
        response: { 200: adminInquirySchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await releaseInquiry(app.db, id))) throw notFound('Quarantined inquiry');
      await changed();
      return found(id);
    },
  );

  app.get(
    '/inquiry/unanswered-count',
    {
      schema: {
        operationId: 'adminCountUnansweredInquiries',
        tags,
        summary: 'How many inquiries await an answer (the navigation badge)',
        response: { 200: unansweredCountSchema, 401: problemSchema },
      },
    },
    async () => ({ count: await countUnanswered(app.db) }),
  );

  app.get(
    '/inquiry/:id',
    {
      schema: {
        operationId: 'adminGetInquiry',
        summary: 'One inquiry with its contact details and answer',
        tags,
        params,
        response: { 200: adminInquirySchema, ...errors },
      },
    },
    async (request) => found(request.params.id),
  );

  app.post(
    '/inquiry/:id/answer',
    {
      schema: {
        operationId: 'adminAnswerInquiry',
        tags,
        summary: 'Answer an inquiry (rich text, sanitised); marks it answered',
        params,
        body: inquiryAnswerInputSchema,
        response: { 200: adminInquirySchema, ...errors },
      },
    },
    async (request) => {
      const answer = sanitizeRichText(request.body.answer);
      if (richTextToPlain(answer) === '' && !answer.includes('<img')) {
        throw validation('body.answer', 'the answer is empty');
      }
      const { id } = request.params;
      const memberId = staffId(request);
      // The writer's notice is queued with the answer, in its transaction (decision 19).
      const saved = await app.db.transaction(async (tx) => {
        const result = await answerInquiry(tx, id, answer, memberId);
        if (result === 'answered') await app.notifications.queueAnswer(tx, id);
        return result;
      });
      if (saved === null) throw notFound('Inquiry');
      app.notifications.wake();
      await changed();
      return found(id);
    },
  );

  app.put(
    '/inquiry/:id',
    {
      schema: {
        operationId: 'adminSetInquiryStatus',
        tags,
        summary: 'Change the status (mark answered, or reopen for the visitor)',
        params,
        body: inquiryStatusInputSchema,
        response: { 200: adminInquirySchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const ok = await setInquiryStatus(app.db, id, request.body.status, staffId(request));
      if (!ok) throw notFound('Inquiry');
      await changed();
      return found(id);
    },
  );

  app.delete(
    '/inquiry/:id',
    {
      schema: {
        operationId: 'adminDeleteInquiry',
        summary: 'Delete an inquiry',
        tags,
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await deleteInquiry(app.db, request.params.id))) throw notFound('Inquiry');
      await changed();
      return reply.status(204).send(null);
    },
  );
};
