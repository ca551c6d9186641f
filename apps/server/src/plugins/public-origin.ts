import type { FastifyRequest } from 'fastify';

/**
 * The origin absolute links are written with: `PUBLIC_URL` when set, else the request's own
 * scheme and host (behind a proxy, as `TRUST_PROXY` allows). Anything cached with a link in it
 * must be keyed by this value when `PUBLIC_URL` is unset, since the Host header is the client's.
 */
export function publicOrigin(request: FastifyRequest, configured: string | undefined): string {
  return configured ?? `${request.protocol}://${request.host}`;
}
