import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Storage } from '../../storage/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files (image variants, attachments), whatever driver is configured. */
    storage: Storage;
  }
}

export const storagePlugin = fp((app: FastifyInstance, opts: { storage: Storage }) => {
  app.decorate('storage', opts.storage);
  app.addHook('onClose', (_instance, done) => {
    opts.storage.close();
    done();
  });
});
