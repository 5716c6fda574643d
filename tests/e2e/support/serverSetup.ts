// Starts the server the end-to-end tests share (`server/main.ts` as `npm start` runs it, without
// the build step), on a free port with a fresh, seeded data folder, and tells the tests where it is.
import type { TestProject } from 'vitest/node';
import { startOwnServer } from './ownServer';

export default async function setup(project: TestProject) {
  // A new emergency location is being provisioned for 2 s instead of 5 minutes, so that a walk
  // sees the refusal (ERR-07) and then the line taking it. Every walk signs in from one address,
  // a hundred sign-ins and refreshes in a few minutes, as a whole office behind one router would:
  // the per-address limit of the token endpoints (60 a minute, decision 0081, tested in
  // tests/server/rateLimits.test.ts) would refuse the last walks' sign-ins. The failure throttle
  // of each login stays on.
  const server = await startOwnServer({ LOCATION_PROVISIONING_SECONDS: '2', RATE_LIMIT_SIGN_IN: '0' });
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
