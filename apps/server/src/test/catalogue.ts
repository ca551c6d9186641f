import type { ProductInput } from '@app/contract/product';
import { sampleProductImage } from '../bootstrap/sample-images.ts';
import { importImage } from '../modules/image/image-import.ts';
import { type TestContext, bearer } from './app.ts';

/** What the factories need of a test app: the app and the administrator's token. */
type Staff = Pick<TestContext, 'app' | 'adminToken'>;

/** Catalogue factories for API tests: each creates through the API as the administrator. */

let sequence = 0;
const next = () => (sequence += 1);

async function post<T>(ctx: Staff, url: string, payload: object): Promise<T> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/v1${url}`,
    headers: bearer(ctx.adminToken),
    payload,
  });
  if (res.statusCode !== 201) throw new Error(`POST ${url} failed: ${res.statusCode} ${res.body}`);
  return res.json<T>();
}

export const createCategory = (
  ctx: Staff,
  overrides: { name?: string; parentId?: number | null } = {},
) => post<{ id: number; name: string }>(ctx, '/category', { name: `분류${next()}`, ...overrides });

export const createPlace = (ctx: Staff, overrides: { name?: string; region?: string } = {}) =>
  post<{ id: number; name: string }>(ctx, '/place', { name: `장소${next()}`, ...overrides });

/** A generated picture imported into the library (as the seed does); answers its id. */
export async function createImage(ctx: Staff): Promise<number> {
  const png = await sampleProductImage(next(), 400, 300);
  const { row } = await importImage(ctx.app.db, ctx.app.storage, png, 'sample.png', null);
  return row.id;
}

export interface CreatedProduct {
  id: number;
  name: string;
  status: 'draft' | 'published';
  categoryId: number;
  placeId: number | null;
}

export const createProduct = (ctx: Staff, input: Partial<ProductInput> & { categoryId: number }) =>
  post<CreatedProduct>(ctx, '/product', {
    name: `상품${next()}`,
    status: 'published',
    ...input,
  });
