import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { problemSchema } from '@app/contract/common';
import { INQUIRY_TOKEN_HEADER } from '@app/contract/inquiry';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A multipart route's form, for the OpenAPI document only: its handler reads the parts as
     * streams under its own limits, so Fastify must not validate (or buffer) a body.
     */
    multipartForm?: z.ZodType;
  }
}

/** A route that needs a staff session (every route under /api/admin/ has it by default). */
export const STAFF_SESSION = [{ staffSession: [] }];
/** A route that needs an inquiry's unlock token. */
export const INQUIRY_TOKEN = [{ inquiryToken: [] }];

const securitySchemes = {
  staffSession: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The opaque session token `POST /api/auth` returns (not a JWT), sent as `Authorization: Bearer <token>`. ' +
      'No cookie carries it, so a browser never sends it on its own and there is no CSRF token.',
  },
  inquiryToken: {
    type: 'apiKey',
    in: 'header',
    name: INQUIRY_TOKEN_HEADER,
    description:
      'The short-lived token `POST /api/data/v1/inquiry/{id}/unlock` returns, valid for that inquiry only.',
  },
} as const;

// Shared by nearly every operation: listed once under components and referenced.
z.globalRegistry.add(problemSchema, { id: 'Problem' });

const PROBLEM_JSON = 'application/problem+json';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Problem responses as the errors plugin sends them, `application/problem+json`; any other
 * response (a 503 from /api/health is its usual body) stays as declared.
 */
function problemsTyped(response: unknown): unknown {
  if (!isRecord(response)) return response;
  return Object.fromEntries(
    Object.entries(response).map(([status, schema]) => [
      status,
      schema === problemSchema
        ? {
            description: 'A problem (RFC 9457) whose `code` says what went wrong',
            content: { [PROBLEM_JSON]: { schema } },
          }
        : schema,
    ]),
  );
}

/**
 * What the document says beyond the route schemas: who may call (staff routes by scope, any
 * other route declares its own or needs nothing), problem responses typed as sent, and the
 * form of a multipart upload.
 */
function documented(schema: FastifySchema, url: string, form: z.ZodType | undefined) {
  return {
    ...schema,
    security: schema.security ?? (url.startsWith('/api/admin/') ? STAFF_SESSION : []),
    response: problemsTyped(schema.response),
    ...(form === undefined ? {} : { body: form, consumes: ['multipart/form-data'] }),
  };
}

/**
 * The bytes of a file, in a multipart form or a response that is not JSON. Typed `unknown`, as
 * such a body is a stream or a string (never checked against this schema).
 */
export const fileContent = () => z.unknown().meta({ type: 'string', format: 'binary' });

/**
 * A response that is not JSON (a file, XML, text), as a route declares it: Fastify sends such
 * bodies (streams, strings with their type set) as they are, so the schema only documents them.
 */
export const rawResponse = (contentType: string | readonly string[], description: string) => ({
  description,
  content: Object.fromEntries(
    [contentType].flat().map((type) => [type, { schema: fileContent() }]),
  ),
});

/**
 * A 204 carries no content. Routes declare `z.null()` for it (so Fastify sends nothing), which
 * the generator writes as a JSON `null` body, and contract-testing tools then expect one.
 */
function withoutNoContentBodies(paths: unknown) {
  if (!isRecord(paths)) return;
  for (const operations of Object.values(paths)) {
    if (!isRecord(operations)) continue;
    for (const operation of Object.values(operations)) {
      const responses = isRecord(operation) ? operation.responses : undefined;
      const noContent = isRecord(responses) ? responses['204'] : undefined;
      if (isRecord(responses) && isRecord(noContent)) {
        responses['204'] = { description: noContent.description ?? 'No content' };
      }
    }
  }
}

/** The OpenAPI document, generated from the zod schemas, and its UI at /api/docs. */
export const docsPlugin = fp(async (app: FastifyInstance, opts: { publicUrl: string }) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Product search API',
        version: '1.0.0',
        description:
          'The catalogue, boards and inquiries for visitors (`/api/data/v1`), and the back office for staff (`/api/admin/v1`). Errors are RFC 9457 problems.',
      },
      servers: [{ url: opts.publicUrl, description: 'The site' }],
      components: { securitySchemes },
    },
    transform: (input) => {
      const { schema, url, route } = input;
      if (schema.hide === true) return jsonSchemaTransform(input);
      return jsonSchemaTransform({
        ...input,
        schema: documented(schema, url, route.config?.multipartForm),
      });
    },
    transformObject: (input) => {
      const document = jsonSchemaTransformObject(input);
      // Problems are only ever sent: the copy made for request bodies would be an unused component.
      if ('components' in document) delete document.components?.schemas?.ProblemInput;
      withoutNoContentBodies(document.paths);
      return document;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
