// The password grant's rules (decision 0045): throttled per login name and client address,
// only failed checks counted; an unknown login name, a wrong password and a blocked user answer
// alike, each after exactly one password hash check. Every refusal leaves an audit event.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { users } from '../db/schema';
import { recordAccessEvent } from '../http/accessAudit';
import { ApiError } from '../http/errors';
import type { Deps } from '../http/types';
import { hashPassword, verifyPassword } from './passwords';
import { clearFailures, holdFor, loginStanding, recordFailure, throttleKeys } from './throttle';

export type User = typeof users.$inferSelect;

export interface SignInAttempt {
  loginName: string;
  password: string;
  /** The client address (server/http/clientAddress.ts). */
  address: string;
  /** The path called, for the audit event. */
  path: string;
}

/** AUTH-10: attempts left for a user's login name, whoever made them. */
export const attemptsLeft = (deps: Deps, user: Pick<User, 'loginName'>) =>
  loginStanding(deps, user.loginName);

export async function findUserByLogin(deps: Deps, loginName: string): Promise<User | undefined> {
  // No login name is that long or holds a NUL (which the database cannot even compare).
  if (loginName.length > 320 || loginName.includes('\u0000')) return undefined;
  const [user] = await deps.db
    .select()
    .from(users)
    .where(sql`lower(${users.loginName}) = lower(${loginName.trim()})`);
  return user;
}

/** Checks a login name and password; answers the user or throws the sign-in error. */
export async function checkPassword(deps: Deps, attempt: SignInAttempt): Promise<User> {
  const keys = throttleKeys(attempt.loginName, attempt.address);
  const user = await findUserByLogin(deps, attempt.loginName);
  const audit = (action: string, extra: Record<string, unknown> = {}) =>
    recordAccessEvent(deps, {
      accountId: user?.accountId,
      action,
      detail: {
        loginName: attempt.loginName,
        address: attempt.address,
        path: attempt.path,
        ...(user ? { userId: user.id } : {}),
        ...extra,
      },
    });
  const refuseHeld = async (until: Date, checked: boolean) => {
    const error = tooManyAttempts(deps, until);
    await audit(checked ? 'SIGN_IN_FAILED' : 'SIGN_IN_THROTTLED', { retryAfter: error.retryAfter });
    return error;
  };

  const held = await holdFor(deps, keys);
  if (held) throw await refuseHeld(held, false);
  // One hash check whatever the login name: unknown names and users without a password cost
  // the same as a real check.
  const right = await verifyPassword(attempt.password, user?.passwordHash ?? (await dummyHash()));
  if (!right || !user) {
    const failure = await recordFailure(deps, keys);
    if (failure.heldUntil) throw await refuseHeld(failure.heldUntil, true);
    await audit('SIGN_IN_FAILED');
    throw new ApiError(400, 'invalid_grant', 'The login name or password is incorrect.', undefined, {
      attemptsLeft: failure.attemptsLeft,
    });
  }
  // Failures recorded while this check ran (guesses sent all at once) hold the right one too.
  const heldNow = await holdFor(deps, keys);
  if (heldNow) throw await refuseHeld(heldNow, false);
  if (!user.isEnable || user.blockAccess) {
    // Told only to whoever knows the password; to anyone else it looks like a wrong password.
    await audit('SIGN_IN_BLOCKED');
    throw new ApiError(403, 'access_blocked', 'Sign-in is turned off for this user. Ask your administrator.');
  }
  await clearFailures(deps, keys);
  return user;
}

/** 429 with the time to wait; the route turns retryAfter into the Retry-After header. */
export class TooManyAttempts extends ApiError {
  constructor(
    readonly retryAfter: number,
    retryAt: Date,
  ) {
    super(
      429,
      'too_many_attempts',
      'Too many failed sign-in attempts. Wait a little and try again.',
      undefined,
      { attemptsLeft: 0, retryAfter, retryAt: retryAt.toISOString() },
    );
  }
}

function tooManyAttempts(deps: Deps, until: Date) {
  return new TooManyAttempts(Math.max(1, Math.ceil((until.getTime() - deps.now().getTime()) / 1000)), until);
}

// The hash an unknown login name is checked against: made once, with the same cost as real ones.
let dummy: Promise<string> | undefined;
const dummyHash = () => {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
};
