import { expect, test } from 'vitest';
import { useTestApp } from '../../test/app.ts';

// The OpenAPI document is what generated clients and `npm run lint:api` read: every operation
// says what it does, how it is called, who may call it, and how its problems are typed.

const ctx = useTestApp({ PUBLIC_URL: 'https://www.example.co.kr' });

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: { properties?: object } }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
}

interface Document {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
}

async function operations() {
  const res = await ctx.app.inject({ url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const doc = res.json<Document>();
  const all = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      path,
      operation,
    })),
  );
  return { doc, all };
}

test('every operation has a summary and a unique operationId', async () => {
  const { all } = await operations();
  expect(all.length).toBeGreaterThan(90);
  expect(all.filter((o) => !o.operation.summary).map((o) => o.name)).toEqual([]);
  expect(all.filter((o) => !o.operation.operationId).map((o) => o.name)).toEqual([]);
  const ids = all.map((o) => o.operation.operationId);
  expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
});

test('every operation declares its security: staff routes the session token, others their own or none', async () => {
  const { doc, all } = await operations();
  expect(Object.keys(doc.components.securitySchemes).sort()).toEqual([
    'inquiryToken',
    'staffSession',
  ]);
  expect(all.filter((o) => o.operation.security === undefined).map((o) => o.name)).toEqual([]);
  const staff = all.filter((o) => o.path.startsWith('/api/admin/'));
  expect(staff.filter((o) => o.operation.security?.[0]?.staffSession === undefined)).toEqual([]);
  expect(doc.paths['/api/authCheck']?.get?.security).toEqual([{ staffSession: [] }]);
  expect(doc.paths['/api/data/v1/inquiry/{id}']?.put?.security).toEqual([{ inquiryToken: [] }]);
  expect(doc.paths['/api/data/v1/product']?.get?.security).toEqual([]);
  expect(doc.servers).toEqual([{ url: 'https://www.example.co.kr', description: 'The site' }]);
});

test('problem responses are application/problem+json and refer to one Problem schema', async () => {
  const { doc, all } = await operations();
  const problems = all.flatMap((o) =>
    Object.entries(o.operation.responses)
      .filter(([status]) => Number(status) >= 400)
      .map(([status, response]) => ({ name: `${o.name} ${status}`, response })),
  );
  expect(problems.length).toBeGreaterThan(200);
  // /api/health and its readiness answer their own body with 503, as load balancers read it;
  // the digest's unsubscribe link is opened from an e-mail, and answers a person in HTML.
  const notProblems = problems.filter(
    (p) =>
      !p.name.startsWith('GET /api/health') &&
      !/^(GET|POST) \/api\/data\/v1\/notification\/digest\/unsubscribe 404$/.test(p.name) &&
      p.response.content?.['application/problem+json'] === undefined,
  );
  expect(notProblems.map((p) => p.name)).toEqual([]);
  expect(JSON.stringify(doc.paths)).not.toContain(
    '"application/json":{"schema":{"$ref":"#/components/schemas/Problem"',
  );
  expect(doc.components.schemas).toHaveProperty('Problem');
  expect(doc.components.schemas).not.toHaveProperty('ProblemInput');
});

test('a 204 answer has no content in the document, as on the wire', async () => {
  const { all } = await operations();
  const noContent = all.filter((o) => o.operation.responses['204'] !== undefined);
  expect(noContent.length).toBeGreaterThan(10);
  expect(
    noContent.filter((o) => o.operation.responses['204']?.content !== undefined).map((o) => o.name),
  ).toEqual([]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/logout',
    headers: { authorization: `Bearer ${ctx.adminToken}` },
  });
  expect(res.statusCode).toBe(204);
  expect(res.body).toBe('');
  expect(res.headers['content-type']).toBeUndefined();
});

test('the two uploads describe their multipart forms', async () => {
  const { doc } = await operations();
  for (const path of ['/api/admin/v1/image', '/api/admin/v1/post-attachment']) {
    const body = doc.paths[path]?.post?.requestBody;
    expect(Object.keys(body?.content ?? {})).toEqual(['multipart/form-data']);
    expect(body?.content['multipart/form-data']?.schema.properties).toHaveProperty('file');
  }
});

test('the document is served to anyone, and is not itself an operation', async () => {
  const { doc } = await operations();
  expect(Object.keys(doc.paths).filter((path) => path.startsWith('/api/docs'))).toEqual([]);
});
