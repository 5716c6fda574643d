// SSO only (C-187, decision 0110; enforced since decision 0117): a user marked SSO-only, of an
// account whose single sign-on is on, is refused a password sign-in with words that say where to
// sign in instead. Told only after the right password, like a blocked user.
import { and, eq } from 'drizzle-orm';
import { ssoSettings, ssoUserStates } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Deps } from '../../http/types';

export const SSO_ONLY_MESSAGE =
  'Your organisation signs you in with single sign-on. Choose "Sign in with single sign-on" and enter your work e-mail.';

export async function refuseSsoOnly(deps: Deps, user: { id: number; accountId: number }): Promise<void> {
  const [row] = await deps.db
    .select({ ssoOnly: ssoUserStates.ssoOnly })
    .from(ssoUserStates)
    .innerJoin(ssoSettings, eq(ssoSettings.accountId, ssoUserStates.accountId))
    .where(and(eq(ssoUserStates.userId, user.id), eq(ssoSettings.enabled, true)));
  if (row?.ssoOnly) throw new ApiError(403, 'sso_required', SSO_ONLY_MESSAGE);
}
