// The SSO audit log (SEC-01; C-192..C-194): one row per thing that happened to an account's SSO,
// written where it happens (settings, users, SCIM calls, identities), read by page with a type
// and days, and exported as CSV with the same filters.
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  SSO_AUDIT_TYPE_LABELS,
  type SsoAuditFilters,
  type SsoAuditItem,
  type SsoAuditType,
} from '../../../src/domain/security/sso';
import type { DbOrTx } from '../../db/client';
import { listTotal } from '../../db/listPage';
import { ssoAuditLogs, users } from '../../db/schema';

export interface SsoEvent {
  accountId: number;
  type: SsoAuditType;
  message: string;
  actorUserId?: number | null;
  subjectUserId?: number | null;
  detail?: Record<string, unknown>;
  at: Date;
}

export async function recordSsoEvents(db: DbOrTx, events: readonly SsoEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.insert(ssoAuditLogs).values(
    events.map((e) => ({
      accountId: e.accountId,
      type: e.type,
      message: e.message,
      actorUserId: e.actorUserId ?? null,
      subjectUserId: e.subjectUserId ?? null,
      detail: e.detail ?? {},
      createdAt: e.at,
    })),
  );
}

export const recordSsoEvent = (db: DbOrTx, event: SsoEvent) => recordSsoEvents(db, [event]);

const actor = alias(users, 'sso_actor');
const subject = alias(users, 'sso_subject');

function whereOf(accountId: number, f: SsoAuditFilters): SQL {
  const where: SQL[] = [eq(ssoAuditLogs.accountId, accountId)];
  if (f.type) where.push(eq(ssoAuditLogs.type, f.type));
  if (f.from) where.push(gte(ssoAuditLogs.createdAt, sql`${f.from}::date::timestamp at time zone 'UTC'`));
  if (f.to) where.push(lt(ssoAuditLogs.createdAt, sql`(${f.to}::date + 1)::timestamp at time zone 'UTC'`));
  return and(...where)!;
}

const name = (u: { id: number | null; first: string | null; last: string | null }) =>
  u.id === null ? null : { userId: u.id, name: `${u.first ?? ''} ${u.last ?? ''}`.trim() };

async function rowsOf(db: DbOrTx, where: SQL, page: { limit: number; offset: number; asc: boolean }) {
  const rows = await db
    .select({
      row: ssoAuditLogs,
      actor: { id: actor.id, first: actor.firstName, last: actor.lastName },
      subject: { id: subject.id, first: subject.firstName, last: subject.lastName },
    })
    .from(ssoAuditLogs)
    .leftJoin(actor, eq(actor.id, ssoAuditLogs.actorUserId))
    .leftJoin(subject, eq(subject.id, ssoAuditLogs.subjectUserId))
    .where(where)
    .orderBy(
      page.asc ? ssoAuditLogs.createdAt : desc(ssoAuditLogs.createdAt),
      page.asc ? ssoAuditLogs.id : desc(ssoAuditLogs.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(
    (r): SsoAuditItem => ({
      id: r.row.id,
      type: r.row.type as SsoAuditType,
      typeLabel: SSO_AUDIT_TYPE_LABELS[r.row.type as SsoAuditType] ?? r.row.type,
      message: r.row.message,
      actor: r.actor ? name(r.actor) : null,
      subject: r.subject ? name(r.subject) : null,
      detail: (r.row.detail ?? {}) as Record<string, unknown>,
      createdAt: r.row.createdAt.toISOString(),
    }),
  );
}

export async function ssoAuditPage(
  db: DbOrTx,
  accountId: number,
  query: { pageSize: number; offset: number; sortDirection: 'ASC' | 'DESC'; filters: SsoAuditFilters },
) {
  const where = whereOf(accountId, query.filters);
  const items = await rowsOf(db, where, {
    limit: query.pageSize,
    offset: query.offset,
    asc: query.sortDirection === 'ASC',
  });
  const total = await listTotal(query, items.length, () => db.$count(ssoAuditLogs, where));
  return { total, items };
}

/** The most rows one export holds; the file says when there were more. */
export const SSO_EXPORT_MAX = 50_000;

const csvCell = (v: string) => {
  // A cell a spreadsheet would run as a formula starts with a quote mark instead.
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

export async function ssoAuditCsv(db: DbOrTx, accountId: number, filters: SsoAuditFilters): Promise<string> {
  const items = await rowsOf(db, whereOf(accountId, filters), {
    limit: SSO_EXPORT_MAX,
    offset: 0,
    asc: false,
  });
  const lines = [['Time (UTC)', 'Type', 'Event', 'By', 'User', 'Detail']];
  for (const i of items)
    lines.push([
      i.createdAt,
      i.typeLabel,
      i.message,
      i.actor?.name ?? 'Identity provider or platform',
      i.subject?.name ?? '',
      Object.keys(i.detail).length ? JSON.stringify(i.detail) : '',
    ]);
  return `${lines.map((l) => l.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
