import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const demo = env.VITE_API_MODE === 'mock';
  return {
    plugins: [react(), vanillaExtractPlugin()],
    // A literal the bundler folds: a real build drops every `if (__DEMO__)` branch and the mock
    // code it imports.
    define: { __DEMO__: JSON.stringify(demo) },
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
    build: { target: 'es2022', sourcemap: false, manifest: true },
  };
});
