import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { FastifyHttpOptions, FastifyServerFactory } from 'fastify';

/** Answers a request before Fastify sees it and says so, or returns false to leave it to Fastify. */
export type EarlyResponder = (request: IncomingMessage, response: ServerResponse) => boolean;

export interface EarlyResponse {
  /** Fastify's `serverFactory`: the HTTP server, asking the responder first. */
  serverFactory: FastifyServerFactory;
  /** Set once the responder can answer (the web app's pages are loaded). */
  respondWith: (responder: EarlyResponder) => void;
}

/**
 * The HTTP server Fastify would create, with one door in front: a responder that answers the
 * requests it can from memory (kept pages, decision 10) without Fastify's per-request hooks,
 * which cost more than writing such an answer. Everything else, and everything until a
 * responder is set, goes to Fastify. `app.inject` never passes here.
 */
export function earlyResponse(): EarlyResponse {
  let responder: EarlyResponder = () => false;
  return {
    serverFactory: (handler, opts) => {
      // Fastify's own options, defaults applied, as it hands them to a server factory.
      const options = opts as Pick<
        FastifyHttpOptions<Server>,
        'http' | 'keepAliveTimeout' | 'requestTimeout' | 'connectionTimeout'
      >;
      const server = createServer(options.http ?? {}, (request, response) => {
        if (!responder(request, response)) handler(request, response);
      });
      // What Fastify sets on the server it creates itself (fastify/lib/server.js).
      if (options.keepAliveTimeout !== undefined)
        server.keepAliveTimeout = options.keepAliveTimeout;
      if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
      server.setTimeout(options.connectionTimeout ?? 0);
      return server;
    },
    respondWith: (next) => {
      responder = next;
    },
  };
}
