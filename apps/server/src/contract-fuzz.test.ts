import type { LightMyRequestResponse } from 'fastify';
import { expect, test } from 'vitest';
import { ADMIN, login, useTestApp } from './test/app.ts';
import { createCategory, createProduct } from './test/catalogue.ts';

// Every endpoint of the contract (read from the OpenAPI document the zod schemas generate),
// every string, number and id field of its path, query and JSON body, given hostile values:
// each answer is a 4xx or a success, never a 5xx, and the server is healthy afterwards.

const ctx = useTestApp();

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  minimum?: number;
  default?: unknown;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const HOSTILE: unknown[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'tail\udfff',
  'x'.repeat(100_000),
  '0x1',
  '1e3',
  ' 1',
  '-1',
  '-2147483649',
  '99999999999999999999999',
  'NaN',
  -1,
  2 ** 31,
  Number.MAX_SAFE_INTEGER + 2,
  1.5,
  [],
  ['a', 'b'],
  {},
  { nested: { deeper: '\u0000' } },
  null,
  true,
];

/** A value the field's schema accepts, as far as a plain example goes. */
function plausible(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'a';
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return plausible(variant);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, plausible(schema.properties?.[key])]),
      );
    default:
      return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
  }
}

/**
 * Percent-encoded as an attacker would send it: a lone surrogate, which has no UTF-8 form,
 * as the three bytes its code unit would take (`%ED%A0%80`).
 */
function encode(text: string): string {
  return text.replace(/[^A-Za-z0-9\-_.~]/gu, (char) => {
    const unit = char.codePointAt(0) ?? 0;
    if (unit < 0xd800 || unit > 0xdfff || char.length > 1) return encodeURIComponent(char);
    const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
    return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
  });
}

/** Query strings carry text: arrays repeat the parameter, objects go as text. */
function queryString(values: Record<string, unknown>): string {
  const pairs = Object.entries(values).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map(
      (item) => `${key}=${encode(typeof item === 'string' ? item : JSON.stringify(item))}`,
    ),
  );
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

interface Case {
  method: string;
  path: string;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

/** One case per hostile value per field, the other fields plausible. */
function casesOf(method: string, path: string, operation: Operation): Case[] {
  const parameters = operation.parameters ?? [];
  const inPath = parameters.filter((p) => p.in === 'path');
  const inQuery = parameters.filter((p) => p.in === 'query');
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const base: Case = {
    method,
    path,
    params: Object.fromEntries(inPath.map((p) => [p.name, plausible(p.schema)])),
    query: Object.fromEntries(
      inQuery.filter((p) => p.required === true).map((p) => [p.name, plausible(p.schema)]),
    ),
    body: bodySchema ? plausible(bodySchema) : undefined,
  };
  const cases: Case[] = [base];
  for (const value of HOSTILE) {
    for (const p of inPath) cases.push({ ...base, params: { ...base.params, [p.name]: value } });
    for (const p of inQuery) cases.push({ ...base, query: { ...base.query, [p.name]: value } });
    for (const field of Object.keys(bodySchema?.properties ?? {})) {
      cases.push({ ...base, body: { ...(base.body as object), [field]: value } });
    }
    if (bodySchema) cases.push({ ...base, body: value });
  }
  return cases;
}

function urlOf(c: Case): string {
  const path = c.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = c.params[name];
    return encode(typeof value === 'string' ? value : JSON.stringify(value));
  });
  return `${path}${queryString(c.query)}`;
}

test('hostile values in every field of every endpoint get a 4xx or a success, never a 5xx', async () => {
  // Something to find for the ids the cases use (1), so handlers past validation run too.
  const category = await createCategory(ctx);
  await createProduct(ctx, { categoryId: category.id });

  const doc = (await ctx.call('GET', '/api/docs/json', null)).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  const cases = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      // Signing out would end the session the staff cases use.
      .filter(([method]) => ['get', 'post', 'put', 'delete'].includes(method))
      .filter(([method]) => !(path === '/api/logout' && method === 'post'))
      .flatMap(([method, operation]) => casesOf(method.toUpperCase(), path, operation)),
  );
  expect(cases.length).toBeGreaterThan(1_000);

  let token = ctx.adminToken;
  const failures: string[] = [];
  let served = 0;
  for (const c of cases) {
    const send = (): Promise<LightMyRequestResponse> =>
      ctx.app.inject({
        method: c.method as 'GET',
        url: urlOf(c),
        headers: {
          authorization: `Bearer ${token}`,
          ...(c.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(c.body === undefined ? {} : { payload: JSON.stringify(c.body) }),
      });
    let res = await send();
    if (res.statusCode === 401 && c.path.startsWith('/api/admin/')) {
      // A case changed the administrator's session or password: sign in again, once.
      token = await login(ctx.app, ADMIN.loginId, ADMIN.password).catch(() => token);
      res = await send();
    }
    if (res.statusCode >= 500) {
      failures.push(
        `${c.method} ${urlOf(c).slice(0, 120)} ${c.body === undefined ? '' : JSON.stringify(c.body).slice(0, 120)} → ${res.statusCode}`,
      );
    }
    if (res.statusCode < 300) served += 1;
  }
  expect(failures).toEqual([]);
  // The plausible cases reach the handlers: the run is not all refusals.
  expect(served).toBeGreaterThan(20);

  const health = await ctx.call('GET', '/api/health', null);
  expect(health.statusCode).toBe(200);
  expect((await ctx.call('GET', '/api/data/v1/product?keyword=a', null)).statusCode).toBe(200);
}, 300_000);

test('a body whose key is __proto__ is refused, not merged', async () => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth',
    headers: { 'content-type': 'application/json' },
    payload: '{"loginId":"admin","password":"x","__proto__":{"grade":10}}',
  });
  expect(res.statusCode).toBe(400);
});
