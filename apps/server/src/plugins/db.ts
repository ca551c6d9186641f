import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: Database['kind'];
  }
}

/** Hands the open database to every route, and closes it when the app closes. */
export const dbPlugin = fp((app: FastifyInstance, opts: { database: Database }) => {
  app.decorate('db', opts.database.db);
  app.decorate('dbKind', opts.database.kind);
  app.addHook('onClose', async () => {
    await opts.database.close();
  });
});
