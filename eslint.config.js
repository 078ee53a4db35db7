// @ts-check
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';
import boundaries from './scripts/eslint/feature-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.e2e/',
      '.astro/',
      '.tools/',
      'node_modules/',
      'pocketbase/pb_data/',
      'test-results/',
      'playwright-report/',
      '.bench/',
      // npm start's releases (server/publisher), like dist/.
      '.site/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...astro.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    // import-x resolves nothing in .ts/.tsx without the TypeScript resolver (no-cycle then
    // silently sees no edges).
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver()],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    plugins: { boundaries, 'import-x': importX },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // Imports flow lib -> domain -> components/features -> pages (DESIGN.md).
      'boundaries/feature-boundaries': 'error',
      // A cycle (even through a type) makes module order matter and hides a missing layer.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // astro-eslint-parser takes the older `project` option rather than projectService.
    files: ['**/*.astro'],
    languageOptions: { parserOptions: { projectService: false, project: true } },
  },
  {
    // The translated pages call their English page's getStaticPaths, an export of an .astro
    // module, whose type this parser cannot see (`astro check` types it).
    files: ['src/pages/[[]locale]/**/*.astro'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  {
    // PocketBase's embedded JS runtime (goja): its own globals, no TypeScript.
    files: ['pocketbase/pb_hooks/**/*.js', 'pocketbase/pb_migrations/**/*.js'],
    languageOptions: {
      sourceType: 'script',
      parserOptions: { projectService: false, program: null, project: false },
      globals: {
        ...globals.commonjs,
        ...Object.fromEntries(
          [
            'migrate',
            'SelectField',
            'Collection',
            'DynamicModel',
            '$os',
            '$app',
            '__hooks',
            'onBootstrap',
            'onRecordCreate',
            'onRecordUpdate',
            'onRecordCreateExecute',
            'onRecordCreateRequest',
            'onRecordEnrich',
            'onRecordAfterCreateSuccess',
            'MailerMessage',
            'onRecordAfterDeleteSuccess',
            '$http',
            // Intake.
            'onRecordAfterUpdateSuccess',
            'routerAdd',
            'Record',
            'TextField',
            'BoolField',
            // Payments.
            'NumberField',
            'DateTime',
            '$security',
            'ValidationError',
            'BadRequestError',
            'NotFoundError',
            // Claims, owner portal, media, scrape.
            'onRecordUpdateRequest',
            'ForbiddenError',
            'TooManyRequestsError',
            'ApiError',
            'cronAdd',
            '$apis',
            '$dbx',
            // Admin area.
            'onRecordDeleteExecute',
            'arrayOf',
            'DateField',
            // Hardening.
            'onRecordConfirmPasswordResetRequest',
            'onRecordRequestPasswordResetRequest',
            'onRecordRequestVerificationRequest',
            'onMailerRecordVerificationSend',
            'onMailerRecordPasswordResetSend',
            'onRecordAuthWithPasswordRequest',
            'toString',
            // Go's functions for the hooks (pocketbase/main.go, pocketbase/request_checks.go).
            'onRecordCreateCheck',
            'onRecordUpdateCheck',
            '$siteRebuild',
            '$analytics',
            '$roles',
          ].map((name) => [name, 'readonly']),
        ),
      },
    },
    rules: {
      ...tseslint.configs.disableTypeChecked.rules,
      // The dashboard's generated typings: PocketBase's own convention for JS hooks.
      '@typescript-eslint/triple-slash-reference': 'off',
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['**/*.astro/*.ts', '*.mjs', 'eslint.config.js', 'scripts/eslint/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
