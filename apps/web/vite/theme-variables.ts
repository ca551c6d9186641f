import {
  type CSSVariablesResolver,
  DEFAULT_THEME,
  type MantineThemeOverride,
  convertCssVariables,
  deepMerge,
  defaultCssVariablesResolver,
  mergeMantineTheme,
} from '@mantine/core';
import type { Plugin } from 'vite';

/** Mantine's variables of its default theme, which every component's stylesheet reads. */
const DEFAULT_VARIABLES =
  /[\\/]node_modules[\\/]@mantine[\\/]core[\\/]styles[\\/]default-css-variables\.layer\.css$/;

/**
 * Every CSS variable of `theme` for the light colour scheme, as MantineProvider would render
 * them (its own resolver, then `resolver`'s values over it), in Mantine's cascade layer.
 */
export function themeVariablesCss(
  theme: MantineThemeOverride,
  resolver: CSSVariablesResolver,
): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const variables = deepMerge(defaultCssVariablesResolver(merged), resolver(merged));
  return `@layer mantine {${convertCssVariables({ ...variables, dark: {} })}}`;
}

/**
 * Puts the theme's CSS variables in the stylesheet, in place of Mantine's default ones. Mantine
 * would render those of the theme that differ from the default (10 KB) in a style element of
 * every page; in the stylesheet, browsers keep them (the built sheet grew by 107 bytes in
 * brotli), and every rendered page is 1.1 KB lighter (brotli) to send (decision 10).
 */
export function mantineThemeVariables(
  theme: MantineThemeOverride,
  resolver: CSSVariablesResolver,
): Plugin {
  const css = themeVariablesCss(theme, resolver);
  return {
    name: 'mantine-theme-variables',
    enforce: 'pre',
    transform(_code, id) {
      return DEFAULT_VARIABLES.test(id) ? { code: css, map: null } : null;
    },
  };
}
