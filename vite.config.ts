// Shared by Storybook and the storybook test project: React and vanilla-extract.
// (The portal has its own apps/portal/vite.config.ts.)
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // vanilla-extract's compiled stylesheets import these runtimes; the optimizer's first scan of
  // the sources cannot see them, so on a cold cache (a fresh clone) they were found mid-run and
  // Vite reloaded the page the story tests ran in: every file failed to import.
  optimizeDeps: {
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
    ],
  },
  // Storybook always runs against the mock backend, as the demo does (the login shows demo accounts).
  define: { 'import.meta.env.VITE_API_MODE': JSON.stringify('mock'), __DEMO__: 'true' },
});
