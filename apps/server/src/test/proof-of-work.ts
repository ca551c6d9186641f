import type { SpamForm } from '@app/contract/spam';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';

/** A fresh challenge for `form`, as the browser's widget fetches it. */
export async function fetchChallenge(app: FastifyInstance, form: SpamForm, remoteAddress?: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/data/v1/challenge?form=${form}`,
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
  });
  if (res.statusCode !== 200) throw new Error(`challenge: ${res.statusCode} ${res.body}`);
  return res.json<Parameters<typeof solveChallenge>[0]['challenge']>();
}

/** The `altcha` field of a form: a challenge for `form`, solved as the widget would. */
export async function proofOfWork(
  app: FastifyInstance,
  form: SpamForm,
  remoteAddress?: string,
): Promise<string> {
  const challenge = await fetchChallenge(app, form, remoteAddress);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
