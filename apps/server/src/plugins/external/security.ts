import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** Helmet's settings; `mediaOrigin` is where images come from besides this site (S3_PUBLIC_URL). */
const helmetOptions = (mediaOrigin: string | null): HelmetOptions => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Mantine sets style attributes at run time; styles cannot run code.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...(mediaOrigin === null ? [] : [mediaOrigin])],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  // HTTPS is the reverse proxy's job; HSTS from here would break plain-HTTP installs.
  strictTransportSecurity: false,
});

/**
 * Helmet's headers, computed once. Our policy has no per-request part (no nonces), and running
 * helmet's middleware on every request halved the throughput of cached reads (measured).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(options)(response.req, response, () => undefined);
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

/** Security headers on every response; the Content-Security-Policy allows no inline script. */
export const securityPlugin = fp((app: FastifyInstance, opts: { mediaOrigin: string | null }) => {
  const headers = securityHeaders(helmetOptions(opts.mediaOrigin));
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
});
