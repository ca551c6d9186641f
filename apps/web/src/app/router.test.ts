import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { beforeAll, expect, test } from 'vitest';
import { initI18n } from '../lib/i18n/i18n';
import { type RouteHandle, createRoutes, patchStaffRoutes } from './router';

beforeAll(async () => {
  await initI18n('ko');
});

const flatten = (routes: RouteObject[]): RouteObject[] =>
  routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);

test('every rendered lazy page names the file its code comes from', async () => {
  const rendered = flatten(createRoutes(() => new QueryClient())).filter(
    (route) => (route.handle as RouteHandle | undefined)?.module !== undefined,
  );
  expect(rendered.length).toBeGreaterThanOrEqual(12);
  for (const route of rendered) {
    const { module } = route.handle as RouteHandle;
    expect(module).toMatch(/^src\/app\/.+\.tsx$/);
    const lazy = route.lazy as { Component: () => Promise<unknown> };
    const named = (await import(
      /* @vite-ignore */ `./${module.slice('src/app/'.length)}`
    )) as Record<string, unknown>;
    // The server links this file's CSS and code for the page: it must be what the route loads.
    expect(Object.values(named)).toContain(await lazy.Component());
  }
});

test('the staff routes join the router under its root on the way to /admin, and only then', async () => {
  // The root route holds every page's layout, scroll handling and error page.
  const root = createRoutes(() => new QueryClient())[0]?.id;
  expect(root).toBeDefined();
  const patched: { parent: string | null; paths: (string | undefined)[] }[] = [];
  const navigate = (path: string) =>
    patchStaffRoutes({
      path,
      matches: [],
      fetcherKey: undefined,
      signal: new AbortController().signal,
      patch: (parent, children) => {
        patched.push({ parent, paths: children.map((route) => route.path) });
      },
    });
  for (const path of ['/', '/board/1', '/administration', '/login']) await navigate(path);
  expect(patched).toEqual([]);
  await navigate('/admin/product');
  expect(patched).toEqual([{ parent: root, paths: ['admin'] }]);
});
