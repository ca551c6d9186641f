import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { Env } from '../env.ts';

/** Whether the address `hop` steps from the server is a proxy whose X-Forwarded-For counts. */
export type TrustRule = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as a rule. A hop count becomes "the nearest `hops` addresses are proxies":
 * Fastify treats a bare count as "trust nothing" (it cannot check the peer). That is only safe
 * when the server cannot be reached except through them; addresses are (README).
 */
export function trustedProxies(setting: Env['TRUST_PROXY']): TrustRule {
  if (setting === false) return () => false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting);
}

/** The client's address as Fastify's `request.ip` gives it, for a request Fastify never saw. */
export const clientAddress = (request: IncomingMessage, trust: TrustRule) =>
  proxyAddr(request, trust);
