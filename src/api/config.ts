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
  /** The platform's idle-session lifetime (SESSION_LIFETIME), and how long before its end the portal warns (AUTH-09). */
  sessionLifetimeSeconds?: number;
  sessionWarningSeconds?: number;
  /** The stored map of service family → region, e.g. { ucaas: 'eu' }; 'us' or none adds no segment (REQ-05). */
  serviceRegions?: Record<string, string>;
  /** The vendor token the provisioning (SCIM) path sends in X-Vendor-Token (REQ-04); else the access token. */
  provisioningVendorToken?: string;
}

/** The client id the portal signs in with when the configuration names none. */
export const PORTAL_CLIENT_ID = 'switchboard-portal';

export async function loadWgConfig(fetchFn: typeof fetch = fetch, url = 'wgConfig.json'): Promise<WgConfig> {
  const res = await fetchFn(url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`wgConfig.json could not be read (${res.status})`);
  const config = (await res.json()) as WgConfig;
  return { ...config, authRequestRate: config.authRequestRate ?? 10 };
}
