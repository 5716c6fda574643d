// The keys the server signs its tokens with (id_token, gateway tokens), kept in the database so
// that every replica and every restart signs and verifies alike (decision 0080).
//
// - The newest unretired key signs; a token names its key in the header (kid).
// - A rotation (`npm run keys:rotate`) adds a key and retires the others: a retired key still
//   verifies until its verify_until, which outlasts every token it can have signed.
// - Each server keeps the keys in memory and re-reads them every KEY_REFRESH_SECONDS, and when a
//   token names a key it does not know, so a rotation made anywhere reaches it soon.
// - TOKEN_SIGNING_SECRET (config.tokenSigningSecret) overrides the table: that one secret signs
//   and verifies, kid 'env'.
import { randomBytes } from 'node:crypto';
import { and, isNull, lt, ne, sql } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { signingKeys } from '../db/schema';
import {
  ANONYMOUS_TOKEN_TTL_SECONDS,
  type Claims,
  ID_TOKEN_TTL_SECONDS,
  kidOf,
  PROVISIONING_NONCE_TTL_SECONDS,
  purposeKey,
  signJwt,
  verifyJwt,
} from './jwt';

/** Signs and checks the server's JWTs; a purpose ('idp', 'gateway') has keys of its own. */
export interface KeyStore {
  sign(purpose: string, claims: Claims): Promise<string>;
  /** The claims of a token this platform signed for the purpose and that has not expired. */
  verify(purpose: string, token: string): Promise<Claims | undefined>;
}

interface KeyDeps {
  db: Db;
  config: ServerConfig;
  now: () => Date;
}

type KeyRow = typeof signingKeys.$inferSelect;

/** How stale a server's copy of the keys may get: a rotation elsewhere is seen within this long. */
export const KEY_REFRESH_SECONDS = 60;
/** A token naming an unknown key re-reads the keys, at most this often (a flood of made-up kids stays cheap). */
const UNKNOWN_KID_REREAD_MS = 1000;
/** The first key's id: replicas starting together on an empty table all insert it and one wins. */
const FIRST_KID = 'k-first';
export const ENV_KID = 'env';

/** The longest a token signed by the server lives, in seconds. */
export function longestTokenSeconds(config: ServerConfig): number {
  return Math.max(
    config.accessTokenTtlSeconds,
    ID_TOKEN_TTL_SECONDS,
    ANONYMOUS_TOKEN_TTL_SECONDS,
    PROVISIONING_NONCE_TTL_SECONDS,
  );
}

const newSecret = () => randomBytes(32).toString('base64url');
const newKid = (now: Date) =>
  `k-${now.toISOString().slice(0, 10).replaceAll('-', '')}-${randomBytes(6).toString('base64url')}`;

/** The key that signs: the newest one not retired. */
function signerOf(rows: KeyRow[]): KeyRow | undefined {
  return rows
    .filter((r) => !r.retiredAt)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.kid.localeCompare(a.kid))[0];
}

/** The keys in the table, with one made when none signs (the first start). */
async function loadKeys(db: Db, now: Date): Promise<KeyRow[]> {
  const rows = await db.select().from(signingKeys);
  if (signerOf(rows)) return rows;
  // Two replicas may get here together: on an empty table both insert the same kid and one
  // insert is a no-op, so both re-read the one winner.
  await db
    .insert(signingKeys)
    .values({ kid: rows.length === 0 ? FIRST_KID : newKid(now), secret: newSecret(), createdAt: now })
    .onConflictDoNothing();
  return db.select().from(signingKeys);
}

export function createKeyStore(deps: KeyDeps): KeyStore {
  const longest = longestTokenSeconds(deps.config);
  const seconds = () => Math.floor(deps.now().getTime() / 1000);
  const checkLifetime = (claims: Claims) => {
    // Rotation keeps a retired key only as long as the longest token lives: a longer one would
    // stop verifying before it expires.
    if (claims.exp - claims.iat > longest)
      throw new Error(`A token may live at most ${longest} s (longestTokenSeconds); raise it there first.`);
  };

  if (deps.config.tokenSigningSecret) {
    const secret = Buffer.from(deps.config.tokenSigningSecret);
    return {
      async sign(purpose, claims) {
        checkLifetime(claims);
        return signJwt(claims, purposeKey(secret, purpose), ENV_KID);
      },
      async verify(purpose, token) {
        if (kidOf(token) !== ENV_KID) return undefined;
        return verifyJwt(token, purposeKey(secret, purpose), seconds());
      },
    };
  }

  let cache: { byKid: Map<string, KeyRow>; signer: KeyRow; loadedAt: number } | undefined;
  let loading: Promise<NonNullable<typeof cache>> | undefined;
  const reload = () => {
    loading ??= (async () => {
      try {
        const now = deps.now();
        const rows = await loadKeys(deps.db, now);
        const signer = signerOf(rows);
        if (!signer) throw new Error('No signing key could be made.');
        cache = { byKid: new Map(rows.map((r) => [r.kid, r])), signer, loadedAt: now.getTime() };
        return cache;
      } finally {
        loading = undefined;
      }
    })();
    return loading;
  };
  const ageMs = () => (cache ? deps.now().getTime() - cache.loadedAt : Number.POSITIVE_INFINITY);
  const fresh = async () => (cache && ageMs() < KEY_REFRESH_SECONDS * 1000 ? cache : reload());

  return {
    async sign(purpose, claims) {
      checkLifetime(claims);
      const { signer } = await fresh();
      return signJwt(claims, purposeKey(Buffer.from(signer.secret, 'base64url'), purpose), signer.kid);
    },
    async verify(purpose, token) {
      const kid = kidOf(token);
      if (!kid) return undefined;
      let keys = await fresh();
      if (!keys.byKid.has(kid) && ageMs() >= UNKNOWN_KID_REREAD_MS) keys = await reload();
      const row = keys.byKid.get(kid);
      if (!row || (row.verifyUntil && row.verifyUntil <= deps.now())) return undefined;
      return verifyJwt(token, purposeKey(Buffer.from(row.secret, 'base64url'), purpose), seconds());
    },
  };
}

export interface Rotation {
  /** The key that signs from now on. */
  kid: string;
  retired: string[];
  /** Keys whose verify_until had passed, gone from the table. */
  deleted: string[];
}

/**
 * A new key signs from now on; the keys it replaces verify until every token they may have signed
 * has expired: the longest lifetime, plus the refresh interval during which other servers may
 * still sign with them. Keys past their verify_until are deleted.
 */
export async function rotateSigningKeys(db: Db, config: ServerConfig, now: Date): Promise<Rotation> {
  const verifyUntil = new Date(now.getTime() + (longestTokenSeconds(config) + KEY_REFRESH_SECONDS) * 1000);
  return db.transaction(async (tx) => {
    // Two rotations at once would both leave a key unretired: one at a time.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('switchboard:signing_keys'))`);
    const deleted = await tx
      .delete(signingKeys)
      .where(lt(signingKeys.verifyUntil, now))
      .returning({ kid: signingKeys.kid });
    const kid = newKid(now);
    await tx.insert(signingKeys).values({ kid, secret: newSecret(), createdAt: now });
    const retired = await tx
      .update(signingKeys)
      .set({ retiredAt: now, verifyUntil })
      .where(and(isNull(signingKeys.retiredAt), ne(signingKeys.kid, kid)))
      .returning({ kid: signingKeys.kid });
    return { kid, retired: retired.map((r) => r.kid), deleted: deleted.map((r) => r.kid) };
  });
}
