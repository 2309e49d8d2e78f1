// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-dev/**', '**/node_modules/**', '.data/**', 'n8n-nodes/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      // Defaults with ??, never || (zero and empty are values): a style rule we check by review, not by type-aware lint, to keep lint fast.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['error', 'table'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    // The console runs in the browser: React's rules of hooks, and nothing logged to the console.
    files: ['console/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: { ...reactHooks.configs.flat.recommended.rules, 'no-console': 'error' },
  },
  {
    // Build and check scripts run under Node.
    files: ['scripts/**/*.mjs', '*.cjs'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly', module: 'writable', require: 'readonly' } },
  },
  {
    files: ['**/*.test.ts', '**/test-support/**', 'test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
