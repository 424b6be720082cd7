import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      'dist',
      'coverage',
      'functions/lib',
      'functions/ssr-dist',
      'functions/node_modules',
      'demo-functions/lib',
      'demo-functions/node_modules',
      '.cache',
      '.emulator-data',
      '.emulator-data-*',
      'test-results',
      'playwright-report',
      'dev-dist',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // The boundary rule below needs imports resolved to files.
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
      // no-cycle follows imports only into files it can parse: TypeScript too.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Dependencies flow one way: domain → lib, components → features → app.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/domain',
              from: './src',
              except: ['./domain'],
              message: 'src/domain is pure: no app imports.',
            },
            { target: './src/lib', from: ['./src/components', './src/features', './src/app'] },
            { target: './src/components', from: ['./src/features', './src/app'] },
            { target: './src/features', from: './src/app' },
            // A feature never imports another feature; compose them in src/app.
            ...FEATURES.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'Features do not import each other; compose them in src/app.',
            })),
            // functions/ (production back end), scripts/ (tooling) and src/ (the app) share
            // only the pure src/domain. tests/, bench/ and demo-functions/ (the emulator-only
            // codebase that puts the seed scripts behind an admin callable) compose them all.
            {
              target: './functions',
              from: './src',
              except: ['./domain'],
              message: 'functions may only share src/domain.',
            },
            {
              target: './functions',
              from: './scripts',
              message: 'Production functions carry no tooling (decision 0018).',
            },
            {
              target: './scripts',
              from: './functions',
              message: 'Scripts share code with the functions only through src/domain.',
            },
            {
              target: './scripts',
              from: './src',
              except: ['./domain'],
              message: 'Scripts may only share src/domain.',
            },
            {
              target: './src',
              from: ['./functions', './scripts'],
              message: 'The app imports neither the functions nor the scripts.',
            },
          ],
        },
      ],
      // A cycle makes module order matter and hides which module owns what.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'firebase',
                'firebase/*',
                'firebase-admin',
                'firebase-admin/*',
                'firebase-functions',
                'firebase-functions/*',
              ],
              message: 'src/domain must stay SDK-free.',
            },
            {
              group: ['react', 'react-dom', '@mui/*', 'reactfire'],
              message: 'src/domain must stay UI-free.',
            },
          ],
        },
      ],
    },
  },
);
