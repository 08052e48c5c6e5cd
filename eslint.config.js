import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noIssueReferences from './infra/lint/no-issue-references.js';

export default tseslint.config(
  { ignores: ['node_modules', 'web/dist', 'cdk.out', '.data', '.test-data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    plugins: { habits: { rules: { 'no-issue-references': noIssueReferences } } },
    rules: { 'habits/no-issue-references': 'error' },
  },
  // last: turns off every rule that would fight Prettier's layout, so lint and format never disagree
  prettier,
);
