// Fax services (C-394..C-396, C-510; decision 0103): the licensed fax services of an account,
// company (shared by recipients) or personal (one user's), each on a fax line. Detached, a service
// keeps neither its line nor its user, and so no longer keeps its line's cover page.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FaxService, FaxServiceKind } from '../../../src/domain/schemas/fax';
import { tableRows } from '../../auth/rows';
import type { DbOrTx } from '../../db/client';
import { extensions, faxServices, users } from '../../db/schema';

/** A fax service, by `:faxServiceId`. */
export const faxServiceRows = tableRows('fax service', faxServices);
export type FaxServiceRow = typeof faxServices.$inferSelect;

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** The account's fax services, of one kind or all, in words. */
export async function listFaxServices(
  db: DbOrTx,
  accountId: number,
  kind?: FaxServiceKind,
): Promise<FaxService[]> {
  const rows = await db
    .select({
      service: faxServices,
      kitName: sql<string | null>`${extensions.userName} || ' (' || ${extensions.extensionNumber} || ')'`,
      userName: fullName,
    })
    .from(faxServices)
    .leftJoin(extensions, eq(extensions.id, faxServices.kitId))
    .leftJoin(users, eq(users.id, faxServices.userId))
    .where(and(eq(faxServices.accountId, accountId), kind ? eq(faxServices.kind, kind) : undefined))
    .orderBy(asc(faxServices.kind), asc(faxServices.name), asc(faxServices.id));
  const recipientIds = [...new Set(rows.flatMap((r) => r.service.recipients as number[]))];
  const names = new Map(
    recipientIds.length
      ? (
          await db
            .select({ id: users.id, name: fullName })
            .from(users)
            .where(and(eq(users.accountId, accountId), inArray(users.id, recipientIds)))
        ).map((u) => [u.id, u.name])
      : [],
  );
  return rows.map(({ service: s, kitName, userName }) => ({
    id: s.id,
    accountId: s.accountId,
    kind: s.kind as FaxServiceKind,
    name: s.name,
    kitId: s.kitId,
    kitName: s.kitId === null ? null : kitName,
    userId: s.userId,
    userName: s.userId === null ? null : userName,
    recipients: (s.recipients as number[])
      .filter((id) => names.has(id))
      .map((id) => ({ userId: id, name: names.get(id)! })),
    legacy: s.legacy,
    migrationEligible: s.migrationEligible,
  }));
}

/** C-396: the service leaves its line and its user; answers it as it now is. */
export async function detachFaxService(db: DbOrTx, row: FaxServiceRow): Promise<FaxService> {
  await db.update(faxServices).set({ kitId: null, userId: null }).where(eq(faxServices.id, row.id));
  const all = await listFaxServices(db, row.accountId, row.kind as FaxServiceKind);
  return all.find((s) => s.id === row.id)!;
}
