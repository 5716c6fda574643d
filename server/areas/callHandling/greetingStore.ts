// Greetings (CALL-03, decisions 0092 and 0096): the owners a greeting may belong to, read with
// their account for the access check, and the greetings themselves, one per owner and key, the
// bytes in the database.
import { and, eq, getTableColumns, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { GreetingInfo, GreetingOwnerKind } from '../../../src/domain/schemas/callHandling/greeting';
import { type RowSource, tableRows } from '../../auth/rows';
import { bytesIn, bytesOf, bytesOut } from '../../db/bytes';
import type { DbOrTx } from '../../db/client';
import { autoAttendants, callGroups, callQueues, customTags, extensions, greetings } from '../../db/schema';

/** The extension types whose greetings live at their own paths (a queue's at callQueue, ...). */
const NODE_TYPES = ['Call Queue', 'Call Group', 'Auto Attendant', 'Page Group'];

/** A person's (or a virtual) extension: not a queue, group, paging group or auto-attendant. */
export const greetingExtensionRows: RowSource<typeof extensions.$inferSelect> = {
  name: 'extension',
  table: 'extensions',
  async load(db, id) {
    const [row] = await db
      .select()
      .from(extensions)
      .where(and(eq(extensions.id, id), notInArray(extensions.extensionType, NODE_TYPES)));
    return row && { row, accountId: row.accountId };
  },
};
export const greetingCallGroupRows = tableRows('call group', callGroups, { id: callGroups.extensionId });
export const greetingAttendantRows = tableRows('auto-attendant', autoAttendants, {
  id: autoAttendants.extensionId,
});
export const greetingQueueRows = tableRows('call queue', callQueues, { id: callQueues.extensionId });
export const greetingCustomTagRows = tableRows('custom tag', customTags);

/** The row source of each owner kind that is a row (the account's own announcements have none). */
export const OWNER_ROWS: Partial<Record<GreetingOwnerKind, RowSource<unknown>>> = {
  extension: greetingExtensionRows,
  callGroup: greetingCallGroupRows,
  autoAttendant: greetingAttendantRows,
  callQueue: greetingQueueRows,
  customTag: greetingCustomTagRows,
};

/** The owner kinds whose owner id is an extension's id (a queue's, group's, attendant's row is keyed by it). */
const EXTENSION_OWNER_KINDS: GreetingOwnerKind[] = ['extension', 'callGroup', 'autoAttendant', 'callQueue'];

/** A greeting's columns but its owner and its bytes: what a list of greetings answers. */
export const GREETING_INFO_COLUMNS = {
  id: greetings.id,
  greetingKey: greetings.greetingKey,
  fileName: greetings.fileName,
  contentType: greetings.contentType,
  byteSize: greetings.byteSize,
  durationMs: greetings.durationMs,
  source: greetings.source,
  createdAt: greetings.createdAt,
};

/**
 * Deletes the greetings of extensions about to be deleted, in the caller's transaction: a greeting
 * has no foreign key to its owner (owners live in five tables), so it goes with its owner here
 * (decision 0096). `extensionIds` is a list or a subquery of extension ids.
 */
export async function deleteExtensionGreetings(db: DbOrTx, accountId: number, extensionIds: number[] | SQL) {
  await db
    .delete(greetings)
    .where(
      and(
        eq(greetings.accountId, accountId),
        inArray(greetings.ownerKind, EXTENSION_OWNER_KINDS),
        inArray(greetings.ownerId, extensionIds),
      ),
    );
}

/** Whether the owner exists in the account (an account-level owner always does). */
export async function ownerExists(
  db: DbOrTx,
  accountId: number,
  kind: GreetingOwnerKind,
  ownerId: number,
): Promise<boolean> {
  const rows = OWNER_ROWS[kind];
  if (!rows) return ownerId === accountId;
  const found = await rows.load(db as never, ownerId);
  return found?.accountId === accountId;
}

export interface GreetingOwner {
  accountId: number;
  ownerKind: GreetingOwnerKind;
  ownerId: number;
  greetingKey: string;
}

type GreetingRow = typeof greetings.$inferSelect;

export function greetingInfo(
  row: Pick<
    GreetingRow,
    | 'id'
    | 'ownerKind'
    | 'ownerId'
    | 'greetingKey'
    | 'fileName'
    | 'contentType'
    | 'byteSize'
    | 'durationMs'
    | 'source'
    | 'createdAt'
  >,
): GreetingInfo {
  return {
    greetingId: row.id,
    ownerKind: row.ownerKind as GreetingOwnerKind,
    ownerId: row.ownerId,
    greetingKey: row.greetingKey,
    fileName: row.fileName,
    contentType: row.contentType,
    byteSize: row.byteSize,
    durationMs: row.durationMs,
    source: row.source as GreetingInfo['source'],
    createdAt: row.createdAt.toISOString(),
  };
}

const ownerIs = (o: GreetingOwner) =>
  and(
    eq(greetings.accountId, o.accountId),
    eq(greetings.ownerKind, o.ownerKind),
    eq(greetings.ownerId, o.ownerId),
    eq(greetings.greetingKey, o.greetingKey),
  );

/** The owner's greeting of that key, with its bytes; undefined when there is none. */
export async function readGreeting(
  db: DbOrTx,
  owner: GreetingOwner,
): Promise<(Omit<GreetingRow, 'audio'> & { audio: Buffer }) | undefined> {
  const { audio, ...columns } = getTableColumns(greetings);
  const [row] = await db
    .select({ ...columns, audioText: bytesOut(audio) })
    .from(greetings)
    .where(ownerIs(owner));
  if (!row) return undefined;
  const { audioText, ...rest } = row;
  return { ...rest, audio: bytesOf(audioText) };
}

/** Stores a greeting, replacing the owner's greeting of that key; answers it without its bytes. */
export async function saveGreeting(
  db: DbOrTx,
  owner: GreetingOwner,
  audio: {
    fileName: string;
    contentType: string;
    bytes: Uint8Array;
    durationMs: number | null;
    source: 'upload' | 'phone';
    createdBy: number | null;
    at: Date;
  },
): Promise<GreetingInfo> {
  const values = {
    fileName: audio.fileName,
    contentType: audio.contentType,
    byteSize: audio.bytes.length,
    durationMs: audio.durationMs,
    audio: bytesIn(audio.bytes),
    source: audio.source,
    createdBy: audio.createdBy,
    createdAt: audio.at,
  };
  const { audio: _bytes, ...columns } = getTableColumns(greetings);
  const [row] = await db
    .insert(greetings)
    .values({ ...owner, ...values })
    .onConflictDoUpdate({
      target: [greetings.accountId, greetings.ownerKind, greetings.ownerId, greetings.greetingKey],
      // The new row's values (the bytes are sent once).
      set: {
        fileName: sql`excluded.file_name`,
        contentType: sql`excluded.content_type`,
        byteSize: sql`excluded.byte_size`,
        durationMs: sql`excluded.duration_ms`,
        audio: sql`excluded.audio`,
        source: sql`excluded.source`,
        createdBy: sql`excluded.created_by`,
        createdAt: sql`excluded.created_at`,
      },
    })
    .returning(columns);
  return greetingInfo(row);
}
