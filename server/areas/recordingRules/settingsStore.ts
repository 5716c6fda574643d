// The account's recording settings (REC-03, decision 0105): end users' access to the company's
// recordings, the monitoring switch, what a user may do with recordings, and the features of the
// account's recording services. A setting never written has its default: no row is needed.
import { and, eq } from 'drizzle-orm';
import type { PermissionKey } from '../../../src/domain/permissions';
import { isRoleId, ROLE } from '../../../src/domain/roles';
import {
  type AccountService,
  FEATURE_NAMES,
  type FeatureName,
  RECORDING_SERVICE_IDS,
  RECORDING_SERVICES,
  type RecordingPrivileges,
  type RecordingService,
} from '../../../src/domain/schemas/recordingRules';
import { roleDefinition } from '../../auth/permissionStore';
import type { Db, DbOrTx } from '../../db/client';
import { recordingServiceFeatures, recordingSettings, type users } from '../../db/schema';
import { notFound, validationFailed } from '../../http/errors';

export async function settingsOf(db: DbOrTx, accountId: number) {
  const [row] = await db.select().from(recordingSettings).where(eq(recordingSettings.accountId, accountId));
  return {
    endUserCompanyAccess: row?.endUserCompanyAccess ?? false,
    monitoringEnabled: row?.monitoringEnabled ?? false,
  };
}

export async function saveSettings(
  db: DbOrTx,
  accountId: number,
  change: Partial<{ endUserCompanyAccess: boolean; monitoringEnabled: boolean }>,
): Promise<void> {
  if (Object.keys(change).length === 0) return;
  await db
    .insert(recordingSettings)
    .values({ accountId, ...change })
    .onConflictDoUpdate({ target: recordingSettings.accountId, set: change });
}

/**
 * Whether the account's end users may see the company's recordings, not only their own (C-251).
 * The recordings' search reads it (server/areas/recording, wired by the lead).
 */
export async function endUserMaySeeCompanyRecordings(db: DbOrTx, accountId: number): Promise<boolean> {
  return (await settingsOf(db, accountId)).endUserCompanyAccess;
}

/**
 * What a user may do with recordings (C-270), from their role's keys in the account (overrides
 * included) and the account's end-user access: delete:call-recording deletes the company's;
 * read:call-recording listens to, downloads and comments on the company's; anyone else with a
 * phone (an end user) has their own, or the company's when the account allows it, never deleting.
 */
export async function privilegesOf(
  db: Db,
  accountId: number,
  user: typeof users.$inferSelect,
): Promise<RecordingPrivileges> {
  const role = await roleDefinition(db, accountId, user.roleId);
  const keys = new Set<PermissionKey>((role?.permissions ?? []) as PermissionKey[]);
  const all = { listen: true, download: true, comment: true };
  if (keys.has('read:call-recording'))
    return { userId: user.id, scope: 'company', ...all, delete: keys.has('delete:call-recording') };
  const hasPhone = isRoleId(user.roleId) && user.roleId !== ROLE.API_USER && user.roleId !== ROLE.ANONYMOUS;
  if (!hasPhone)
    return { userId: user.id, scope: 'none', listen: false, download: false, comment: false, delete: false };
  const company = await endUserMaySeeCompanyRecordings(db, accountId);
  return { userId: user.id, scope: company ? 'company' : 'own', ...all, delete: false };
}

// ---- services and features (C-265..C-269) ----

export function isRecordingService(id: string): id is RecordingService {
  return (RECORDING_SERVICE_IDS as string[]).includes(id);
}

export function serviceOrMissing(id: string): RecordingService {
  if (!isRecordingService(id)) throw notFound('Service not found');
  return id;
}

export function featureOrMissing(name: string): FeatureName {
  if (!(FEATURE_NAMES as readonly string[]).includes(name)) throw notFound('Feature not found');
  return name as FeatureName;
}

/** The account's services, each feature with its value: the account's, else the default. */
export async function accountServices(db: DbOrTx, accountId: number): Promise<AccountService[]> {
  const set = await db
    .select()
    .from(recordingServiceFeatures)
    .where(eq(recordingServiceFeatures.accountId, accountId));
  return RECORDING_SERVICE_IDS.map((id) => {
    const service = RECORDING_SERVICES[id];
    return {
      accountServiceId: id,
      name: service.name,
      features: Object.entries(service.features).map(([featureName, f]) => {
        const own = set.find((s) => s.service === id && s.featureName === featureName);
        return {
          featureName: featureName as FeatureName,
          name: f.name,
          value: own ? own.value : f.default,
          isSet: !!own,
        };
      }),
    };
  });
}

const featureWhere = (accountId: number, service: RecordingService, featureName: FeatureName) =>
  and(
    eq(recordingServiceFeatures.accountId, accountId),
    eq(recordingServiceFeatures.service, service),
    eq(recordingServiceFeatures.featureName, featureName),
  );

/** Sets a feature the account has not set yet (C-267); one already set is refused. */
export async function addFeature(
  db: DbOrTx,
  accountId: number,
  service: RecordingService,
  featureName: FeatureName,
  value: unknown,
): Promise<void> {
  const added = await db
    .insert(recordingServiceFeatures)
    .values({ accountId, service, featureName, value })
    .onConflictDoNothing()
    .returning({ featureName: recordingServiceFeatures.featureName });
  if (added.length === 0)
    throw validationFailed([
      { field: 'featureName', message: 'This feature is set already: change it instead.' },
    ]);
}

/** Changes a feature's value (C-269), setting it when it had its default. */
export async function changeFeature(
  db: DbOrTx,
  accountId: number,
  service: RecordingService,
  featureName: FeatureName,
  value: unknown,
): Promise<void> {
  await db
    .insert(recordingServiceFeatures)
    .values({ accountId, service, featureName, value })
    .onConflictDoUpdate({
      target: [
        recordingServiceFeatures.accountId,
        recordingServiceFeatures.service,
        recordingServiceFeatures.featureName,
      ],
      set: { value },
    });
}

/** Removes the account's value (C-268): the feature has its default again. */
export async function removeFeature(
  db: DbOrTx,
  accountId: number,
  service: RecordingService,
  featureName: FeatureName,
): Promise<void> {
  const gone = await db
    .delete(recordingServiceFeatures)
    .where(featureWhere(accountId, service, featureName))
    .returning({ featureName: recordingServiceFeatures.featureName });
  if (gone.length === 0) throw notFound('Feature not set');
}
