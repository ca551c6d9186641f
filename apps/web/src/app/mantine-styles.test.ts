import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

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
