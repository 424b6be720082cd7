import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'coverage',
      'functions/lib',
      'functions/node_modules',
      '.cache',
      '.emulator-data',
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
            {
              target: './functions/src',
              from: './src',
              except: ['./domain'],
              message: 'functions may only share src/domain.',
            },
          ],
        },
      ],
    },
  },
  {
    // A feature never imports another feature; compose them in src/app.
    files: ['src/features/*/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: ['account', 'auth', 'home', 'pages', 'payments'].map((feature) => ({
            target: `./src/features/!(${feature})/**/*`,
            from: `./src/features/${feature}`,
          })),
        },
      ],
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
