import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './scripts/precompress';

const api = process.env.SWITCHBOARD_API ?? 'http://localhost:8080';

// What every page runs (React, the router, XState, the HTTP client), in one long-cached file
// rather than a handful of small shared chunks. The test-path generator (xstate/graph) is only
// for the machine gallery.
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|xstate|@xstate[\\/]react|use-sync-external-store|ofetch|ufo|destr)[\\/]/;

const SESSION_SHARED =
  /src[\\/](api[\\/](config|failure)\.ts|app[\\/]liveActors\.ts|domain[\\/]authStrategy\.ts)$|machines[\\/]clock\.ts$/;

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), precompressed()],
  resolve: {
    alias: [
      // React 19 has useSyncExternalStore: imports of its pre-React-18 shim (@xstate/react,
      // react-aria) take the package's plain entries instead, which use React's own (issue 12).
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'use-sync-external-store' },
      {
        find: /^use-sync-external-store\/shim\/with-selector$/,
        replacement: 'use-sync-external-store/with-selector',
      },
    ],
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/svc': api, '/wgConfig.json': api, '/health': api },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    // Every browser the portal supports follows <link rel="modulepreload">: no polyfill on the
    // sign-in page (issue 12).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: (id: string) => FRAMEWORK.test(id) && !id.includes('xstate-graph'),
              priority: 10,
            },
            {
              // The small session modules the sign-in page shares with the signed-in parts, in
              // one file rather than three (each file costs the sign-in page its own overhead).
              name: 'session',
              test: SESSION_SHARED,
              priority: 5,
            },
          ],
        },
      },
    },
  },
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
