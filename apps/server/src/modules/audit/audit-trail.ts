import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { insertAudit } from './audit.repository.ts';
import { auditRoutes } from './audit.routes.ts';

/** Per-route settings, in the route's `config.audit`; `false` leaves the route out. */
export interface AuditRouteConfig {
  /** The entity recorded; by default the first segment of the path (`/product/:id` → product). */
  entity?: string;
  /** The action recorded; by default a trailing verb segment (`/inquiry/:id/answer` → answer), else create/update/delete by method. */
  action?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    audit?: AuditRouteConfig | false;
  }
}

/** What a handler adds to its own request's audit row. */
export interface AuditNote {
  action?: string;
  summary?: string;
  entityId?: string | number;
}

const METHOD_ACTIONS: Record<string, string> = {
  POST: 'create',
  PUT: 'update',
  PATCH: 'update',
  DELETE: 'delete',
};

/**
 * Body fields whose values never reach the trail: secrets (a one-time `code` included), and
 * personal data it does not need.
 */
const HIDDEN_FIELD = /pass|token|secret|hash|otp|^code$|credential|email|phone/i;
const SHORT_TEXT = 80;
const MAX_FIELDS = 20;

interface Pending {
  note?: AuditNote;
  responseIds?: string[];
}
const pending = new WeakMap<FastifyRequest, Pending>();

/** Lets a handler sharpen its row: `noteAudit(request, { action: 'grade', summary: 'grade 5 → 7' })`. */
export function noteAudit(request: FastifyRequest, note: AuditNote) {
  const entry = pending.get(request) ?? {};
  pending.set(request, { ...entry, note: { ...entry.note, ...note } });
}

/** `name="사과", grade=7, password=[hidden], content=[2,345 chars]`: what changed, never a secret. */
export function describeBody(body: unknown): string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return '';
  return Object.entries(body)
    .slice(0, MAX_FIELDS)
    .map(([key, value]) => `${key}=${describeValue(key, value)}`)
    .join(', ');
}

function describeValue(key: string, value: unknown): string {
  if (HIDDEN_FIELD.test(key)) return '[hidden]';
  if (typeof value === 'string') {
    return value.length <= SHORT_TEXT ? JSON.stringify(value) : `[${value.length} chars]`;
  }
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) {
    return String(value);
  }
  if (Array.isArray(value)) return `[${value.length} items]`;
  return '{…}';
}

/**
 * The entity and action a write is recorded under, from its route path relative to the admin
 * prefix: `['inquiry', ':id', 'answer']` → inquiry/answer, `['product', ':id']` + PUT → product/update.
 */
export function routeAudit(method: string, segments: string[], config: AuditRouteConfig = {}) {
  const last = segments.at(-1);
  const verb =
    segments.length > 1 && last !== undefined && !last.startsWith(':') ? last : undefined;
  return {
    entity: config.entity ?? segments[0] ?? 'unknown',
    action: config.action ?? verb ?? METHOD_ACTIONS[method] ?? method.toLowerCase(),
  };
}

const withId = z.object({ id: z.union([z.number(), z.string()]) });
const idsOf = (payload: unknown): string[] => {
  const list = Array.isArray(payload) ? payload : [payload];
  return list.flatMap((item) => {
    const parsed = withId.safeParse(item);
    return parsed.success ? [String(parsed.data.id)] : [];
  });
};
const paramsSchema = z.object({
  id: z.union([z.number(), z.string()]).optional(),
  slug: z.string().optional(),
});

/**
 * Records every successful staff write in this scope without each route having to remember:
 * registered first in the admin scope, its hooks see every admin route. It also serves the
 * audit routes, since it knows which entities can appear in the trail.
 */
export const auditTrail = fp(async (app: FastifyInstance) => {
  const prefix = app.prefix;
  const segmentsOf = (url: string) =>
    url
      .slice(url.startsWith(prefix) ? prefix.length : 0)
      .split('/')
      .filter(Boolean);
  // Sign-in and sign-out are recorded by the auth routes as "session" rows.
  const entities = new Set<string>(['session']);

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const config = route.config?.audit;
    if (config === false || !methods.some((m) => m in METHOD_ACTIONS)) return;
    entities.add(routeAudit(methods[0] ?? 'POST', segmentsOf(route.url), config).entity);
  });

  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (request.method in METHOD_ACTIONS) {
      pending.set(request, { ...pending.get(request), responseIds: idsOf(payload) });
    }
    return payload;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const config = request.routeOptions.config.audit;
    const staff = request.staff;
    const succeeded = reply.statusCode >= 200 && reply.statusCode < 300;
    if (!(request.method in METHOD_ACTIONS) || config === false || !succeeded || staff === null) {
      return payload;
    }
    const route = routeAudit(
      request.method,
      segmentsOf(request.routeOptions.url ?? request.url),
      config,
    );
    const { note, responseIds = [] } = pending.get(request) ?? {};
    const params = paramsSchema.safeParse(request.params);
    const entityId =
      note?.entityId ??
      (params.success ? (params.data.id ?? params.data.slug) : undefined) ??
      (responseIds.length === 1 ? responseIds[0] : undefined);
    const summary = [
      note?.summary,
      responseIds.length > 1 ? `ids: ${responseIds.join(', ')}` : undefined,
      describeBody(request.body),
    ]
      .filter(Boolean)
      .join('; ');
    try {
      await insertAudit(app.db, {
        memberId: staff.member.id,
        memberLoginId: staff.member.loginId,
        action: note?.action ?? route.action,
        entity: route.entity,
        entityId: entityId === undefined ? null : String(entityId),
        summary,
        ip: request.ip,
      });
    } catch (err) {
      // The write itself has happened; failing its response now would only mislead the client.
      request.log.error({ err }, 'could not record the audit row');
    }
    return payload;
  });

  await app.register(auditRoutes, { entities });
});
