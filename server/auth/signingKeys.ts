// The keys the server signs its tokens with (id_token, gateway tokens), kept in the database so
// that every replica and every restart signs and verifies alike (decision 0080).
//
// - The newest unretired key signs; a token names its key in the header (kid).
// - A rotation (`npm run keys:rotate`) adds a key and retires the others: a retired key still
//   verifies until its verify_until, which outlasts every token it can have signed.
// - Each server keeps the keys in memory and re-reads them every KEY_REFRESH_SECONDS, and when a
//   token names a key it does not know, so a rotation made anywhere reaches it soon.
// - TOKEN_SIGNING_SECRET (config.tokenSigningSecret) overrides the table: that one secret signs
//   and verifies, kid 'env', for every purpose but the id_token.
// - The id_token ('idp') is signed RS256 with the key pair of the same row (decision 0117), so that
//   any OpenID Connect library checks it against the public keys published at jwks_uri
//   (`publicKeys`: every key still verifying). A symmetric secret cannot be published, so the
//   id_token is signed with the table's keys even when TOKEN_SIGNING_SECRET is set.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import {
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  jwtVerify,
  SignJWT,
} from 'jose';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { signingKeys } from '../db/schema';
import {
  ANONYMOUS_TOKEN_TTL_SECONDS,
  type Claims,
  ID_TOKEN_TTL_SECONDS,
  kidAlgOf,
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
  /** The public keys of the id_tokens that still verify (the JWKS), the signing one first. */
  publicKeys(): Promise<JWK[]>;
}

/** The purpose of the id_tokens, signed RS256 with the rows' key pairs. */
export const ID_TOKEN_PURPOSE = 'idp';
export const ID_TOKEN_ALG = 'RS256';

/** A new RS256 key pair as JWK JSON, named by the row's kid. */
async function newKeyPair(kid: string): Promise<{ privateJwk: string; publicJwk: string }> {
  const { privateKey, publicKey } = await generateKeyPair(ID_TOKEN_ALG, { extractable: true });
  const meta = { kid, alg: ID_TOKEN_ALG, use: 'sig' };
  return {
    privateJwk: JSON.stringify({ ...(await exportJWK(privateKey)), ...meta }),
    publicJwk: JSON.stringify({ ...(await exportJWK(publicKey)), ...meta }),
  };
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
  const signer = signerOf(rows);
  if (signer?.privateJwk) return rows;
  if (signer) {
    // A key made before id_tokens were RS256 gets its pair; of replicas doing so at once one wins.
    await db
      .update(signingKeys)
      .set(await newKeyPair(signer.kid))
      .where(and(eq(signingKeys.kid, signer.kid), isNull(signingKeys.privateJwk)));
    return db.select().from(signingKeys);
  }
  // Two replicas may get here together: on an empty table both insert the same kid and one
  // insert is a no-op, so both re-read the one winner.
  const kid = rows.length === 0 ? FIRST_KID : newKid(now);
  await db
    .insert(signingKeys)
    .values({ kid, secret: newSecret(), createdAt: now, ...(await newKeyPair(kid)) })
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
  const verifying = (row: KeyRow | undefined) =>
    row && (!row.verifyUntil || row.verifyUntil > deps.now()) ? row : undefined;
  /** The row a token's kid names, read again once when it is not known yet. */
  const rowFor = async (kid: string) => {
    let keys = await fresh();
    if (!keys.byKid.has(kid) && ageMs() >= UNKNOWN_KID_REREAD_MS) keys = await reload();
    return verifying(keys.byKid.get(kid));
  };
  const imported = new Map<string, Promise<CryptoKey | Uint8Array>>();
  const keyOf = (jwk: string) => {
    let key = imported.get(jwk);
    if (!key) {
      key = importJWK(JSON.parse(jwk) as JWK, ID_TOKEN_ALG);
      imported.set(jwk, key);
    }
    return key;
  };

  const idTokens = {
    async sign(claims: Claims) {
      const { signer } = await fresh();
      if (!signer.privateJwk) throw new Error('The signing key has no key pair.');
      return new SignJWT(claims)
        .setProtectedHeader({ alg: ID_TOKEN_ALG, typ: 'JWT', kid: signer.kid })
        .sign(await keyOf(signer.privateJwk));
    },
    async verify(token: string): Promise<Claims | undefined> {
      let kid: string | undefined;
      try {
        const head = decodeProtectedHeader(token);
        kid = head.alg === ID_TOKEN_ALG ? head.kid : undefined;
      } catch {
        return undefined;
      }
      const row = kid ? await rowFor(kid) : undefined;
      if (!row?.publicJwk) return undefined;
      try {
        const { payload } = await jwtVerify(token, await keyOf(row.publicJwk), {
          algorithms: [ID_TOKEN_ALG],
          currentDate: deps.now(),
          clockTolerance: 0,
        });
        if (typeof payload.exp !== 'number' || typeof payload.iat !== 'number') return undefined;
        return payload as Claims;
      } catch {
        return undefined;
      }
    },
  };
  const publicKeys = async () => {
    const { byKid, signer } = await fresh();
    return [...byKid.values()]
      .filter((row) => verifying(row) && row.publicJwk)
      .sort((a, b) =>
        a.kid === signer.kid ? -1 : b.kid === signer.kid ? 1 : b.createdAt.getTime() - a.createdAt.getTime(),
      )
      .map((row) => JSON.parse(row.publicJwk!) as JWK);
  };

  if (deps.config.tokenSigningSecret) {
    const secret = Buffer.from(deps.config.tokenSigningSecret);
    return {
      async sign(purpose, claims) {
        checkLifetime(claims);
        if (purpose === ID_TOKEN_PURPOSE) return idTokens.sign(claims);
        return signJwt(claims, purposeKey(secret, purpose), ENV_KID);
      },
      async verify(purpose, token) {
        if (purpose === ID_TOKEN_PURPOSE) return idTokens.verify(token);
        if (kidOf(token) !== ENV_KID) return undefined;
        return verifyJwt(token, purposeKey(secret, purpose), seconds());
      },
      publicKeys,
    };
  }

  return {
    async sign(purpose, claims) {
      checkLifetime(claims);
      if (purpose === ID_TOKEN_PURPOSE) return idTokens.sign(claims);
      const { signer } = await fresh();
      return signJwt(claims, purposeKey(Buffer.from(signer.secret, 'base64url'), purpose), signer.kid);
    },
    async verify(purpose, token) {
      if (purpose === ID_TOKEN_PURPOSE) return idTokens.verify(token);
      const kid = kidOf(token);
      if (!kid || kidAlgOf(token) !== 'HS256') return undefined;
      const row = await rowFor(kid);
      if (!row) return undefined;
      return verifyJwt(token, purposeKey(Buffer.from(row.secret, 'base64url'), purpose), seconds());
    },
    publicKeys,
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
    await tx
      .insert(signingKeys)
      .values({ kid, secret: newSecret(), createdAt: now, ...(await newKeyPair(kid)) });
    const retired = await tx
      .update(signingKeys)
      .set({ retiredAt: now, verifyUntil })
      .where(and(isNull(signingKeys.retiredAt), ne(signingKeys.kid, kid)))
      .returning({ kid: signingKeys.kid });
    return { kid, retired: retired.map((r) => r.kid), deleted: deleted.map((r) => r.kid) };
  });
}
