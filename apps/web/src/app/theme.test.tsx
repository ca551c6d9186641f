import { MantineProvider } from '@mantine/core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { withoutDarkSchemeRules } from '../../vite/light-scheme-only';
import { themeVariablesCss } from '../../vite/theme-variables';
import { cssVariablesResolver, theme } from './theme';

/** `--name: value` declarations of a stylesheet, by name (the last one wins, as in CSS). */
const declarations = (css: string) =>
  new Map(
    [...css.matchAll(/(--[\w-]+)\s*:\s*([^;}]+)/g)].map(([, name, value]) => [name, value?.trim()]),
  );

const built = declarations(themeVariablesCss(theme, cssVariablesResolver));

test('the stylesheet carries every variable MantineProvider would render in each page', () => {
  const markup = renderToString(
    <MantineProvider
      theme={theme}
      forceColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      {null}
    </MantineProvider>,
  );
  const style = /<style data-mantine-styles="true">(.*?)<\/style>/s.exec(markup)?.[1] ?? '';
  // The light scheme's rule comes last, so it overrides the root's, as in the browser.
  const rendered = declarations(
    style.replace(/:root\[data-mantine-color-scheme="dark"\][^}]*}/, ''),
  );
  expect(rendered.size).toBeGreaterThan(50);
  expect(Object.fromEntries(built)).toMatchObject(Object.fromEntries(rendered));
  expect(built.get('--mantine-color-dimmed')).toBe('#5f6770');
  expect(built.get('--mantine-primary-color-filled')).toBe('var(--mantine-color-brand-filled)');
  expect(built.get('--mantine-color-brand-filled')).toBe('var(--mantine-color-brand-7)');
});

test("it defines every variable of Mantine's own default sheet, which it replaces", () => {
  const sheet = createRequire(import.meta.url).resolve(
    '@mantine/core/styles/default-css-variables.layer.css',
  );
  const defaults = declarations(withoutDarkSchemeRules(readFileSync(sheet, 'utf8')));
  const missing = [...defaults.keys()].filter((name) => !built.has(name));
  expect(defaults.size).toBeGreaterThan(300);
  expect(missing).toEqual([]);
});
