import type { Plugin } from 'vite';

/** Mantine's stylesheets: `@mantine/<package>/styles/<Component>.layer.css`, `styles.layer.css`, … */
const MANTINE_CSS = /[\\/]node_modules[\\/]@mantine[\\/][^\\/]+[\\/]styles(?:[\\/][^\\/]+)?\.css$/;

/** A block without blocks inside, with the selectors (or at-rule) before it. */
const INNERMOST_BLOCK = /([^{}]*)\{[^{}]*\}/g;
const COMMENT = /\/\*[\s\S]*?\*\//g;
const DARK_SCHEME = /\[data-mantine-color-scheme=(['"]?)dark\1\]/;

/** The comma-separated parts of a selector list, commas inside `:where(…)` and the like kept. */
function selectorsOf(list: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index++) {
    const char = list[index];
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) {
      selectors.push(list.slice(start, index));
      start = index + 1;
    }
  }
  selectors.push(list.slice(start));
  return selectors.map((selector) => selector.trim());
}

/** `css` without its rules that apply only in Mantine's dark colour scheme. */
export function withoutDarkSchemeRules(css: string): string {
  return css.replace(INNERMOST_BLOCK, (rule, prelude: string) => {
    const selectors = selectorsOf(prelude.replace(COMMENT, ''));
    return selectors.every((selector) => DARK_SCHEME.test(selector)) ? '' : rule;
  });
}

/**
 * Leaves Mantine's dark colour scheme out of its stylesheets: the site has one light look
 * (`forceColorScheme`, app/providers.tsx), yet the dark scheme's rules were an eighth of the
 * Mantine sheet every page downloads (0.6 KB of its 10 KB compressed).
 */
export function lightSchemeOnly(): Plugin {
  return {
    name: 'light-scheme-only',
    // Before Vite's CSS plugin turns the file into a module.
    enforce: 'pre',
    transform(code, id) {
      if (!MANTINE_CSS.test(id)) return null;
      return { code: withoutDarkSchemeRules(code), map: null };
    },
  };
}
