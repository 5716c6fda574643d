// Failed provisioning credentials are limited per client address and per MAC (decision 0083,
// Hardening), in the shared rate-limit table of decision 0081 so that every replica counts
// together. Only a failure counts: a phone's first request without a credential, a fetch that
// succeeds, and a right response to a stale nonce count nothing. Once either count is full, every
// fetch of that address or MAC answers 429 until the window ends, whatever it carries: an
// attacker's right guess would otherwise still be served. An unknown MAC is counted like a known
// one, so a 429 tells nothing about which MACs exist.
import type { Context } from 'hono';
import { macKey } from '../../../src/domain/mac';
import { clientAddress } from '../../http/clientAddress';
import { countCall, hitsNow, keyPart, refuseUntil } from '../../http/rateLimit';
import type { Deps } from '../../http/types';

/** The counts that apply to this fetch, with their limits (a limit of 0 is off). */
function countsOf(deps: Deps, c: Context, mac: string): Array<{ key: string; limit: number }> {
  if (!deps.config.rateLimits) return [];
  const { provisioningAddressFailures, provisioningMacFailures } = deps.config;
  return [
    { key: `provisioning:address:${keyPart(clientAddress(deps, c))}`, limit: provisioningAddressFailures },
    { key: `provisioning:mac:${macKey(mac)}`, limit: provisioningMacFailures },
  ].filter((count) => count.limit > 0);
}

/** Answers 429 (Retry-After: the window's end) when this address or MAC has failed too often. */
export async function refuseWhenFailedTooOften(deps: Deps, c: Context, mac: string): Promise<void> {
  const counts = countsOf(deps, c, mac);
  if (counts.length === 0) return;
  const window = deps.config.provisioningFailureWindowSeconds;
  const { hits, end, now } = await hitsNow(
    deps,
    counts.map((count) => count.key),
    window,
  );
  if (counts.some((count) => (hits.get(count.key) ?? 0) >= count.limit)) refuseUntil(c, end, now);
}

/** Counts one failed credential against the address and the MAC. */
export async function countFailure(deps: Deps, c: Context, mac: string): Promise<void> {
  const window = deps.config.provisioningFailureWindowSeconds;
  for (const count of countsOf(deps, c, mac)) await countCall(deps, count.key, window);
}
