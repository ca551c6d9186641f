/**
 * The yardstick of the web benchmark, in a process of its own: a bare Fastify JSON route. Prints
 * its origin on stdout once it listens, and runs until killed.
 */
import Fastify from 'fastify';

const bare = Fastify();
bare.get('/bare', () => ({ ok: true, items: [1, 2, 3] }));
const origin = await bare.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${origin}\n`);
