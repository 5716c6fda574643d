// The server's settings, read once from the environment at start.
export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite data folder, used when databaseUrl is not set. */
  dataDir: string;
  databaseUrl?: string;
  /** Seed the demo tenant tree on first start (SWITCHBOARD_DEMO=off to start empty). */
  demo: boolean;
  /** Public origin of the portal, if it differs from the request's own origin. */
  publicUrl?: string;
  /** More origins the portal is served at (ALLOWED_ORIGINS, comma-separated), e.g. a LAN address. */
  allowedOrigins: string[];
  /** The mobile client's Basic credential secret; without it the demo secret works only with demo data on. */
  mobileClientSecret?: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  sessionLifetimeSeconds: number;
  /** How long before the session's expiry the portal warns (AUTH-09). */
  sessionWarningSeconds: number;
  maxFailedSignIns: number;
  lockoutSeconds: number;
  authRequestRate: number;
  /** Where the built portal lives; served as static files with an index.html fallback. */
  staticDir: string;
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

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const demo = (env.SWITCHBOARD_DEMO ?? 'on').toLowerCase();
  if (!['on', 'off'].includes(demo)) throw new Error(`SWITCHBOARD_DEMO must be on or off, not '${demo}'`);
  return {
    port: intFrom(env, 'PORT', 8080),
    host: env.HOST || '127.0.0.1',
    dataDir: env.DATA_DIR || './data',
    databaseUrl: env.DATABASE_URL || undefined,
    demo: demo === 'on',
    publicUrl: env.PUBLIC_URL || undefined,
    allowedOrigins: originsFrom(env.ALLOWED_ORIGINS),
    mobileClientSecret: env.MOBILE_CLIENT_SECRET || undefined,
    accessTokenTtlSeconds: intFrom(env, 'ACCESS_TOKEN_TTL', 900),
    refreshTokenTtlSeconds: intFrom(env, 'REFRESH_TOKEN_TTL', 60 * 60 * 24 * 14),
    sessionLifetimeSeconds: intFrom(env, 'SESSION_LIFETIME', 30 * 60),
    sessionWarningSeconds: intFrom(env, 'SESSION_WARNING_SECONDS', 120),
    maxFailedSignIns: intFrom(env, 'MAX_FAILED_SIGN_INS', 5),
    lockoutSeconds: intFrom(env, 'LOCKOUT_SECONDS', 15 * 60),
    authRequestRate: intFrom(env, 'AUTH_REQUEST_RATE', 10),
    staticDir: env.STATIC_DIR || './dist',
  };
}

/** Settings for tests: small, in memory, nothing read from the environment. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return { ...readConfig({}), dataDir: 'memory://', demo: false, ...overrides };
}
