import { problemSchema } from '@app/contract/common';
import { challengeQuerySchema, challengeSchema } from '@app/contract/spam';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Proof-of-work challenges for the public forms (the spam guard plugin makes and checks them). */
export const challengeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/challenge',
    {
      schema: {
        operationId: 'getChallenge',
        tags: ['spam'],
        summary: 'A signed proof-of-work challenge for one public form, valid for minutes',
        querystring: challengeQuerySchema,
        response: { 200: challengeSchema, 400: problemSchema, 429: problemSchema },
      },
    },
    async (request, reply) => {
      // One per form and visitor, never to be kept by a browser or a proxy.
      void reply.header('cache-control', 'no-store');
      return app.spamGuard.issue(request, request.query.form);
    },
  );
};
