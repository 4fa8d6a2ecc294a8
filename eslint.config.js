// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

/**
 * Where code may import from, checked on resolved paths (ARCHITECTURE.md and README "Layout"):
 * - layers: shared <- lambdas <- infra, shared <- web; nothing imports bin or test;
 * - infra's CDK code reads lambdas' definitions only (routes, tables, triggers, seed data,
 *   function environments); the local cloud (infra/local) runs the real lambdas, so it may
 *   import any of them;
 * - a web feature never imports another feature (shared pieces live in components/ or lib/);
 * - code that ships never imports a test helper (`testing/` folders).
 */
const layerZones = [
  { target: './shared', from: ['./lambdas', './infra', './web', './bin', './test'] },
  { target: './lambdas', from: ['./infra', './web', './bin', './test'] },
  { target: './infra', from: ['./web', './bin', './test'] },
  { target: './web', from: ['./lambdas', './infra', './bin', './test'] },
].map((zone) => ({ ...zone, message: 'Layer rule: see README "Layout".' }));

const cdkZone = {
  target: ['./infra/constructs', './infra/catalogue', './infra/testing', './infra/*.ts'],
  from: './lambdas',
  except: [
    './routes.ts',
    './data/tables.ts',
    './triggers/trigger-table.ts',
    './organizations/partner-organizations.ts',
    './lib/function-environment.ts',
    './product-keys/key-scope.ts',
    './product-authorizer/authorizer-environment.ts',
  ],
  message:
    "CDK code reads only lambdas' definitions (routes, tables, triggers, seed data, key scopes).",
};

const features = readdirSync('web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((feature) => ({
  target: `./web/src/features/${feature}`,
  from: './web/src/features',
  except: [`./${feature}`],
  message: 'A feature never imports another feature: move the shared piece to components/ or lib/.',
}));

const testingZone = {
  target: '.',
  from: ['./**/testing/**'],
  message: 'Test helpers (testing/ folders) are for tests only.',
};

const boundaries = (zones) => ({
  'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }],
});
const codeZones = [...layerZones, cdkZone, ...featureZones];

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      '**/dist/**',
      'cdk.out/**',
      '.local-data/**',
      'test-results/**',
      'playwright-report/**',
      'web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      // `import { z }` makes bundlers keep all of zod's locales (443 KB minified against 83 KB).
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']",
          message: "Use `import * as z from 'zod'`: the named `z` keeps every locale in bundles.",
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ['web/src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: boundaries(codeZones),
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.ts', '**/testing/**', 'test/**'],
    rules: boundaries([...codeZones, testingZone]),
  },
);
