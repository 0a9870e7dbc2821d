// Lint: typescript-eslint's recommended rules over every TypeScript and JavaScript source; formatting is Prettier's.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import regexp from 'eslint-plugin-regexp';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'out/',
      '.cache/',
      '.bench/',
      'example/',
      'test/fixtures/',
      'client/media/analytics.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setImmediate: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        queueMicrotask: 'readonly',
        TextDecoder: 'readonly',
        TextEncoder: 'readonly',
        AbortController: 'readonly',
        fetch: 'readonly',
        __dirname: 'readonly',
        require: 'readonly',
        module: 'writable',
        structuredClone: 'readonly',
        performance: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'max-len': ['error', { code: 120, ignoreUrls: true, ignoreRegExpLiterals: true }],
    },
  },
  // Expressions that run on repository content (pages, specs, docs.json, settings) must not backtrack
  // super-linearly: a few kilobytes written for it would stall a check for minutes.
  {
    files: ['server/src/**/*.ts', 'shared/src/**/*.ts', 'client/src/**/*.ts'],
    plugins: { regexp },
    rules: { 'regexp/no-super-linear-backtracking': 'error', 'regexp/no-super-linear-move': 'error' },
  },
  // generated data (npm run rules): its strings are the rule modules' own, wrapped there
  { files: ['**/*.generated.ts'], rules: { 'max-len': 'off' } },
  // CommonJS entry points (the bin script, the fuzz worker's loader) load their modules with require()
  { files: ['bin/*.js', '**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
