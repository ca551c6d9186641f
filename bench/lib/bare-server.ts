/**
 * The yardstick of the web benchmark, in a process of its own: a bare Fastify JSON route. Prints
 * its origin on stdout once it listens, and runs until killed. With BARE_ASYNC_CONTEXT=true
 * each request runs in an AsyncLocalStorage store of its own (bench/runtime-flags.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import Fastify from 'fastify';

const bare = Fastify();
if (process.env.BARE_ASYNC_CONTEXT === 'true') {
  const context = new AsyncLocalStorage<{ started: number }>();
  bare.addHook('onRequest', (_request, _reply, done) => {
    context.run({ started: performance.now() }, done);
  });
}
bare.get('/bare', () => ({ ok: true, items: [1, 2, 3] }));
const origin = await bare.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${origin}\n`);
