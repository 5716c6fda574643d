// The sign-in's second step (decision 0109). When a second factor is due, the password step
// answers 403 `mfa_required` with a short-lived challenge token instead of tokens; the token
// grant `mfa` (mfa_token + otp: an authenticator's code, an e-mail code or a recovery code)
// answers the tokens. A user who must enrol starts an authenticator or e-mail codes on the
// challenge (C-210) and the same grant confirms it. Wrong codes count like wrong passwords
// (server/auth/throttle.ts) and a challenge dies after MAX_ATTEMPTS.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { MFA_GRANT, type MfaChallengeAnswer, type MfaKind } from '../../../src/domain/security/mfa';
import { TooManyAttempts, type User } from '../../auth/signIn';
import { clearFailures, holdFor, recordFailure, throttleKeys } from '../../auth/throttle';
import { openSecret } from '../../crypto/secretBox';
import { mfaChallenges, mfaMethods, users } from '../../db/schema';
import { recordAccessEvent } from '../../http/accessAudit';
import { clientAddress } from '../../http/clientAddress';
import { ApiError } from '../../http/errors';
import type { Deps, Env } from '../../http/types';
import { queueMail } from '../../mail/outbox';
import {
  looksLikeRecoveryCode,
  type MethodRow,
  methodsOf,
  methodUsed,
  newChallengeToken,
  newEmailCode,
  newRecoveryCodes,
  recoveryCodesLeft,
  secondFactorDue,
  sha256,
  spendRecoveryCode,
  startMethod,
} from './mfaStore';
import { acceptedStep } from './totp';

/** How long the second step may take, and an e-mail code lives. */
export const CHALLENGE_TTL_SECONDS = 10 * 60;
export const EMAIL_CODE_TTL_SECONDS = 10 * 60;
/** Wrong codes a challenge takes before it is spent. */
export const MAX_ATTEMPTS = 5;

type Challenge = typeof mfaChallenges.$inferSelect;

const expired = () =>
  new ApiError(400, 'invalid_grant', 'This sign-in has expired. Sign in again with your password.');

/**
 * After a right password: nothing when no second factor is due, else throws the 403 that carries
 * the challenge. The password grant calls it before it opens a session.
 */
export async function requireSecondFactor(deps: Deps, user: User, clientId: string): Promise<void> {
  const due = await secondFactorDue(deps.db, user);
  if (!due.required && due.methods.length === 0) return;
  const token = newChallengeToken();
  const now = deps.now();
  await deps.db.insert(mfaChallenges).values({
    accountId: user.accountId,
    userId: user.id,
    purpose: 'signIn',
    tokenHash: sha256(token),
    clientId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_SECONDS * 1000),
  });
  const enrol = due.methods.length === 0;
  const answer: Omit<MfaChallengeAnswer, 'code' | 'message'> = {
    mfa_token: token,
    methods: due.methods,
    enrolment_required: enrol,
    recovery: due.recovery,
  };
  throw new ApiError(
    403,
    'mfa_required',
    enrol
      ? 'Your account requires a second sign-in step. Set up an authenticator app or e-mail codes to continue.'
      : 'Enter the code from your authenticator app or your e-mail.',
    undefined,
    answer,
  );
}

async function liveChallenge(deps: Deps, token: string, clientId?: string) {
  if (!token || token.length > 200) throw expired();
  const [row] = await deps.db
    .select({ challenge: mfaChallenges, user: users })
    .from(mfaChallenges)
    .innerJoin(users, eq(users.id, mfaChallenges.userId))
    .where(
      and(
        eq(mfaChallenges.tokenHash, sha256(token)),
        eq(mfaChallenges.purpose, 'signIn'),
        isNull(mfaChallenges.usedAt),
        gt(mfaChallenges.expiresAt, deps.now()),
      ),
    );
  if (!row || (clientId !== undefined && row.challenge.clientId !== clientId)) throw expired();
  if (!row.user.isEnable || row.user.blockAccess) throw expired();
  return row;
}

