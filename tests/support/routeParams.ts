// Real values for the path parameters of the declared routes, from the seeded database: rows of
// Acme Corporation (the account administrator's account), its user an end user so that a write
// that happens to go through does not touch the caller. A parameter without a filler reads '0'.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import {
  accountProvisions,
  apiKeys,
  billingInvoices,
  callGroups,
  callQueueAgents,
  callQueueCalls,
  callQueues,
  customTags,
  devices,
  emergencyLocations,
  extensions,
  externalIdentities,
  lines,
  lnpOrders,
  mfaMethods,
  pagingGroups,
  paymentMethods,
  phonebookRecords,
  phoneNumbers,
  pickupGroups,
  roleMemberships,
  storeOrders,
  users,
} from '../../server/db/schema';
import type { DeclaredRoute } from '../../server/http/secureRouter';
import { ROLE } from '../../src/domain/roles';
import { demo } from './callers';

const acmeAdmin = demo('account administrator');

export async function routeParams(db: Db): Promise<Record<string, string>> {
  const [admin] = await db.select().from(users).where(eq(users.loginName, acmeAdmin.loginName));
  const acme = admin.accountId;
  const first = async <T>(rows: Promise<T[]>) => (await rows)[0];
  const acmeUsers = await db.select().from(users).where(eq(users.accountId, acme)).orderBy(asc(users.id));
  const victim = acmeUsers.find((u) => u.roleId === 4) ?? acmeUsers[0];
  const ext = await first(db.select().from(extensions).where(eq(extensions.accountId, acme)));
  const victimExtension = await first(db.select().from(extensions).where(eq(extensions.userId, victim.id)));
  const device = await first(db.select().from(devices).where(eq(devices.accountId, acme)));
  const line = await first(db.select().from(lines).where(eq(lines.accountId, acme)));
  const location = await first(
    db.select().from(emergencyLocations).where(eq(emergencyLocations.accountId, acme)),
  );
  const number = await first(db.select().from(phoneNumbers).where(eq(phoneNumbers.accountId, acme)));
  const tag = await first(db.select().from(customTags).where(eq(customTags.accountId, acme)));
  const order = await first(db.select().from(lnpOrders).where(eq(lnpOrders.accountId, acme)));
  const storeOrder = await first(db.select().from(storeOrders).where(eq(storeOrders.accountId, acme)));
  const invoice = await first(db.select().from(billingInvoices).where(eq(billingInvoices.accountId, acme)));
  const method = await first(db.select().from(paymentMethods).where(eq(paymentMethods.accountId, acme)));
  const provision = await first(
    db
      .select()
      .from(accountProvisions)
      .where(eq(accountProvisions.accountId, acme))
      .orderBy(asc(accountProvisions.id)),
  );
  const entry = await first(db.select().from(phonebookRecords).where(eq(phonebookRecords.accountId, acme)));
  // call, paging and pickup groups (issue 18, CALL-02)
  const callGroup = await first(db.select().from(callGroups).where(eq(callGroups.accountId, acme)));
  const pagingGroup = await first(db.select().from(pagingGroups).where(eq(pagingGroups.accountId, acme)));
  const pickupGroup = await first(db.select().from(pickupGroups).where(eq(pickupGroups.accountId, acme)));
  const queue = await first(
    db.select().from(callQueues).where(eq(callQueues.accountId, acme)).orderBy(asc(callQueues.extensionId)),
  );
  const agent = await first(
    db
      .select()
      .from(callQueueAgents)
      .where(eq(callQueueAgents.queueId, queue?.extensionId ?? 0)),
  );
  const waiting = await first(
    db
      .select()
      .from(callQueueCalls)
      .where(eq(callQueueCalls.queueId, queue?.extensionId ?? 0)),
  );
  // call flows (issue 18, CALL-03): Acme's first auto-attendant, schedule, entry, console.
  const firstOf = async (table: string, id = 'id') =>
    String(
      (
        (await db.execute(
          sql.raw(`select ${id} as id from ${table} where account_id = ${acme} order by ${id} limit 1`),
        )) as unknown as {
          rows: { id: number }[];
        }
      ).rows[0]?.id ?? 0,
    );
  const callFlowParams = {
    vrId: await firstOf('auto_attendants', 'extension_id'),
    scheduleId: await firstOf('schedules'),
    callFlowId: await firstOf('call_flows'),
    receptionistId: await firstOf('receptionist_consoles'),
    // greetings and recordings by phone
    autoAttendantId: await firstOf('auto_attendants', 'extension_id'),
    ticketId: await firstOf('audio_recordings'),
    recordId: await firstOf('audio_recordings'),
    greetingKey: 'main',
    // fax and conference (issue 19): the kit calls' :kitId names a fax line or a bridge (see routePath)
    faxKitId: await firstOf('fax_kits', 'extension_id'),
    conferenceKitId: await firstOf('conference_kits', 'extension_id'),
    faxServiceId: await firstOf('fax_services'),
    coverPageId: await firstOf('fax_cover_pages'),
    // reports (issue 21)
    savedReportId: await firstOf('saved_reports'),
    // branding line groups and the app centre (issue 24, misc-brand)
    lineGroupId: await firstOf('branding_line_groups'),
    appKey: 'desktop',
    // call recordings (issue 20)
    recordingId: await firstOf('recordings'),
    exportId: '999999',
    // API keys (issue 23): the demo seeds none (a secret is shown once), so one revoked key of
    // Acme's, made here, is the row the key calls act on.
    api_key_id: String(await acmeApiKey(db, acme)),
    // MFA (issue 23): the demo seeds no method (a secret is shown once), so an unconfirmed one of
    // the victim's, made here (unconfirmed: it asks nothing at sign-in).
    mfa_id: String(await acmeMfaMethod(db, acme, victim.id)),
    // SSO identities (issue 23, sec-sso): one linked here to the end user the routes act on.
    identityId: String(await acmeIdentity(db, acme, victim.id)),
    // the key tool (issue 24, misc-cfg): a text's key of the portal's catalogue.
    messageKey: 'setupGuide.intro',
  };
  return {
    ...callFlowParams,
    accountId: String(acme),
    trustedAccountId: String(acme),
    hdapAccountId: String(acme),
    vAccountId: String(acme),
    userId: String(victim.id),
    user_id: String(victim.id),
    // devices per extension (C-033..C-035, decision 0118): the user in lower case, their extension's number
    userid: String(victim.id),
    extension: victimExtension?.extensionNumber ?? '0',
    // messaging (issue 24): the messages service's externalId is the user's id
    externalId: String(victim.id),
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
    callGroupId: String(callGroup?.extensionId ?? 0),
    pagingGroupId: String(pagingGroup?.extensionId ?? 0),
    pickupGroupId: String(pickupGroup?.id ?? 0),
    // A call queue of Acme (the queue calls' :queueId, and their :kitId: see routePath), an agent
    // of it and a call waiting in it.
    queueId: String(queue?.extensionId ?? 0),
    queueKitId: String(queue?.extensionId ?? 0),
    agentId: String(agent?.agentId ?? 0),
    callId: String(waiting?.id ?? 0),
    action: 'bulkCreate',
    roleId: '4',
    grantId: '999999',
    taskId: '999999',
    // emergency locations (issue 19): a country and one of its provinces, values, not rows.
    countryCode: 'US',
    provinceCode: 'CA',
    // the store (issue 22): a product of the catalogue, an order of Acme's.
    sku: 'PHONE-T54W',
    vOrderId: String(storeOrder?.id ?? 0),
    // billing (issue 22, bill-pay): an invoice and a card of Acme's; a hosted page token matching nothing.
    invoiceNumber: invoice?.number ?? 'INV-0-000000',
    paymentMethodId: String(method?.id ?? 0),
    token: 'A'.repeat(43),
    // the account lifecycle (issue 22, bill-acct): a status to schedule, a provision of Acme's.
    targetStatus: 'Suspended',
    provisionId: String(provision?.id ?? 0),
  };
}

