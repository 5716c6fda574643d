// The password grant's rules: failed attempts are counted per user, and after too many the
// user is locked out for a while. A correct password during the lockout still fails.
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { users } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Deps } from '../http/types';
import { verifyPassword } from './passwords';

export type User = typeof users.$inferSelect;

export function attemptsLeft(deps: Deps, user: Pick<User, 'failedAttempts' | 'lockedUntil'>) {
  const locked = isLocked(deps, user);
  const counted = locked || !user.lockedUntil ? user.failedAttempts : 0;
  return {
    attemptsLeft: locked ? 0 : Math.max(0, deps.config.maxFailedSignIns - counted),
    maxAttempts: deps.config.maxFailedSignIns,
    lockedUntil: locked ? user.lockedUntil!.toISOString() : null,
  };
}

const isLocked = (deps: Deps, user: Pick<User, 'lockedUntil'>) =>
  !!user.lockedUntil && user.lockedUntil > deps.now();

export async function findUserByLogin(deps: Deps, loginName: string): Promise<User | undefined> {
  const [user] = await deps.db
    .select()
    .from(users)
    .where(sql`lower(${users.loginName}) = lower(${loginName.trim()})`);
  return user;
}

/** Checks a login name and password; answers the user or throws the sign-in error. */
export async function checkPassword(deps: Deps, loginName: string, password: string): Promise<User> {
  const user = await findUserByLogin(deps, loginName);
  const invalid = (left?: number) =>
    new ApiError(400, 'invalid_grant', 'The login name or password is incorrect.', undefined, {
      ...(left === undefined ? {} : { attemptsLeft: left }),
    });
  if (!user) {
    // Spend the same time as a real check so that timing does not reveal which names exist.
    await verifyPassword(password, DUMMY_HASH);
    throw invalid();
  }
  if (isLocked(deps, user)) throw lockedError(user.lockedUntil!);
  if (!user.isEnable || user.blockAccess) {
    throw new ApiError(403, 'access_blocked', 'Sign-in is turned off for this user. Ask your administrator.');
  }
  // Count the attempt before checking the password, in one statement, so that guesses sent all at
  // once cannot each read the same count and slip past the lockout. A lock that has run out
  // starts a fresh count; a user locked in the meantime is not updated (no row comes back).
  const now = deps.now();
  const [counted] = await deps.db
    .update(users)
    .set({
      failedAttempts: sql`case when ${users.lockedUntil} is null then ${users.failedAttempts} + 1 else 1 end`,
      lockedUntil: null,
    })
    .where(and(eq(users.id, user.id), or(isNull(users.lockedUntil), lte(users.lockedUntil, now))))
    .returning({ failed: users.failedAttempts, lockedUntil: users.lockedUntil });
  if (!counted) {
    const [current] = await deps.db
      .select({ lockedUntil: users.lockedUntil })
      .from(users)
      .where(eq(users.id, user.id));
    throw lockedError(current?.lockedUntil ?? now);
  }
  const failed = counted.failed;
  if (failed > deps.config.maxFailedSignIns) {
    // Beyond the allowance (parallel guesses): refused without looking at the password.
    throw lockedError(await lockUser(deps, user.id));
  }
  if (await verifyPassword(password, user.passwordHash)) {
    await deps.db.update(users).set({ failedAttempts: 0, lockedUntil: null }).where(eq(users.id, user.id));
    return user;
  }
  if (failed >= deps.config.maxFailedSignIns) throw lockedError(await lockUser(deps, user.id));
  throw invalid(deps.config.maxFailedSignIns - failed);
}

/** Locks the user for the lockout time, unless a lock is already set; answers the lock's end. */
async function lockUser(deps: Deps, userId: number): Promise<Date> {
  const until = new Date(deps.now().getTime() + deps.config.lockoutSeconds * 1000);
  const [set] = await deps.db
    .update(users)
    .set({ lockedUntil: until })
    .where(and(eq(users.id, userId), isNull(users.lockedUntil)))
    .returning({ lockedUntil: users.lockedUntil });
  if (set?.lockedUntil) return set.lockedUntil;
  const [current] = await deps.db
    .select({ lockedUntil: users.lockedUntil })
    .from(users)
    .where(eq(users.id, userId));
  return current?.lockedUntil ?? until;
}

function lockedError(until: Date) {
  return new ApiError(
    423,
    'account_locked',
    'Too many failed sign-in attempts. This user is locked; try again later or ask your administrator.',
    undefined,
    { attemptsLeft: 0, lockedUntil: until.toISOString() },
  );
}

// A valid scrypt hash of a random string, so unknown users cost the same as known ones.
const DUMMY_HASH = 'scrypt$16384$8$1$c3dpdGNoYm9hcmQtZHVtbXk=$0h8yN0mR2m2y3p1l7n2rB0bEo1b1a8c6d3f4a5b6c7E=';
