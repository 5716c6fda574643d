import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.SWITCHBOARD_API ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/svc': api, '/wgConfig.json': api, '/health': api },
  },
  build: { outDir: 'dist', sourcemap: true },
});
