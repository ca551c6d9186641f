import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';
import { SITE_FONT_FAMILY } from './site-font';

/** The corporate blue; shade 7 on white passes WCAG AA for text and buttons. */
const brand: MantineColorsTuple = [
  '#e8f1fb',
  '#d0e0f3',
  '#a3bfe6',
  '#729cd9',
  '#4a7ecd',
  '#3270c6',
  '#2465c1',
  '#1755ab',
  '#0c4b99',
  '#003f87',
];

/**
 * Pretendard, served by us, so text looks the same everywhere: first the site font a rendered
 * page declares (site-font.ts: the characters the site uses, in one preloaded file), then, for
 * any character it lacks, Pretendard's unicode-range subsets (main.tsx, `font-display: swap`);
 * the OS's Korean faces until they load.
 */
const fontFamily = `'${SITE_FONT_FAMILY}', 'Pretendard Variable', Pretendard, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, sans-serif`;

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});

/**
 * Text colours that pass WCAG AA (4.5:1) on white, where Mantine's do not: its dimmed grey is
 * 3.3:1 (this one 5.9:1), and its error red (red 6, the required-field asterisks and field
 * messages) 3.28:1 (red 9, 5.5:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5f6770', '--mantine-color-error': '#c92a2a' },
  dark: {},
});
