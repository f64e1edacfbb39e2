// Shared by Storybook and the storybook test project: React and vanilla-extract.
// (The portal has its own apps/portal/vite.config.ts.)
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { STYLE_RUNTIMES } from './apps/portal/vite-plugins/style-runtimes';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  optimizeDeps: { include: STYLE_RUNTIMES },
  // Storybook always runs against the mock backend, as the demo does (the login shows demo accounts).
  define: { 'import.meta.env.VITE_API_MODE': JSON.stringify('mock'), __DEMO__: 'true' },
});