/** Sends an e-mail code for a challenge (or a new e-mail method's first one). */
async function sendEmailCode(deps: Deps, challenge: Challenge, user: User) {
  const code = newEmailCode();
  const { held, retryAfterSeconds } = await queueMail(deps, [
    {
      accountId: user.accountId,
      userId: user.id,
      kind: 'mfaCode',
      to: user.email,
      subject: 'Your sign-in code',
      body: `Hello ${user.firstName},\n\nYour sign-in code is ${code}. It works for ${EMAIL_CODE_TTL_SECONDS / 60} minutes.\nIf you did not try to sign in, change your password.\n`,
    },
  ]);
  if (held.length > 0)
    throw new ApiError(
      429,
      'too_many_emails',
      'Too many codes were sent to your e-mail in the last hour. Try again later.',
      undefined,
      {
        retryAfterSeconds,
      },
    );
  await deps.db
    .update(mfaChallenges)
    .set({
      emailCodeHash: sha256(`${challenge.id}:${code}`),
      emailCodeExpiresAt: new Date(deps.now().getTime() + EMAIL_CODE_TTL_SECONDS * 1000),
    })
    .where(eq(mfaChallenges.id, challenge.id));
}

/**
 * C-210 at sign-in: `email` sends a code (to a user with e-mail codes, or one enrolling them);
 * `totp` starts an authenticator for a user who must enrol, answering its secret and QR code.
 */
export async function requestOnChallenge(deps: Deps, token: string, method: MfaKind) {
  const { challenge, user } = await liveChallenge(deps, token);
  const confirmed = await methodsOf(deps.db, user.id);
  const enrolling = confirmed.length === 0;
  if (method === 'totp') {
    if (!enrolling)
      throw new ApiError(400, 'bad_request', 'Enter the code your authenticator app shows now.', [
        { field: 'method', message: 'Your authenticator app is already set up.' },
      ]);
    const started = await startMethod(deps, user, 'totp');
    await deps.db
      .update(mfaChallenges)
      .set({ methodId: started.method.id })
      .where(eq(mfaChallenges.id, challenge.id));
    return { method: 'totp' as const, ...started.enrolment! };
  }
  if (!enrolling && !confirmed.some((m) => m.kind === 'email'))
    throw new ApiError(400, 'bad_request', 'E-mail codes are not set up for you.', [
      { field: 'method', message: 'E-mail codes are not set up for you.' },
    ]);
  if (enrolling) {
    const started = await startMethod(deps, user, 'email');
    challenge.methodId = started.method.id;
    await deps.db
      .update(mfaChallenges)
      .set({ methodId: started.method.id })
      .where(eq(mfaChallenges.id, challenge.id));
  }
  await sendEmailCode(deps, challenge, user);
  return { method: 'email' as const, sentTo: maskEmail(user.email) };
}

const maskEmail = (email: string) => email.replace(/^(.).*(@.*)$/, '$1•••$2');

/** A code against one method: the TOTP step it was accepted for, 'email' or undefined. */
async function checkMethod(deps: Deps, method: MethodRow, challenge: Challenge, code: string) {
  if (!/^\d{6}$/.test(code)) return undefined;
  if (method.kind === 'totp' && method.secretSealed) {
    const step = acceptedStep(
      await openSecret(deps, deps.db, method.secretSealed),
      code,
      deps.now(),
      method.lastStep,
    );
    return step === undefined ? undefined : { step };
  }
  if (
    method.kind === 'email' &&
    challenge.emailCodeHash &&
    challenge.emailCodeExpiresAt &&
    challenge.emailCodeExpiresAt > deps.now() &&
    challenge.emailCodeHash === sha256(`${challenge.id}:${code}`)
  )
    return { step: undefined };
  return undefined;
}

/**
 * The grant `mfa`: the user whose challenge this is, when `otp` is right for it; throws the
 * sign-in's errors otherwise. The challenge is spent on success, or after MAX_ATTEMPTS.
 * A user who enrolled their first method at this sign-in is given a set of recovery codes with
 * it (shown once, like My security's enrolment; decision 0121).
 */
export async function passSecondFactor(
  c: Context<Env>,
  deps: Deps,
  attempt: { token: string; otp: string; clientId: string },
): Promise<{ user: User; recoveryCodes?: string[] }> {
  try {
    return await checkSecondFactor(deps, { ...attempt, address: clientAddress(deps, c), path: c.req.path });
  } catch (e) {
    if (e instanceof TooManyAttempts) c.header('retry-after', String(e.retryAfter));
    throw e;
  }
}

