import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { withoutDarkSchemeRules } from '../../vite/light-scheme-only';

/**
 * Mantine's styles are imported per component (mantine-styles.ts), so a component used
 * without its stylesheet renders unstyled: a Checkbox became a native box beside a 480 px
 * icon. Every file that uses a styled component imports its sheet, unless the sheet is global.
 */
const src = join(dirname(fileURLToPath(import.meta.url)), '..');
const stylesDir = join(src, '../../../node_modules/@mantine/core/styles');
const styled = new Set(
  readdirSync(stylesDir)
    .filter((f) => f.endsWith('.layer.css'))
    .map((f) => f.slice(0, -'.layer.css'.length)),
);
const sheetsIn = (text: string) =>
  new Set([...text.matchAll(/@mantine\/core\/styles\/(\w+)\.layer\.css/g)].map((m) => m[1]));
const global = sheetsIn(readFileSync(join(src, 'app/mantine-styles.ts'), 'utf8'));

function* tsxFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* tsxFiles(path);
    else if (entry.name.endsWith('.tsx')) yield path;
  }
}

test('every styled Mantine component is used with its stylesheet', () => {
  const missing: string[] = [];
  for (const file of tsxFiles(src)) {
    const text = readFileSync(file, 'utf8');
    const named = /import \{([^}]*)\} from '@mantine\/core'/.exec(text)?.[1] ?? '';
    const local = sheetsIn(text);
    for (const part of named.split(',')) {
      const name = part.trim();
      if (name === '' || name.startsWith('type ')) continue;
      if (styled.has(name) && !global.has(name) && !local.has(name)) {
        missing.push(`${relative(src, file)}: ${name}`);
      }
    }
  }
  expect(missing).toEqual([]);
});

test("Mantine's sheets lose the dark colour scheme's rules and nothing else", () => {
  const css = `@layer mantine {/* a comment */
:root, :host([data-mantine-color-scheme='dark']) { --a: 1; }
:root[data-mantine-color-scheme='dark'], :host([data-mantine-color-scheme='dark']) { --a: 2; }
.x, :where([data-mantine-color-scheme='dark']) .y { color: red; }
:where([data-mantine-color-scheme='dark']) .m_1:where(:not(:disabled, [data-disabled])):hover { color: blue; }
@media (hover: hover) {
  :where([data-mantine-color-scheme="dark"]) .m_2:hover { color: green; }
  :where([data-mantine-color-scheme='light']) .m_2:hover { color: gray; }
}
}`;
  expect(withoutDarkSchemeRules(css)).toBe(`@layer mantine {/* a comment */
:root, :host([data-mantine-color-scheme='dark']) { --a: 1; }
.x, :where([data-mantine-color-scheme='dark']) .y { color: red; }
@media (hover: hover) {
  :where([data-mantine-color-scheme='light']) .m_2:hover { color: gray; }
}
}`);

  // Every light rule of the real sheets stays.
  for (const file of readdirSync(stylesDir).filter((f) => f.endsWith('.layer.css'))) {
    const sheet = readFileSync(join(stylesDir, file), 'utf8');
    const light = withoutDarkSchemeRules(sheet);
    expect(light, file).not.toMatch(/\[data-mantine-color-scheme='dark'\][^{}]*\{/);
    const rules = (text: string) => text.match(/\{/g)?.length ?? 0;
    const dark = sheet.match(/[^{}]*\[data-mantine-color-scheme='dark'\][^{}]*\{[^{}]*\}/g) ?? [];
    expect(rules(light), file).toBe(rules(sheet) - dark.length);
  }
});
