import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpProblem } from '../../lib/problem.ts';

/**
 * NUL and unpaired surrogates: PostgreSQL's text cannot hold them (it fails the statement with
 * "invalid byte sequence"), and nothing a person types contains them.
 */
const UNSTORABLE = /\0|\p{Surrogate}/u;

/** Deeper than any body of the contract: a bound on the walk over hostile nesting. */
const MAX_DEPTH = 32;

/** The path of the first string (value or key) in `value` that a database cannot store. */
function findUnstorable(value: unknown, path: string, depth: number): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, inner] of Object.entries(value)) {
    const at = path === '' ? key : `${path}.${key}`;
    if (UNSTORABLE.test(key)) return at;
    const found = findUnstorable(inner, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Refuses, before validation, any request whose path, query or body carries text a database
 * cannot store, with a 400 naming the field: such text must never reach a query, whatever the
 * route's schema says (and one such query used to take the embedded database down).
 */
export const storableTextPlugin = fp((app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const parts = { params: request.params, querystring: request.query, body: request.body };
    for (const [part, value] of Object.entries(parts)) {
      const field = findUnstorable(value, part, 0);
      if (field === null) continue;
      const message = 'must not contain NUL characters or unpaired surrogates';
      throw new HttpProblem(400, 'validation_failed', `${field}: ${message}`, {
        errors: [{ field, message }],
      });
    }
  });
});
