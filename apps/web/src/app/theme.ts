import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

/** Korean-first system fonts: no web font download, and Hangul renders with the OS's best face. */
const fontFamily =
  "Pretendard, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, sans-serif";

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});
