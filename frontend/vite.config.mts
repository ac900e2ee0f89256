import react from '@vitejs/plugin-react';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const workspace = fileURLToPath(new URL('..', import.meta.url));

/**
 * Writes `.vite/chunk-modules.json` (chunk file -> source modules in it) beside the manifest, so
 * bench/bundle.mjs can prove that no admin module ends up in the JavaScript `/` loads.
 */
function chunkModules(): Plugin {
  return {
    name: 'baan-talay:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        map[output.fileName] = output.moduleIds.map((id) => relative(workspace, id.replace(/^\0/, '')).split('\\').join('/'));
        if (process.env.SIZES) map[`${output.fileName}#sizes`] = Object.entries(output.modules).map(([id, m]) => [relative(workspace, id), m.renderedLength]) as never;
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(map, null, 1) });
    },
  };
}

export default defineConfig({
  root,
  cacheDir: '../node_modules/.vite/frontend',
  plugins: [react(), chunkModules()],
  resolve: {
    alias: {
      '@baan-talay/pricing': fileURLToPath(new URL('../libs/pricing/src/index.ts', import.meta.url)),
      '@baan-talay/contracts': fileURLToPath(new URL('../libs/contracts/src/index.ts', import.meta.url)),
    },
  },
  server: { port: 4200, proxy: { '/api': 'http://localhost:3000' } },
  preview: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: '../dist/frontend',
    emptyOutDir: true,
    reportCompressedSize: false,
    manifest: true,
  },
});