async function checkSecondFactor(
  deps: Deps,
  attempt: { token: string; otp: string; clientId: string; address: string; path: string },
): Promise<{ user: User; recoveryCodes?: string[] }> {
  const { challenge, user } = await liveChallenge(deps, attempt.token, attempt.clientId);
  const keys = throttleKeys(user.loginName, attempt.address);
  const audit = (action: string, extra: Record<string, unknown> = {}) =>
    recordAccessEvent(deps, {
      accountId: user.accountId,
      action,
      detail: {
        loginName: user.loginName,
        userId: user.id,
        address: attempt.address,
        path: attempt.path,
        ...extra,
      },
    });
  const held = await holdFor(deps, keys);
  if (held) {
    await audit('MFA_THROTTLED');
    throw new TooManyAttempts(Math.max(1, Math.ceil((held.getTime() - deps.now().getTime()) / 1000)), held);
  }
  const otp = attempt.otp.trim().replace(/\s/g, '');
  const candidates = challenge.methodId
    ? await deps.db.select().from(mfaMethods).where(eq(mfaMethods.id, challenge.methodId))
    : await methodsOf(deps.db, user.id);
  let passed: { method?: MethodRow; step?: number; recovery?: boolean } | undefined;
  for (const method of candidates) {
    const hit = await checkMethod(deps, method, challenge, otp);
    if (hit) {
      passed = { method, step: hit.step };
      break;
    }
  }
  if (
    !passed &&
    !challenge.methodId &&
    looksLikeRecoveryCode(otp) &&
    (await spendRecoveryCode(deps.db, user.id, otp, deps.now()))
  )
    passed = { recovery: true };
  // Spend the challenge: only one right answer, even sent twice at once.
  const spent = passed
    ? await deps.db
        .update(mfaChallenges)
        .set({ usedAt: deps.now() })
        .where(and(eq(mfaChallenges.id, challenge.id), isNull(mfaChallenges.usedAt)))
        .returning({ id: mfaChallenges.id })
    : [];
  if (passed && spent.length > 0) {
    if (passed.method) await methodUsed(deps.db, passed.method, deps.now(), passed.step);
    await clearFailures(deps, keys);
    await audit(
      passed.recovery ? 'MFA_RECOVERY_CODE_USED' : 'MFA_PASSED',
      passed.method ? { method: passed.method.kind } : {},
    );
    const enrolled = passed.method !== undefined && passed.method.confirmedAt === null;
    const recoveryCodes =
      enrolled && (await recoveryCodesLeft(deps.db, user.id)) === 0
        ? await newRecoveryCodes(deps, user)
        : undefined;
    return { user, ...(recoveryCodes ? { recoveryCodes } : {}) };
  }
  const attempts = challenge.attempts + 1;
  await deps.db
    .update(mfaChallenges)
    .set({ attempts, ...(attempts >= MAX_ATTEMPTS ? { usedAt: deps.now() } : {}) })
    .where(eq(mfaChallenges.id, challenge.id));
  const failure = await recordFailure(deps, keys);
  await audit('MFA_FAILED');
  if (failure.heldUntil)
    throw new TooManyAttempts(
      Math.max(1, Math.ceil((failure.heldUntil.getTime() - deps.now().getTime()) / 1000)),
      failure.heldUntil,
    );
  if (attempts >= MAX_ATTEMPTS) throw expired();
  throw new ApiError(400, 'invalid_grant', 'The code is incorrect or has expired.', undefined, {
    attemptsLeft: Math.min(MAX_ATTEMPTS - attempts, failure.attemptsLeft),
  });
}

export { MFA_GRANT };

/**
 * The identity provider's own sign-in page (idpRoutes) has no second step yet: a user whose
 * second factor is due is refused there (decision 0109), never let in on the password alone.
 */
export async function refuseWhenSecondFactorDue(deps: Deps, user: User): Promise<void> {
  const due = await secondFactorDue(deps.db, user);
  if (due.required || due.methods.length > 0)
    throw new ApiError(
      403,
      'mfa_required',
      'Your account requires a second sign-in step, which this page does not offer. Sign in at the portal.',
    );
}
