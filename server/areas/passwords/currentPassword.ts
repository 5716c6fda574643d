// The signed-in user's own row and the check of their current password (cat §5), shared by every
// route that needs them (passwords, the ucaas and users self calls; decisions 0108, 0118).
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { WRONG_CURRENT_PASSWORD } from '../../../src/domain/security/passwords';
import { checkPassword, TooManyAttempts } from '../../auth/signIn';
import { users } from '../../db/schema';
import { clientAddress } from '../../http/clientAddress';
import { ApiError, notFound, validationFailed } from '../../http/errors';
import type { Deps, Env } from '../../http/types';

/** The caller's own user row. */
export async function selfOf(deps: Deps, c: Context<Env>) {
  const [user] = await deps.db
    .select()
    .from(users)
    .where(eq(users.id, c.get('principal').userId));
  if (!user) throw notFound('No such user.');
  return user;
}

/** The current password, checked like a sign-in (throttled, audited when wrong). */
export async function checkCurrent(
  deps: Deps,
  c: Context<Env>,
  loginName: string,
  password: string,
  field?: string,
) {
  try {
    return await checkPassword(deps, {
      loginName,
      password,
      address: clientAddress(deps, c),
      path: c.req.path,
    });
  } catch (e) {
    if (e instanceof TooManyAttempts) c.header('retry-after', String(e.retryAfter));
    if (field && e instanceof ApiError && e.body.code === 'invalid_grant') {
      throw validationFailed([{ field, message: WRONG_CURRENT_PASSWORD }]);
    }
    throw e;
  }
}
