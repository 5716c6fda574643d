// `npm run dev`: the platform server (with the demo) and Vite with hot reload, API proxied.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '8080';
const vitePort = process.env.VITE_PORT ?? '5173';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], {
    stdio: 'inherit',
    // The portal is opened on Vite's origin, so wgConfig.json must name that origin's /svc paths.
    env: {
      ...process.env,
      PORT: port,
      STATIC_DIR: '/nonexistent',
      PUBLIC_URL: `http://localhost:${vitePort}`,
    },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], {
    stdio: 'inherit',
    env: { ...process.env, SWITCHBOARD_API: `http://localhost:${port}` },
  }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => code && stop());
