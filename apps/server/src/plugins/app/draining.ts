import type { IncomingMessage, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the server has begun to close (readiness then sends traffic elsewhere). */
    isClosing: () => boolean;
    /**
     * Stops the server as SIGTERM asks: refuses new connections, answers what comes on open
     * ones with `Connection: close`, cuts what is still open after `graceMs`, then closes the
     * app (database included).
     */
    closeGracefully: (graceMs: number) => Promise<void>;
  }
}

/**
 * How long a connection that is idle once the listener has closed stays open. A keep-alive
 * client sends its next request as soon as it has an answer, and a busy server may not have
 * read it yet: closing the connection then resets a request the client has sent. Within the
 * linger it is answered, with `Connection: close`. Longer than a busy event loop's turn, short
 * beside the grace period.
 */
const LINGER_MS = 500;

/** A loop turn this short has left next to nothing unread on the sockets. */
const QUIET_TURN_MS = 5;
/** The longest the listener stays open once closing has begun, taking in its accept queue. */
const ACCEPT_QUEUED_MS = 3_000;

const checkPhase = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Resolves once the listener's accept queue is empty: closing the listener resets the
 * connections still in it, whose clients may have sent their request already. Node takes one
 * connection from the queue per loop turn, and under load a turn lasts 50-100 ms, so a queue
 * can hold connections for seconds; a turn that took none means the queue was empty. Gives up
 * after ACCEPT_QUEUED_MS.
 */
async function acceptQueued(server: NetServer): Promise<void> {
  let accepted = 0;
  const count = () => {
    accepted += 1;
  };
  server.on('connection', count);
  const until = performance.now() + ACCEPT_QUEUED_MS;
  try {
    await checkPhase();
    do {
      accepted = 0;
      await checkPhase();
    } while (accepted > 0 && performance.now() < until);
  } finally {
    server.off('connection', count);
  }
}

/**
 * Resolves in the check phase after a short poll phase: a request that had reached a
 * connection has been read, so closing it as idle resets nothing its client sent. A busy
 * server's turn is long, and a socket that became readable during it waits for the next: hence
 * a short one, or the first after LINGER_MS.
 */
async function quietTurn(): Promise<void> {
  const until = performance.now() + LINGER_MS;
  // From within a turn, to its end: how long it had run before is unknown.
  await checkPhase();
  for (;;) {
    const began = performance.now();
    await checkPhase();
    if (performance.now() - began < QUIET_TURN_MS || performance.now() > until) return;
  }
}

/**
 * Graceful close (decision 7), in this order: once its accept queue is empty, the listener
 * closes (new connections are refused, so a proxy tries another instance, even with a POST);
 * then every answer tells its client to close the connection, so keep-alive clients reconnect
 * elsewhere instead of being reset, and connections end as their requests are answered; idle
 * ones close after LINGER_MS; at the deadline the rest are cut. Answers say so only once the
 * listener has closed: a client told earlier would reconnect to this instance, into the
 * accept queue that closing the listener resets.
 */
export const drainingPlugin = fp((app: FastifyInstance) => {
  let closing = false;
  let answersClose = false;
  const answerWithClose = () => {
    closing = true;
    if (answersClose) return;
    answersClose = true;
    // Before any other listener: answers given before Fastify (kept pages, early-response.ts)
    // say it too.
    app.server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
      response.setHeader('connection', 'close');
    });
  };

  app.decorate('isClosing', () => closing);
  app.decorate('closeGracefully', async (graceMs: number) => {
    const { server } = app;
    closing = true;
    const deadline = setTimeout(() => {
      server.closeAllConnections();
    }, graceMs);
    try {
      // net's close, not http's, which would also close idle connections at once.
      await acceptQueued(server);
      const drained = new Promise<void>((resolve) => {
        NetServer.prototype.close.call(server, () => {
          resolve();
        });
      });
      answerWithClose();
      if ((await connectionCount(server)) > 0) {
        await sleep(LINGER_MS);
        await quietTurn();
        server.closeIdleConnections();
      }
      // A connection whose answer was under way before closing began said keep-alive: close
      // it once it has been idle for a while.
      const sweep = setInterval(() => {
        void quietTurn().then(() => {
          server.closeIdleConnections();
        });
      }, LINGER_MS);
      await drained.finally(() => {
        clearInterval(sweep);
      });
    } finally {
      clearTimeout(deadline);
    }
    await app.close();
  });

  // app.close() alone (tests, a fatal error) closes the listener and idle connections at once.
  app.addHook('preClose', (done) => {
    answerWithClose();
    done();
  });
  // onSend, not onRequest: an answer still being prepared when closing began says it too.
  app.addHook('onSend', (_request, reply, _payload, done) => {
    if (answersClose) void reply.header('connection', 'close');
    done();
  });
});

function connectionCount(server: NetServer): Promise<number> {
  return new Promise((resolve) => {
    server.getConnections((error, count) => {
      resolve(error ? 0 : count);
    });
  });
}
