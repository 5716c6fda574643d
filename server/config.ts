// The server's settings, read once from the environment at start.
export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite data folder, used when databaseUrl is not set. */
  dataDir: string;
  databaseUrl?: string;
  /** Where call recordings are kept: an s3:// URL (decision 0104); files under dataDir when unset. */
  recordingStoreUrl?: string;
  /** Seed the demo tenant tree on first start (SWITCHBOARD_DEMO=off to start empty). */
  demo: boolean;
  /** Public origin of the portal, if it differs from the request's own origin. */
  publicUrl?: string;
  /** More origins the portal is served at (ALLOWED_ORIGINS, comma-separated), e.g. a LAN address. */
  allowedOrigins: string[];
  /** The mobile client's Basic credential secret; without it the demo secret works only with demo data on. */
  mobileClientSecret?: string;
  /** Signs and verifies every token instead of the keys in the database (decision 0080). */
  tokenSigningSecret?: string;
  /** Seals the secrets read again later: MFA authenticators', SSO client secrets (SECRET_BOX_KEY; server/crypto/secretBox.ts). */
  secretBoxKey?: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  sessionLifetimeSeconds: number;
  /** How long before the session's expiry the portal warns (AUTH-09). */
  sessionWarningSeconds: number;
  /** Failed sign-ins per login name before each further one must wait (decision 0045). */
  signInFreeFailures: number;
  /** Failed sign-ins per client address, whatever the login name, before it must wait. */
  signInAddressFreeFailures: number;
  /** The first wait; each further failure doubles it, up to signInMaxDelaySeconds. */
  signInFirstDelaySeconds: number;
  signInMaxDelaySeconds: number;
  /** Failures are forgotten after this long without a new one (at least the longest wait). */
  signInFailureMemorySeconds: number;
  /** How many proxies in front of the server to trust for X-Forwarded-For (0: use the socket). */
  trustProxy: number;
  /** How long a just-rotated refresh token may still be presented (two tabs at once), in seconds. */
  refreshGraceSeconds: number;
  authRequestRate: number;
  /**
   * How often each server looks for work it may claim: tasks started on another server, and
   * work whose lease ran out because its server died (0: never; tests kick instead).
   */
  jobPollSeconds: number;
  /** Per-client rate limits on (RATE_LIMITS=off turns every one off, e.g. for a load bench). */
  rateLimits: boolean;
  /** The fixed window of the per-client rate limits (decision 0081), in seconds. */
  rateLimitWindowSeconds: number;
  /** Calls of the token endpoints per client address per window (0: no limit). */
  signInRateLimit: number;
  /** Bulk tasks one user may start per window (0: no limit). */
  bulkStartRateLimit: number;
  /** Whole-list reads (fetchAll=true) one user may make per window (0: no limit). */
  wholeListRateLimit: number;
  /**
   * Failed provisioning credentials (/prov, decision 0083) per client address, and per MAC, in a
   * window of provisioningFailureWindowSeconds before every fetch waits for the next (0: no limit).
   */
  provisioningAddressFailures: number;
  provisioningMacFailures: number;
  provisioningFailureWindowSeconds: number;
  /** Where the built portal lives; served as static files with an index.html fallback. */
  staticDir: string;
  /** Call pickup groups offered (CALL-02; wgConfig's enableCallPickupGroups, CALL_PICKUP_GROUPS=off hides them). */
  enableCallPickupGroups: boolean;
  /**
   * How long a greeting recorded by phone takes (no phone system is attached): the status call
   * that first sees this many seconds gone since the start saves a generated tone as the
   * greeting (decision 0096).
   */
  recordingSeconds: number;
  /**
   * How long a new emergency location (or one whose address changed) is being provisioned before
   * lines may be put on it (issue 19, ERR-07; decision 0101), in seconds, on the platform clock.
   */
  locationProvisioningSeconds: number;
  /**
   * How long the carrier takes to re-route one batch of numbers moved to another account, in
   * milliseconds, waited between batches (simulated, as location provisioning is; decision 0090).
   */
  numberMoveBatchMs: number;
  /**
   * How long the carrier registry takes to review a business texting (10DLC) submission, in
   * seconds on the platform clock: the first read that finds it due applies the review (decision 0111).
   */
  tenDlcReviewSeconds: number;
}

