// The workspace configuration as the test platform serves it, for building a portal session.
import type { WgConfig } from '../src/api/config';
import { TEST_ORIGIN } from './platform';

export async function testWgConfig(app: {
  fetch(r: Request): Response | Promise<Response>;
}): Promise<WgConfig> {
  const res = await app.fetch(new Request(`${TEST_ORIGIN}/wgConfig.json`));
  return (await res.json()) as WgConfig;
}
