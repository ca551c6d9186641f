import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { DatabaseBusyError } from '../../db/admission.ts';
import { causedBy, isDatabaseUnavailable } from '../../db/unavailable.ts';
import { overloaded } from '../external/load-shedding.ts';
import { HttpProblem, problemBody } from '../../lib/problem.ts';

/** What a client is told to wait before retrying while the database is unreachable. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Fastify's own client-error codes, mapped to our problem codes. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformed_body',
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed_body',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'malformed_body',
};

function send(reply: FastifyReply, status: number, body: object) {
  return reply.status(status).type('application/problem+json').send(body);
}

/** One place turns every error into an RFC 9457 problem; internals never leave the server. */
/** Errors that mean "try again shortly", as the problems they answer. */
function retryable(error: unknown): HttpProblem | null {
  if (causedBy(error, DatabaseBusyError)) return overloaded();
  if (!isDatabaseUnavailable(error)) return null;
  return new HttpProblem(
    503,
    'database_unavailable',
    'The database is unreachable. Try again shortly.',
    { headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) } },
  );
}

export const errorsPlugin = fp((app: FastifyInstance) => {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    const retry = retryable(thrown);
    // Logged once per outage by the status, not once per request.
    if (retry?.code === 'database_unavailable') app.dbStatus.lost(thrown);
    const error = retry ?? thrown;
    if (error instanceof HttpProblem) {
      if (error.extra.headers) void reply.headers(error.extra.headers);
      return send(
        reply,
        error.status,
        problemBody(error.status, error.code, error.detail, error.extra.errors),
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => {
        const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const field = [error.validationContext, path].filter(Boolean).join('.');
        return { field, message: v.message ?? 'invalid' };
      });
      const detail = errors.map((e) => `${e.field}: ${e.message}`).join('; ');
      return send(reply, 400, problemBody(400, 'validation_failed', detail, errors));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response does not match its schema');
      return send(reply, 500, problemBody(500, 'internal_error'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return send(reply, status, problemBody(status, 'internal_error'));
    }
    const code = FASTIFY_CODES[error.code] ?? (status === 400 ? 'bad_request' : `http_${status}`);
    return send(reply, status, problemBody(status, code, error.message));
  });
});

export function sendNotFound(reply: FastifyReply, method: string, url: string) {
  return send(
    reply,
    404,
    problemBody(404, 'not_found', `${method} ${url.split('?')[0] ?? ''} does not exist`),
  );
}

/** Errors Fastify raises before routing (malformed or over-long URLs), as problems too. */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  const code = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'uri_too_long' : 'bad_url';
  void send(reply, status, problemBody(status, code, 'The address is malformed or too long.'));
}
