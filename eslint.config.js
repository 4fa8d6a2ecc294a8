// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/** The layer rule of ARCHITECTURE.md: shared <- lambdas <- infra, shared <- web. */
const layer = (files, forbidden, message) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: forbidden.map((dir) => ({
          group: [`**/${dir}/**`, `**/${dir}`],
          message: `${message} (layer rule: see ARCHITECTURE.md)`,
        })),
      },
    ],
  },
});

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
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ['web/src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  layer(
    ['shared/**'],
    ['lambdas', 'infra', 'web', 'bin', 'test'],
    'shared imports nothing of ours',
  ),
  layer(['lambdas/**'], ['infra', 'web', 'bin', 'test'], 'lambdas import shared only'),
  layer(['infra/**'], ['web', 'bin', 'test'], 'infra imports shared and lambdas only'),
  layer(['web/src/**'], ['lambdas', 'infra', 'bin', 'test'], 'web imports shared only'),
);