function originsFrom(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => {
      const url = URL.canParse(o) ? new URL(o) : undefined;
      if (!url || !['http:', 'https:'].includes(url.protocol))
        throw new Error(`ALLOWED_ORIGINS lists origins like https://portal.example, not '${o}'`);
      return url.origin;
    });
}

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, not '${raw}'`);
  return value;
}

/** Settings that were replaced: starting with one set would silently change nothing. */
const REPLACED: Record<string, string> = {
  MAX_FAILED_SIGN_INS: 'SIGN_IN_FREE_FAILURES',
  LOCKOUT_SECONDS: 'SIGN_IN_MAX_DELAY (sign-in is throttled now, not locked)',
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  for (const [old, now] of Object.entries(REPLACED))
    if (env[old] !== undefined) throw new Error(`${old} is no longer read; use ${now}`);
  const demo = (env.SWITCHBOARD_DEMO ?? 'on').toLowerCase();
  const rateLimits = (env.RATE_LIMITS ?? 'on').toLowerCase();
  if (!['on', 'off'].includes(rateLimits))
    throw new Error(`RATE_LIMITS must be on or off, not '${rateLimits}'`);
  if (!['on', 'off'].includes(demo)) throw new Error(`SWITCHBOARD_DEMO must be on or off, not '${demo}'`);
  const pickupGroups = (env.CALL_PICKUP_GROUPS ?? 'on').toLowerCase();
  if (!['on', 'off'].includes(pickupGroups))
    throw new Error(`CALL_PICKUP_GROUPS must be on or off, not '${pickupGroups}'`);
  const config: ServerConfig = {
    port: intFrom(env, 'PORT', 8080),
    host: env.HOST || '127.0.0.1',
    dataDir: env.DATA_DIR || './data',
    databaseUrl: env.DATABASE_URL || undefined,
    recordingStoreUrl: env.RECORDING_STORE_URL || undefined,
    demo: demo === 'on',
    publicUrl: env.PUBLIC_URL || undefined,
    allowedOrigins: originsFrom(env.ALLOWED_ORIGINS),
    mobileClientSecret: env.MOBILE_CLIENT_SECRET || undefined,
    tokenSigningSecret: env.TOKEN_SIGNING_SECRET || undefined,
    secretBoxKey: env.SECRET_BOX_KEY || undefined,
    accessTokenTtlSeconds: intFrom(env, 'ACCESS_TOKEN_TTL', 900),
    refreshTokenTtlSeconds: intFrom(env, 'REFRESH_TOKEN_TTL', 60 * 60 * 24 * 14),
    sessionLifetimeSeconds: intFrom(env, 'SESSION_LIFETIME', 30 * 60),
    sessionWarningSeconds: intFrom(env, 'SESSION_WARNING_SECONDS', 120),
    signInFreeFailures: intFrom(env, 'SIGN_IN_FREE_FAILURES', 5),
    signInAddressFreeFailures: intFrom(env, 'SIGN_IN_ADDRESS_FREE_FAILURES', 20),
    signInFirstDelaySeconds: intFrom(env, 'SIGN_IN_FIRST_DELAY', 30),
    signInMaxDelaySeconds: intFrom(env, 'SIGN_IN_MAX_DELAY', 15 * 60),
    signInFailureMemorySeconds: intFrom(env, 'SIGN_IN_FAILURE_MEMORY', 60 * 60),
    trustProxy: intFrom(env, 'TRUST_PROXY', 0),
    refreshGraceSeconds: intFrom(env, 'REFRESH_GRACE', 20),
    authRequestRate: intFrom(env, 'AUTH_REQUEST_RATE', 10),
    jobPollSeconds: intFrom(env, 'JOB_POLL_SECONDS', 5),
    rateLimits: rateLimits === 'on',
    rateLimitWindowSeconds: intFrom(env, 'RATE_LIMIT_WINDOW', 60),
    signInRateLimit: intFrom(env, 'RATE_LIMIT_SIGN_IN', 60),
    bulkStartRateLimit: intFrom(env, 'RATE_LIMIT_BULK_START', 10),
    wholeListRateLimit: intFrom(env, 'RATE_LIMIT_WHOLE_LIST', 30),
    provisioningAddressFailures: intFrom(env, 'RATE_LIMIT_PROVISIONING_ADDRESS', 100),
    provisioningMacFailures: intFrom(env, 'RATE_LIMIT_PROVISIONING_MAC', 20),
    provisioningFailureWindowSeconds: intFrom(env, 'RATE_LIMIT_PROVISIONING_WINDOW', 15 * 60),
    staticDir: env.STATIC_DIR || './dist',
    enableCallPickupGroups: pickupGroups === 'on',
    recordingSeconds: intFrom(env, 'RECORDING_SECONDS', 8),
    locationProvisioningSeconds: intFrom(env, 'LOCATION_PROVISIONING_SECONDS', 5 * 60),
    numberMoveBatchMs: intFrom(env, 'NUMBER_MOVE_BATCH_MS', 500),
    tenDlcReviewSeconds: intFrom(env, 'TEN_DLC_REVIEW_SECONDS', 10 * 60),
  };
  if (config.rateLimitWindowSeconds < 1) throw new Error('RATE_LIMIT_WINDOW must be at least 1 second');
  if (config.provisioningFailureWindowSeconds < 1)
    throw new Error('RATE_LIMIT_PROVISIONING_WINDOW must be at least 1 second');
  if (config.signInFailureMemorySeconds < config.signInMaxDelaySeconds)
    throw new Error('SIGN_IN_FAILURE_MEMORY must be at least SIGN_IN_MAX_DELAY');
  return config;
}

/** Settings for tests: small, in memory, nothing read from the environment. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...readConfig({}),
    dataDir: 'memory://',
    demo: false,
    jobPollSeconds: 0,
    numberMoveBatchMs: 0,
    ...overrides,
  };
}
