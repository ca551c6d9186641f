import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { replicaReads } from '../../db/read-replicas.ts';
import { bearerToken } from './auth.ts';

/**
 * Decides once per request whether its reads through `app.readDb` may come from a read replica
 * (decision 14): a visitor's GET may; a write, and every request of a signed-in staff member,
 * reads the primary, so staff see their own writes at once. Handlers only choose `readDb` for
 * public catalogue reads, never between primary and replica.
 */
export const replicaReadsPlugin = fp((app: FastifyInstance) => {
  // Without replicas every read is the primary's: nothing to decide.
  if (app.dbStatus.replicas.length === 0) return;
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      done();
      return;
    }
    if (bearerToken(request) === null) {
      replicaReads.run(true, done);
      return;
    }
    void app
      .readSession(request)
      // Unknown only while the primary fails, when a replica is the one that can answer.
      .catch(() => null)
      .then((staff) => {
        replicaReads.run(staff === null, done);
      });
  });
});
