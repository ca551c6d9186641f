import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const WEB = './apps/web/src';
const SERVER = './apps/server/src';

/** Which folders may not import which (import-x/no-restricted-paths). */
function importZones() {
  const features = readdirSync(`${WEB}/features`);
  return [
    {
      target: [`${WEB}/lib`, `${WEB}/components`],
      from: [`${WEB}/features`, `${WEB}/app`],
      message: 'lib/ and components/ are shared: features and pages use them, not the reverse.',
    },
    // Features do not import each other; pages (app/) compose them.
    ...features.map((feature) => ({
      target: `${WEB}/features/${feature}`,
      from: `${WEB}/features`,
      except: [`./${feature}`],
      message: 'features do not import each other: share through lib/ or components/.',
    })),
    {
      target: `${WEB}/features`,
      from: `${WEB}/app`,
      message: 'features must not import app/',
    },
    {
      target: [`${SERVER}/db`, `${SERVER}/lib`, `${SERVER}/storage`],
      from: [`${SERVER}/plugins`, `${SERVER}/modules`],
      message: 'db/, lib/ and storage/ are beneath the plugins and features that use them.',
    },
    {
      target: `${SERVER}/modules/auth`,
      from: [
        `${SERVER}/modules/member`,
        `${SERVER}/modules/two-factor`,
        `${SERVER}/modules/account`,
      ],
      message:
        'sign-in and sessions are beneath the account features: they reach auth, not the reverse.',
    },
    {
      target: `${SERVER}/modules/member`,
      from: [`${SERVER}/modules/two-factor`, `${SERVER}/modules/account`],
      message: 'members are beneath two-factor and the own account: use app.twoFactor.',
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      '**/dist-server',
      '**/data',
      'apps/server/drizzle',
      'eslint.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-non-null-assertion': 'error',
      // Fastify plugins are async by contract even when they register synchronously.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through env.ts only.',
        },
      ],
    },
  },
  {
    // No module reaches itself again through its imports (a circle hides which comes first),
    // and imports run one way: shared code → features → what composes them.
    files: ['apps/*/src/**', 'packages/*/src/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: importZones() }],
    },
  },
  {
    files: [
      'apps/server/src/env.ts',
      '**/*.config.ts',
      'apps/web/e2e/**',
      'bench/**',
      'apps/server/src/test/**',
      'scripts/**',
      'deploy/**',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['apps/web/src/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/server/**', '@app/server*'],
              message: 'The browser never imports server code.',
            },
          ],
        },
      ],
    },
  },
  {
    // A feature's routes are its own: what several features share (cache keys, problems, the
    // signed-in member) lives in plugins/ or in a file of its own.
    files: ['apps/server/src/modules/*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/*.routes', '../*/*.routes.ts', '../*/*.routes.js'],
              message: "features do not import each other's routes",
            },
          ],
        },
      ],
    },
  },
  {
    // Plain values for the browser's first download, which builds no schemas (decision 12).
    files: ['packages/contract/src/*-constants.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: 'constants modules stay free of zod' }],
          patterns: [
            {
              group: ['./*', '!./*-constants.ts'],
              message: 'constants modules import only other constants modules',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'apps/web/e2e/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
);
