import { problemSchema } from '@app/contract/common';
import { contentLanguageQuerySchema } from '@app/contract/content-language';
import {
  POLICY_PATHS,
  type Policy,
  adminPolicySchema,
  policyDocumentSchema,
  policyParamSchema,
  policyVersionDetailSchema,
  policyVersionIdParamSchema,
  policyVersionInputSchema,
  policyVersionParamSchema,
} from '@app/contract/policy';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { storedEnglish, storedEnglishRichText } from '../../lib/content-language.ts';
import { HttpProblem, conflict, notFound } from '../../lib/problem.ts';
import { sanitizeRichText } from '../../lib/rich-text/sanitize.ts';
import { CACHE_PREFIX, dropAfterWrite } from '../../plugins/app/cache-keys.ts';
import { sendCached } from '../../plugins/app/cache.ts';
import { dayInKorea } from '../../plugins/app/visitor.ts';
import { noteAudit } from '../audit/audit-trail.ts';
import {
  type PolicyVersionValues,
  dateTaken,
  deleteUpcomingVersion,
  findPolicyDocument,
  findPolicyVersion,
  findVersionById,
  insertVersion,
  listAdminVersions,
  updateUpcomingVersion,
} from './policy.repository.ts';

const tags = ['policy'];
const today = () => dayInKorea(new Date());

/** A policy's public page (its path without the leading slash), as IndexNow names pages. */
const pageOf = (policy: Policy) => POLICY_PATHS[policy].slice(1);

/*
 * Cached under the day: a version announced for tomorrow is in force from Korea's midnight, when
 * the policy plugin (policy.plugin.ts) drops these entries and the pages that show them.
 */
export const publicPolicyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/policies/:policy',
    {
      schema: {
        operationId: 'getPolicy',
        tags,
        summary: 'A policy: the version in force, those announced, and the list of every version',
        params: policyParamSchema,
        querystring: contentLanguageQuerySchema,
        response: { 200: policyDocumentSchema, 400: problemSchema },
      },
    },
    async (request, reply) => {
      const { policy } = request.params;
      const { lang } = request.query;
      const day = today();
      return sendCached(
        request,
        reply,
        await app.cache.get(`${CACHE_PREFIX.policy}${policy}:${day}:${lang}`, () =>
          findPolicyDocument(app.readDb, policy, day, lang),
        ),
      );
    },
  );

  app.get(
    '/policies/:policy/versions/:effectiveOn',
    {
      schema: {
        operationId: 'getPolicyVersion',
        tags,
        summary: 'One version of a policy, with what changed from the version before it',
        params: policyVersionParamSchema,
        querystring: contentLanguageQuerySchema,
        response: { 200: policyVersionDetailSchema, 400: problemSchema, 404: problemSchema },
      },
    },
    async (request, reply) => {
      const { policy, effectiveOn } = request.params;
      const { lang } = request.query;
      const day = today();
      return sendCached(
        request,
        reply,
        await app.cache.get(
          `${CACHE_PREFIX.policy}${policy}:${day}:${lang}:${effectiveOn}`,
          async () => {
            const found = await findPolicyVersion(app.readDb, policy, effectiveOn, day, lang);
            if (!found) throw notFound('Policy version');
            return found;
          },
        ),
      );
    },
  );
};

/** 400 naming the 시행일 when it is in the past or another version's. */
async function checkDate(app: FastifyInstance, policy: Policy, effectiveOn: string, id?: number) {
  const refuse = (message: string) =>
    new HttpProblem(400, 'validation_failed', message, {
      errors: [{ field: 'body.effectiveOn', message }],
    });
  if (effectiveOn < today()) {
    throw refuse('A version takes effect today or later: the past cannot be rewritten.');
  }
  if (await dateTaken(app.db, policy, effectiveOn, id)) {
    throw refuse('Another version takes effect on that day: choose another date or edit it.');
  }
}

const versionValues = (body: z.infer<typeof policyVersionInputSchema>): PolicyVersionValues => ({
  effectiveOn: body.effectiveOn,
  content: sanitizeRichText(body.content),
  contentEn: storedEnglishRichText(body.contentEn) ?? null,
  summary: body.summary ?? null,
  summaryEn: storedEnglish(body.summaryEn) ?? null,
});

/**
 * Staff write a new version with its 시행일 and may rewrite or withdraw it until that day; a
 * version in force is what visitors agreed to and stays as it is.
 */
export const adminPolicyRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
  const listed = async (policy: Policy) => ({
    policy,
    today: today(),
    versions: await listAdminVersions(app.db, policy, today()),
  });
  const published = async (policy: Policy) => {
    await dropAfterWrite(app.cache, 'policy');
    app.indexNow.changed({ pages: [pageOf(policy)] });
    return listed(policy);
  };
  const staffId = (id: number | undefined) => {
    if (id === undefined) throw new HttpProblem(401, 'unauthorized', 'Sign in to continue.');
    return id;
  };
  const inForce = () =>
    conflict(
      'policy_version_in_force',
      'This version is in force or past and stays as visitors read it: write a new version.',
    );

  app.get(
    '/policies/:policy',
    {
      schema: {
        operationId: 'adminGetPolicy',
        tags,
        summary: "A policy's versions, newest first, as staff manage them",
        params: policyParamSchema,
        response: { 200: adminPolicySchema, ...errors },
      },
    },
    (request) => listed(request.params.policy),
  );

  app.post(
    '/policies/:policy/versions',
    {
      schema: {
        operationId: 'adminCreatePolicyVersion',
        tags,
        summary: 'Write a new version, in force from its 시행일 (today or later)',
        params: policyParamSchema,
        body: policyVersionInputSchema,
        response: { 201: adminPolicySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { policy } = request.params;
      await checkDate(app, policy, request.body.effectiveOn);
      const id = await insertVersion(
        app.db,
        policy,
        versionValues(request.body),
        staffId(request.staff?.member.id),
      );
      noteAudit(request, { entityId: id, summary: `${policy} ${request.body.effectiveOn}` });
      return reply.status(201).send(await published(policy));
    },
  );

  app.put(
    '/policies/:policy/versions/:id',
    {
      schema: {
        operationId: 'adminUpdatePolicyVersion',
        tags,
        summary: 'Rewrite a version announced for later (not one in force)',
        params: policyVersionIdParamSchema,
        body: policyVersionInputSchema,
        response: { 200: adminPolicySchema, 409: problemSchema, ...errors },
      },
    },
    async (request) => {
      const { policy, id } = request.params;
      if (!(await findVersionById(app.db, policy, id))) throw notFound('Policy version');
      await checkDate(app, policy, request.body.effectiveOn, id);
      if (
        !(await updateUpcomingVersion(app.db, policy, id, versionValues(request.body), today()))
      ) {
        throw inForce();
      }
      return published(policy);
    },
  );

  app.delete(
    '/policies/:policy/versions/:id',
    {
      schema: {
        operationId: 'adminDeletePolicyVersion',
        tags,
        summary: 'Withdraw a version announced for later (not one in force)',
        params: policyVersionIdParamSchema,
        response: { 200: adminPolicySchema, 409: problemSchema, ...errors },
      },
    },
    async (request) => {
      const { policy, id } = request.params;
      if (!(await findVersionById(app.db, policy, id))) throw notFound('Policy version');
      if (!(await deleteUpcomingVersion(app.db, policy, id, today()))) throw inForce();
      return published(policy);
    },
  );
};
