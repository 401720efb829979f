// ESLint: typescript-eslint's strict, type-checked rules on the TypeScript, and the recommended
// rules on the web page's plain JavaScript (type-checked by tsconfig.web.json).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // src/wasm is AssemblyScript, compiled by its own compiler (npm run build-kernel).
  { ignores: ['dist/**', '.dist-building-*/**', '.dist-old-*/**', 'node_modules/**', 'coverage/**', 'src/wasm/**'] },
  {
    files: ['**/*.ts'],
    extends: [js.configs.recommended, ...tseslint.configs.strictTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // noUncheckedIndexedAccess makes every typed-array read possibly undefined; in the hot loops
      // the index is bounded by the loop, and `!` states that at no cost (a check would cost).
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Numbers and booleans read naturally in messages.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // Fastify plugins and handlers are async by convention, awaiting or not.
      '@typescript-eslint/require-await': 'off',
      // Symbols are one ASCII character each by construction (variant ids and guesses), so
      // spreading a string splits it into symbols.
      '@typescript-eslint/no-misused-spread': 'off',
      // `(x) => void call()` and `() => resolve()` callbacks are plain enough.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // `const { root: _root, ...header } = tree` is how a property is left out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    files: ['src/web/**/*.js', 'src/memento/web/**/*.js'],
    extends: [js.configs.recommended],
    languageOptions: {
      sourceType: 'module',
      globals: {
        window: 'readonly',
        document: 'readonly',
        globalThis: 'readonly',
        fetch: 'readonly',
        console: 'readonly',
        location: 'readonly',
        history: 'readonly',
        URL: 'readonly',
        URLSearchParams: 'readonly',
        AbortController: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        TextDecoder: 'readonly',
        TextEncoder: 'readonly',
        HTMLElement: 'readonly',
        MutationObserver: 'readonly',
        Event: 'readonly',
        KeyboardEvent: 'readonly',
        requestAnimationFrame: 'readonly',
        navigator: 'readonly',
        Blob: 'readonly',
        matchMedia: 'readonly',
        DataView: 'readonly',
        performance: 'readonly',
        crypto: 'readonly',
        HTMLButtonElement: 'readonly',
        HTMLSelectElement: 'readonly',
        HTMLInputElement: 'readonly',
        HTMLAnchorElement: 'readonly',
        HTMLDialogElement: 'readonly',
        Element: 'readonly',
        DOMException: 'readonly',
        AbortSignal: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
      },
    },
  },
  {
    files: ['*.js', 'bin/**/*.js', 'scripts/**/*.js'],
    extends: [js.configs.recommended],
    languageOptions: { sourceType: 'module', globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
