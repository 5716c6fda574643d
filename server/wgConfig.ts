// GET /wgConfig.json: where each service family lives and the workspace keys of CFG-01.
import type { ServerConfig } from './config';

/** The service families the platform serves, each mounted at /svc/<family>. */
export const FAMILIES = [
  'auth',
  'ucaas',
  'users',
  'permissions',
  'hoteling',
  'appserver',
  'billing',
  'gateway',
  // The call-queue microservice (CFG-04): the queue calls of the accounts wgConfig sends there.
  'callqueue',
  // Call recording (issue 20): the recordings, rules, settings and services; a family of its own,
  // whose failures say the page is unavailable (ERR-04).
  'recording',
  // Messaging and business texting (issue 24, MSG-01): the messages service and its 10DLC
  // registration (decision 0111).
  'messages',
] as const;
export type Family = (typeof FAMILIES)[number];

export function familyBase(family: Family | 'hdap'): string {
  return `/svc/${family}`;
}

export function buildWgConfig(origin: string, config: ServerConfig) {
  const services: Record<string, { url: string }> = Object.fromEntries(
    FAMILIES.map((f) => [f, { url: `${origin}${familyBase(f)}` }]),
  );
  // The platform's own documents at the site root (GET /openapi.json), called through the same
  // request layer as the families (src/api/apiReference.ts).
  services.platform = { url: origin };
  return {
    services,
    'hdap.url': `${origin}${familyBase('hdap')}`,
    cacheExpiry: { default: 10, ucaas: 10, users: 10, permissions: 60, billing: 30 },
    authRequestRate: config.authRequestRate,
    servicesWithPlannedOutages: '^$',
    idpPkceClientId: 'switchboard-portal',
    enableSessionRenew: true,
    enableCallPickupGroups: config.enableCallPickupGroups,
    useCallQueueMicroService: false,
    cqMicroServiceAccounts: [] as number[],
    cqMicroServiceAccountsRange: [] as number[],
    callMonitoringRegex: '^$',
    useCMMicroServiceForAccounts: [] as number[],
    sessionLifetimeSeconds: config.sessionLifetimeSeconds,
    sessionWarningSeconds: config.sessionWarningSeconds,
    clientId: 'switchboard-portal',
  };
}

export type WgConfig = ReturnType<typeof buildWgConfig>;
