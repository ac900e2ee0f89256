import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  cacheDir: '../node_modules/.vite/frontend',
  plugins: [react()],
  resolve: {
    alias: {
      '@baan-talay/pricing': fileURLToPath(new URL('../libs/pricing/src/index.ts', import.meta.url)),
      '@baan-talay/contracts': fileURLToPath(new URL('../libs/contracts/src/index.ts', import.meta.url)),
    },
  },
  server: { port: 4200, proxy: { '/api': 'http://localhost:3000' } },
  build: { outDir: '../dist/frontend', emptyOutDir: true, reportCompressedSize: false },
});
