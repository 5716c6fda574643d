import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './scripts/precompress';

const api = process.env.SWITCHBOARD_API ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), precompressed()],
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/svc': api, '/wgConfig.json': api, '/health': api },
  },
  build: { outDir: 'dist', sourcemap: true, manifest: true },
});

/** Writes .br and .gz files beside the built portal's text files (served by serveStatic). */
function precompressed(): Plugin {
  return {
    name: 'switchboard:precompress',
    apply: 'build',
    closeBundle() {
      precompress('dist');
    },
  };
}
