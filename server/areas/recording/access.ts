// Who reaches which recordings (REC-01, decision 0104). The call-recording keys decide: read
// (the company's recordings, their comments and transcriptions, the usage, zips), delete (the
// recycle bin: move, restore, delete permanently) and update (recalculate the usage). A user with
// only their own calls (read:my-calls, every end user) reaches the recordings of their own calls,
// or every recording of the account when the account lets its end users see them (C-251/C-252,
// the recording settings of server/areas/recordingRules).
import type { Context } from 'hono';
import type { DbOrTx } from '../../db/client';
import { forbidden } from '../../http/errors';
import type { Env } from '../../http/types';
import { endUserMaySeeCompanyRecordings } from '../recordingRules/settingsStore';

/** The recordings a caller reaches in the acting account: all of them, or one user's. */
export interface RecordingReach {
  accountId: number;
  /** Only this user's recordings (an end user's own); undefined: the whole account's. */
  ownerId?: number;
  /** May see the recycle bin and act on it (delete:call-recording). */
  mayDelete: boolean;
}

export const REFUSED = 'You do not have permission to see call recordings.';

/** The caller's reach for reading; a caller without any refused with a 403. */
export async function readReach(c: Context<Env>, db: DbOrTx): Promise<RecordingReach> {
  const reach = await reachOf(c, db);
  if (!reach) throw forbidden(REFUSED);
  return reach;
}

/** The caller's reach, or undefined when the caller may see no recording of the account. */
export async function reachOf(c: Context<Env>, db: DbOrTx): Promise<RecordingReach | undefined> {
  const accountId = c.get('actingAccountId');
  const keys = c.get('permissions');
  const mayDelete = keys.has('delete:call-recording');
  if (keys.has('read:call-recording')) return { accountId, mayDelete };
  if (!keys.has('read:my-calls')) return undefined;
  if (await endUserMaySeeCompanyRecordings(db, accountId)) return { accountId, mayDelete: false };
  return { accountId, ownerId: c.get('principal').userId, mayDelete: false };
}

/** Whether the reach includes this recording (a trashed one only for who may handle the bin). */
export function reaches(reach: RecordingReach, recording: { userId: number | null; trashedAt: Date | null }) {
  if (recording.trashedAt && !reach.mayDelete) return false;
  return reach.ownerId === undefined || recording.userId === reach.ownerId;
}
