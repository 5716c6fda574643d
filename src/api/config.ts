// The workspace configuration the portal reads at start: GET wgConfig.json (CFG-01).
export interface WgConfig {
  services: Record<string, { url: string }>;
  'hdap.url': string;
  cacheExpiry: Record<string, number> & { default?: number };
  authRequestRate: number;
  servicesWithPlannedOutages: string;
  idpPkceClientId?: string;
  enableSessionRenew: boolean;
  enableCallPickupGroups: boolean;
  useCallQueueMicroService: boolean;
  cqMicroServiceAccounts: number[];
  cqMicroServiceAccountsRange: number[];
  callMonitoringRegex: string;
  useCMMicroServiceForAccounts: number[];
  clientId?: string;
}

/** The client id the portal signs in with when the configuration names none. */
export const PORTAL_CLIENT_ID = 'switchboard-portal';

export async function loadWgConfig(fetchFn: typeof fetch = fetch, url = 'wgConfig.json'): Promise<WgConfig> {
  const res = await fetchFn(url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`wgConfig.json could not be read (${res.status})`);
  const config = (await res.json()) as WgConfig;
  return { ...config, authRequestRate: config.authRequestRate ?? 10 };
}
