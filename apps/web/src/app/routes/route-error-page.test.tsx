import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouterProvider, createStaticHandler, createStaticRouter, data } from 'react-router';
import { beforeAll, expect, test } from 'vitest';
import { i18nFor, initI18n, loadAllLanguages } from '../../lib/i18n/i18n';
import type { Language } from '../../lib/i18n/language';
import { RouteErrorPage } from './route-error-page';

beforeAll(async () => {
  await initI18n('ko');
  await loadAllLanguages();
});

/** The error page of a page whose data failed, as the server renders it: its links. */
async function linksOfErrorPage(path: string, language: Language) {
  const handler = createStaticHandler([
    {
      path: '/product/list',
      loader: () => {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to end a loader
        throw data(null, { status: 500 });
      },
      ErrorBoundary: RouteErrorPage,
    },
  ]);
  const context = await handler.query(new Request(`http://site${path}`));
  if (context instanceof Response) throw new Error('a redirect, not the error page');
  const html = renderToString(
    <I18nextProvider i18n={i18nFor(language)}>
      <MantineProvider>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </MantineProvider>
    </I18nextProvider>,
  );
  return [...html.matchAll(/<a\b[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g)].map(([, href, text]) => ({
    href,
    text: text?.replace(/<[^>]+>/g, ''),
  }));
}

test('the error page’s way home keeps the English site English', async () => {
  expect(await linksOfErrorPage('/product/list?lang=en&page=2', 'en')).toEqual([
    { href: '/?lang=en', text: 'Go to home' },
  ]);
  expect(await linksOfErrorPage('/product/list?page=2', 'ko')).toEqual([
    { href: '/', text: '홈으로 이동' },
  ]);
});