/** The route's address under its family, its parameters filled. */
// A call queue's kit is its extension: the queue calls' :kitId names a queue (not any extension);
// so do a fax line's and a bridge's.
const KIT_PARAM: [string, string][] = [
  ['/callQueue', 'queueKitId'],
  ['/faxKit/', 'faxKitId'],
  ['/conferenceKit/', 'conferenceKitId'],
];
const kitParam = (path: string) => KIT_PARAM.find(([part]) => path.includes(part))?.[1] ?? 'kitId';
export const routePath = (r: DeclaredRoute & { family: string }, params: Record<string, string>) =>
  `/svc/${r.family}${r.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(params[name === 'kitId' ? kitParam(r.path) : name] ?? '0'),
  )}`;

/** An MFA method of the account: the first there is, or an unconfirmed one of the user, made now. */
async function acmeMfaMethod(db: Db, accountId: number, userId: number): Promise<number> {
  const [found] = await db
    .select({ id: mfaMethods.id })
    .from(mfaMethods)
    .where(eq(mfaMethods.accountId, accountId));
  if (found) return found.id;
  const [method] = await db
    .insert(mfaMethods)
    .values({ accountId, userId, kind: 'email', label: 'E-mail codes', createdAt: new Date(0) })
    .returning({ id: mfaMethods.id });
  return method!.id;
}

/** An external identity of the account's user: the first there is, or one linked now. */
async function acmeIdentity(db: Db, accountId: number, userId: number): Promise<number> {
  const [found] = await db
    .select({ id: externalIdentities.id })
    .from(externalIdentities)
    .where(eq(externalIdentities.accountId, accountId));
  if (found) return found.id;
  const [row] = await db
    .insert(externalIdentities)
    .values({
      accountId,
      userId,
      provider: 'scim',
      providerIdentityId: `route-params-${userId}`,
      username: `route-params-${userId}@example.invalid`,
      createdAt: new Date(0),
    })
    .returning({ id: externalIdentities.id });
  return row.id;
}

/** A revoked API key of the account, with its API user: the first there is, or one made now. */
async function acmeApiKey(db: Db, accountId: number): Promise<number> {
  const [found] = await db.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.accountId, accountId));
  if (found) return found.id;
  const login = `route-params-api.${accountId}@api-keys.invalid`;
  const [user] = await db
    .insert(users)
    .values({
      accountId,
      loginName: login,
      email: login,
      firstName: 'Route',
      lastName: 'Params',
      roleId: ROLE.API_USER,
      sendEmail: false,
    })
    .returning({ id: users.id });
  await db
    .insert(roleMemberships)
    .values({ userId: user.id, accountId, roleId: ROLE.API_USER, isDefault: true });
  const [key] = await db
    .insert(apiKeys)
    .values({
      accountId,
      apiUserId: user.id,
      name: 'Old sync',
      prefix: 'sbk_rout',
      secretHash: `unused:${accountId}`,
      createdAt: new Date(0),
      revokedAt: new Date(0),
    })
    .returning({ id: apiKeys.id });
  return key.id;
}
