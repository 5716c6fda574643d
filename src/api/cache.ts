// The request layer's answer cache (REQ-07): GET answers are kept per service family for
// cacheExpiry[family] seconds (cacheExpiry.default, else 10 s). A write to a family clears that
// family and the families related to it. Some paths are never cached, and phone numbers are always
// asked for with a no-cache flag. Rules and relations: docs/decisions/0010-cache-rules.md.

export const DEFAULT_CACHE_SECONDS = 10;

/** Families whose data the other's writes change; the relation is symmetric. */
export const RELATED_FAMILIES: [string, string][] = [
  ['ucaas', 'appserver'], // the application server's bulk calls write the phone system's data
  ['ucaas', 'hoteling'], // devices and lines belong to extensions
  ['ucaas', 'users'], // a telephony user is an identity user
  ['ucaas', 'billing'], // orders add services, numbers and extensions
  ['ucaas', 'il'], // the legacy family reads the same account data
  ['appserver', 'hoteling'],
  ['appserver', 'users'],
  ['users', 'permissions'], // roles and privileges are part of a user
  ['users', 'auth'], // passwords, SSO and MFA state show on the user
  ['ucaas', 'recording'], // recording rules are set on users and extensions
  ['ucaas', 'callqueue'], // the call-queue microservice's queues are the account's extensions (CFG-04)
  ['ucaas', 'messages'], // the account's disableOffNetSMS attribute is a messaging switch (decision 0111)
];

export function relatedFamilies(family: string, pairs: [string, string][] = RELATED_FAMILIES): string[] {
  const out = new Set<string>();
  for (const [a, b] of pairs) {
    if (a === family) out.add(b);
    if (b === family) out.add(a);
  }
  out.delete(family);
  return [...out];
}

/** Never cached (cat §9): real-time queue status, metrics, locations, audio record status, recordings search. */
export const NEVER_CACHED: RegExp[] = [
  /RealTimeStatus/i,
  /metrics/i,
  /\/locations?(\/|$)/i,
  /\/outdialRecordGreeting\/[^/]+\/status/i,
  /\/audioRecording\/.*status/i,
  /\/search\/recordings/i,
  /\/registration(\/|$)/i, // live device and line registration
  /\/bulk\/.*status/i, // bulk task progress
];

/** Phone numbers: always asked for with the no-cache flag, and never cached. */
export const PHONE_NUMBER_PATHS: RegExp[] = [/phoneNumbers?(\/|$)/i, /PhoneNumberStatus/i];

export const NO_CACHE_QUERY = 'noCache';
export const NO_CACHE_HEADERS = { 'cache-control': 'no-cache' } as const;

const bare = (path: string) => path.split('?')[0];
export const isPhoneNumberPath = (path: string) => PHONE_NUMBER_PATHS.some((re) => re.test(bare(path)));
export const isNeverCached = (path: string) =>
  isPhoneNumberPath(path) || NEVER_CACHED.some((re) => re.test(bare(path)));

export interface ResponseCache {
  /** A fresh answer kept for this key, or undefined. */
  get(family: string, key: string): { value: unknown } | undefined;
  /** Marks the start of a GET: its answer is kept only if no write clears the family meanwhile. */
  begin(family: string): number;
  put(family: string, key: string, value: unknown, startedAt: number): void;
  /** A write to `family`: forget its answers and those of related families. */
  invalidate(family: string): void;
  /** Forget everything (sign-out, session reset: AUTH-05, AUTH-06). */
  clear(): void;
  /** How many answers are kept (for tests). */
  size(): number;
}

export function createResponseCache(opts: {
  cacheExpiry?: Record<string, number | undefined>;
  now?: () => number;
  relations?: [string, string][];
}): ResponseCache {
  const now = opts.now ?? Date.now;
  const families = new Map<string, Map<string, { value: unknown; expiresAt: number }>>();
  // A counter of clears: a GET started before its family was last cleared does not store its answer.
  let version = 0;
  let clearedAt = 0;
  const droppedAt = new Map<string, number>();
  const seconds = (family: string) =>
    opts.cacheExpiry?.[family] ?? opts.cacheExpiry?.default ?? DEFAULT_CACHE_SECONDS;
  const drop = (family: string) => {
    families.delete(family);
    droppedAt.set(family, ++version);
  };
  return {
    get(family, key) {
      const entry = families.get(family)?.get(key);
      if (!entry) return undefined;
      if (now() >= entry.expiresAt) {
        families.get(family)?.delete(key);
        return undefined;
      }
      return { value: entry.value };
    },
    begin: () => version,
    put(family, key, value, startedAt) {
      const ttl = seconds(family);
      if (ttl <= 0 || startedAt < clearedAt || startedAt < (droppedAt.get(family) ?? 0)) return;
      let entries = families.get(family);
      if (!entries) {
        entries = new Map();
        families.set(family, entries);
      }
      entries.set(key, { value, expiresAt: now() + ttl * 1000 });
    },
    invalidate(family) {
      drop(family);
      for (const other of relatedFamilies(family, opts.relations)) drop(other);
    },
    clear() {
      families.clear();
      clearedAt = ++version;
    },
    size: () => [...families.values()].reduce((n, m) => n + m.size, 0),
  };
}
