// The portal settings of an account and the preferences of a user (CFG-02, C-496, C-174/C-175;
// decision 0116): one row each, written on first change, read as defaults before.
import { eq } from 'drizzle-orm';
import {
  type DashboardFilter,
  DEFAULT_DASHBOARD_FILTER,
  type TimeFormat,
} from '../../../src/domain/schemas/portalSettings';
import type { DbOrTx } from '../../db/client';
import { accountPortalSettings, userPreferences } from '../../db/schema';

const asTimeFormat = (t: string | null | undefined): TimeFormat | null =>
  t === '12' || t === '24' ? t : null;

export async function accountTimeFormat(db: DbOrTx, accountId: number): Promise<TimeFormat | null> {
  const [row] = await db
    .select({ timeFormat: accountPortalSettings.timeFormat })
    .from(accountPortalSettings)
    .where(eq(accountPortalSettings.accountId, accountId));
  return asTimeFormat(row?.timeFormat);
}

export async function setAccountTimeFormat(
  db: DbOrTx,
  accountId: number,
  timeFormat: TimeFormat | null,
  now: Date,
) {
  await db
    .insert(accountPortalSettings)
    .values({ accountId, timeFormat, updatedAt: now })
    .onConflictDoUpdate({ target: accountPortalSettings.accountId, set: { timeFormat, updatedAt: now } });
  return { accountId, timeFormat };
}

export interface Preferences {
  userId: number;
  accountId: number;
  timeFormat: TimeFormat | null;
  dashboardFilter: DashboardFilter;
}

export async function preferencesOf(
  db: DbOrTx,
  user: { id: number; accountId: number },
): Promise<Preferences> {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, user.id));
  return {
    userId: user.id,
    accountId: user.accountId,
    timeFormat: asTimeFormat(row?.timeFormat),
    dashboardFilter: (row?.dashboardFilter as DashboardFilter | null) ?? DEFAULT_DASHBOARD_FILTER,
  };
}

export async function changePreferences(
  db: DbOrTx,
  user: { id: number; accountId: number },
  change: { timeFormat?: TimeFormat | null; dashboardFilter?: DashboardFilter },
  now: Date,
): Promise<Preferences> {
  await db
    .insert(userPreferences)
    .values({ userId: user.id, accountId: user.accountId, ...change, updatedAt: now })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { ...change, updatedAt: now } });
  return preferencesOf(db, user);
}
