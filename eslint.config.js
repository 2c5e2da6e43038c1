import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Imports go one way: generated <- src/lib, src/components <- src/features <- src/app,
// and a feature never imports another feature (what two share moves down to components or lib).
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const oneWayZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'A feature must not import another feature: move what they share to src/components or src/lib.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'Features must not import the app layer.',
  },
  {
    target: ['./src/lib', './src/components'],
    from: ['./src/features', './src/app'],
    message: 'Shared code must not depend on features or the app.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'generated/**',
      'dist/**',
      'dist-*/**',
      'build/**',
      'build-*/**',
      '.react-router/**',
      'mocks/.served/**',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: oneWayZones }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mui/icons-material',
              message:
                "Import each icon by path (import Close from '@mui/icons-material/Close'): the barrel is slow.",
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // HTML from the APIs renders only through the sanitising component; MUI 9's colour names.
    files: ['src/**/*.tsx'],
    ignores: ['src/components/sanitized-html/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render API HTML with <SanitizedHtml>, never dangerouslySetInnerHTML.',
        },
        {
          // MUI 9 dropped the system props: Typography's color="text.secondary" renders no colour.
          selector: "JSXAttribute[name.name='color'][value.value=/^text\\./]",
          message: 'Use color="textSecondary" (or textPrimary): MUI 9 ignores color="text.…".',
        },
      ],
    },
  },
);
