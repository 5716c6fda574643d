// Real values for the path parameters of the declared routes, from the seeded database: rows of
// Acme Corporation (the account administrator's account), its user an end user so that a write
// that happens to go through does not touch the caller. A parameter without a filler reads '0'.
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import {
  customTags,
  devices,
  emergencyLocations,
  extensions,
  lines,
  lnpOrders,
  phonebookRecords,
  phoneNumbers,
  users,
} from '../../server/db/schema';
import type { DeclaredRoute } from '../../server/http/secureRouter';
import { demo } from './callers';

const acmeAdmin = demo('account administrator');

export async function routeParams(db: Db): Promise<Record<string, string>> {
  const [admin] = await db.select().from(users).where(eq(users.loginName, acmeAdmin.loginName));
  const acme = admin.accountId;
  const first = async <T>(rows: Promise<T[]>) => (await rows)[0];
  const acmeUsers = await db.select().from(users).where(eq(users.accountId, acme)).orderBy(asc(users.id));
  const victim = acmeUsers.find((u) => u.roleId === 4) ?? acmeUsers[0];
  const ext = await first(db.select().from(extensions).where(eq(extensions.accountId, acme)));
  const device = await first(db.select().from(devices).where(eq(devices.accountId, acme)));
  const line = await first(db.select().from(lines).where(eq(lines.accountId, acme)));
  const location = await first(
    db.select().from(emergencyLocations).where(eq(emergencyLocations.accountId, acme)),
  );
  const number = await first(db.select().from(phoneNumbers).where(eq(phoneNumbers.accountId, acme)));
  const tag = await first(db.select().from(customTags).where(eq(customTags.accountId, acme)));
  const order = await first(db.select().from(lnpOrders).where(eq(lnpOrders.accountId, acme)));
  const entry = await first(db.select().from(phonebookRecords).where(eq(phonebookRecords.accountId, acme)));
  // ---- call handling (issue 18): greetings and recordings by phone ----
  const firstOf = async (query: SQL) =>
    String(((await db.execute(query)) as unknown as { rows: { id: number }[] }).rows[0]?.id ?? 0);
  const greetingOwners = {
    callGroupId: await firstOf(
      sql`select extension_id as id from call_groups where account_id = ${acme} order by 1`,
    ),
    autoAttendantId: await firstOf(
      sql`select extension_id as id from auto_attendants where account_id = ${acme} order by 1`,
    ),
    queueId: await firstOf(
      sql`select extension_id as id from call_queues where account_id = ${acme} order by 1`,
    ),
    ticketId: await firstOf(sql`select id from audio_recordings where account_id = ${acme} order by 1`),
    recordId: await firstOf(sql`select id from audio_recordings where account_id = ${acme} order by 1`),
    greetingKey: 'main',
  };
  return {
    accountId: String(acme),
    trustedAccountId: String(acme),
    hdapAccountId: String(acme),
    vAccountId: String(acme),
    userId: String(victim.id),
    userName: victim.loginName,
    loginName: victim.loginName,
    extensionId: String(ext?.id ?? 0),
    kitId: String(ext?.id ?? 0),
    deviceKitId: String(ext?.id ?? 0),
    deviceId: String(device?.id ?? 0),
    lineId: String(line?.id ?? 0),
    locationId: String(location?.id ?? 0),
    phoneNumber: number?.phoneNumber ?? '0',
    phoneBookId: String(entry?.id ?? 999999),
    customTagId: String(tag?.id ?? 0),
    orderId: String(order?.id ?? 0),
    action: 'bulkCreate',
    roleId: '4',
    grantId: '999999',
    taskId: '999999',
    ...greetingOwners,
  };
}

/** The route's address under its family, its parameters filled. */
export const routePath = (r: DeclaredRoute & { family: string }, params: Record<string, string>) =>
  `/svc/${r.family}${r.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? '0'))}`;
