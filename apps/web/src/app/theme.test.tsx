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

/** WCAG's contrast ratio of a `#rrggbb` colour on white. */
function contrastOnWhite(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}

test('dimmed text, field errors and required asterisks pass WCAG AA on white', () => {
  for (const name of ['--mantine-color-dimmed', '--mantine-color-error']) {
    const value = built.get(name) ?? '';
    expect(value, name).toMatch(/^#[0-9a-f]{6}$/);
    expect(contrastOnWhite(value), name).toBeGreaterThanOrEqual(4.5);
  }
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
