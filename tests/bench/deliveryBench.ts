// What a first visit costs: the JavaScript the sign-in page and the dashboard load before they
// can run (from Vite's manifest, gzip sizes of the precompressed files), and Lighthouse's mobile
// performance score with an empty cache (median of three runs). Printed with their goals.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { chromium } from 'playwright-core';
import { LARGE_ACCOUNT_ADMIN } from '../../server/db/seed';
import { median, printGoal } from './goals';
import type { BenchContext } from './usersBench';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The files a chunk needs before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

const gzBytes = (dist: string, file: string) => readFileSync(join(dist, `${file}.gz`)).byteLength;

export function benchBundle(dist = 'dist') {
  const manifest: Manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
  // The entry runs first on every page; the sign-in page's own chunk and the dashboard's are
  // each loaded before their page can run.
  const shell = staticClosure(manifest, entry);
  const signIn = staticClosure(manifest, 'src/app/SignInPage.tsx', new Set(shell));
  const dashboard = staticClosure(manifest, 'src/screens/landing/DashboardPage.tsx', new Set(shell));
  const kb = (keys: Set<string>) =>
    [...keys].reduce((sum, k) => sum + gzBytes(dist, manifest[k].file), 0) / 1024;
  printGoal('sign-in page, JavaScript loaded before it runs (gzip)', {
    value: kb(signIn),
    unit: 'KB',
    goal: 120,
    better: 'lower',
  });
  printGoal('dashboard, eager JavaScript (gzip)', {
    value: kb(dashboard),
    unit: 'KB',
    goal: 150,
    better: 'lower',
  });
}

export async function benchLighthouse(ctx: BenchContext, runs = 3) {
  if (!ctx.staticReady) {
    console.log('Lighthouse: skipped (no dist/: run `npm run build` first)');
    return;
  }
  const { default: lighthouse } = await import('lighthouse');
  const server = serve({ fetch: ctx.platform.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const base = `http://localhost:${(server.address() as AddressInfo).port}`;
  const debugPort = 9300 + Math.floor(Math.random() * 500);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', `--remote-debugging-port=${debugPort}`],
  });
  const admin = LARGE_ACCOUNT_ADMIN;
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const score = async (url: string) => {
      const result = await lighthouse(url, {
        port: debugPort,
        onlyCategories: ['performance'],
        // The session is the refresh cookie: keep it, but start from an empty HTTP cache.
        disableStorageReset: true,
        logLevel: 'error',
      });
      const lhr = result!.lhr;
      return {
        score: (lhr.categories.performance.score ?? 0) * 100,
        fcp: lhr.audits['first-contentful-paint'].numericValue ?? 0,
        lcp: lhr.audits['largest-contentful-paint'].numericValue ?? 0,
        tbt: lhr.audits['total-blocking-time'].numericValue ?? 0,
      };
    };
    const clearCache = async () => {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    };
    const measure = async (label: string, url: string) => {
      const results: Awaited<ReturnType<typeof score>>[] = [];
      for (let i = 0; i < runs; i++) {
        await clearCache();
        results.push(await score(url));
      }
      printGoal(`Lighthouse mobile performance, ${label}, empty cache (median of ${runs})`, {
        value: median(results.map((r) => r.score)),
        unit: 'points',
        goal: 90,
        better: 'higher',
      });
      const sec = (key: 'fcp' | 'lcp') => `${(median(results.map((r) => r[key])) / 1000).toFixed(2)} s`;
      console.log(
        `  medians (simulated mobile): first contentful paint ${sec('fcp')}, largest contentful paint ${sec('lcp')}, total blocking time ${median(results.map((r) => r.tbt)).toFixed(0)} ms`,
      );
    };
    await measure('sign-in page', `${base}/#/login`);
    await page.goto(`${base}/#/login`);
    await page.getByLabel('Login name').fill(admin.loginName);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/#\/management\/m\/dashboard/);
    await measure('dashboard', `${base}/#/management/m/dashboard`);
  } finally {
    await browser.close();
    await new Promise((r) => server.close(r));
  }
}
