// When each user first and last signed in (issue 23, decision 0110): written as a session opens,
// whichever way the user proved who they are, so that the SSO users page can list those who
// never signed in (sessions themselves are purged once they end).
import { sql } from 'drizzle-orm';
import { userSignIns } from '../db/schema';
import type { Deps } from '../http/types';

export async function recordSignIn(deps: Deps, user: { id: number; accountId: number }): Promise<void> {
  const now = deps.now();
  await deps.db
    .insert(userSignIns)
    .values({ userId: user.id, accountId: user.accountId, firstAt: now, lastAt: now })
    .onConflictDoUpdate({ target: userSignIns.userId, set: { lastAt: sql`excluded.last_at` } });
}
