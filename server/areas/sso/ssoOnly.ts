// SSO only (C-187, decision 0110; enforced since decision 0117): a user marked SSO-only, of an
// account whose single sign-on is on, is refused a password sign-in with words that say where to
// sign in instead. Told only after the right password, like a blocked user.
// Decision 0121: an account may also make its covered domains SSO only: a user of the account
// whose login name or e-mail is of such a domain is refused the same way.
import { and, eq, inArray } from 'drizzle-orm';
import { ssoDomains, ssoSettings, ssoUserStates } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Deps } from '../../http/types';

export const SSO_ONLY_MESSAGE =
  'Your organisation signs you in with single sign-on. Choose "Sign in with single sign-on" and enter your work e-mail.';

const domainOf = (address: string | null | undefined) => {
  const at = (address ?? '').lastIndexOf('@');
  return at >= 0
    ? (address ?? '')
        .slice(at + 1)
        .trim()
        .toLowerCase()
    : '';
};

export async function refuseSsoOnly(
  deps: Deps,
  user: { id: number; accountId: number; loginName: string; email?: string | null },
): Promise<void> {
  const [row] = await deps.db
    .select({ ssoOnly: ssoUserStates.ssoOnly })
    .from(ssoUserStates)
    .innerJoin(ssoSettings, eq(ssoSettings.accountId, ssoUserStates.accountId))
    .where(and(eq(ssoUserStates.userId, user.id), eq(ssoSettings.enabled, true)));
  if (row?.ssoOnly) throw new ApiError(403, 'sso_required', SSO_ONLY_MESSAGE);
  const domains = [...new Set([domainOf(user.loginName), domainOf(user.email)].filter(Boolean))];
  if (domains.length === 0) return;
  const [covered] = await deps.db
    .select({ domain: ssoDomains.domain })
    .from(ssoDomains)
    .innerJoin(ssoSettings, eq(ssoSettings.accountId, ssoDomains.accountId))
    .where(
      and(
        eq(ssoDomains.accountId, user.accountId),
        inArray(ssoDomains.domain, domains),
        eq(ssoSettings.enabled, true),
        eq(ssoSettings.ssoOnly, true),
      ),
    )
    .limit(1);
  if (covered) throw new ApiError(403, 'sso_required', SSO_ONLY_MESSAGE);
}
