// ESLint runs for one job only: the browsers the portal supports (package.json "browserslist")
// must have every web API the code uses. Biome does everything else (biome.json).
import tsParser from '@typescript-eslint/parser';
import compat from 'eslint-plugin-compat';

export default [
  { ignores: ['**/dist/**', '**/dist-demo/**', '**/public/**', 'storybook-static/**'] },
  {
    files: ['packages/*/src/**/*.{ts,tsx}', 'apps/portal/src/**/*.{ts,tsx}', 'mocks/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.stories.tsx', '**/*.bench.ts', '**/testing/**'],
    languageOptions: { parser: tsParser },
    plugins: { compat },
    rules: { 'compat/compat': 'error' },
  },
];
