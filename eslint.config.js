import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'lib/',
      'dist/',
      'handbook/dist/',
      'node_modules/',
      'tests/artifacts/',
      '**/.bookdocs-cache/',
      'coverage/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/client/**', 'src/plugins/*/client/**', 'components/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', '../render/*', '../../render/*'],
              message: 'src/client runs in the browser: no Node modules.',
            },
          ],
        },
      ],
    },
  },
  // The incremental layer is below every pipeline step: it may use shared/, the toolkit's identity
  // and the steps' types, never their code (ARCHITECTURE.md: one incremental layer).
  {
    files: ['src/render/incremental/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!toolkit\\.js$|\\.\\./shared/)',
              allowTypeImports: true,
              message: 'src/render/incremental imports only shared/, toolkit.ts and (as types) the page types.',
            },
          ],
        },
      ],
    },
  },
  // The steps upstream of the output take incremental helpers from incremental/, never from output/ or build/.
  {
    files: [
      'src/render/site/**',
      'src/render/page/**',
      'src/render/search/**',
      'src/render/check/**',
      'src/render/markdown/**',
      'src/render/model/**',
      'src/render/plugins/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../output/*', '../build/*'],
              allowTypeImports: true,
              message:
                'the output and build steps come after this one: take what you need from incremental/ or shared/.',
            },
          ],
        },
      ],
    },
  },
);
