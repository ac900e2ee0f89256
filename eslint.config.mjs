import nx from '@nx/eslint-plugin';
import importPlugin from 'eslint-plugin-import';

const frameworks = ['@nestjs/*', 'react', 'react-*', 'react-dom', 'antd', '@ant-design/*', 'typeorm', 'pg', 'bullmq', 'ioredis', 'express', 'i18next', '@reduxjs/*'];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  { ignores: ['**/dist', '**/node_modules', '**/coverage', '**/test-output', '**/.nx', 'data/**', 'tmp/**'] },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:domain', 'type:contracts'] },
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:contracts'], bannedExternalImports: frameworks },
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [], bannedExternalImports: frameworks },
            { sourceTag: 'scope:backend', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:frontend', onlyDependOnLibsWithTags: ['scope:shared'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // No import cycles in the backend, the frontend or the libs (issue 34): a new one fails the lint.
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { import: importPlugin },
    settings: { 'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] }, 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/test/**/*.ts', '**/e2e/**/*.ts', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
];
