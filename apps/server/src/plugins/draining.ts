import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the server has begun to close (readiness then sends traffic elsewhere). */
    isClosing: () => boolean;
  }
}

/**
 * Graceful close: once the server begins to close, every response it still gives tells its
 * client to close the connection, so keep-alive clients reconnect (to another instance behind
 * the proxy) instead of being refused, and the server's last connections end as soon as their
 * requests are answered.
 */
export const drainingPlugin = fp((app: FastifyInstance) => {
  let closing = false;
  app.decorate('isClosing', () => closing);
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (closing) void reply.header('connection', 'close');
    done();
  });
});
