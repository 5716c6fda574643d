// Conference bridges (C-128..C-130, C-357; decision 0103): the settings of each Conference
// extension. The bridge's number is one of the account's numbers no fax line uses; the PIN rules
// are the schema's (src/domain/conferencePins.ts).
import { and, asc, eq } from 'drizzle-orm';
import type { ConferenceKit, ConferenceKitBody } from '../../../src/domain/schemas/conference';
import { tableRows } from '../../auth/rows';
import type { DbOrTx } from '../../db/client';
import { conferenceKits, extensions, faxKits, phoneNumbers } from '../../db/schema';
import { refuseUniqueViolation } from '../../db/uniqueViolation';
import { validationFailed } from '../../http/errors';

/** A bridge, by `:kitId` (the Conference extension's id). */
export const conferenceKitRows = tableRows('conference bridge', conferenceKits, {
  id: conferenceKits.extensionId,
});
export type ConferenceKitRow = typeof conferenceKits.$inferSelect;

const kitQuery = (db: DbOrTx) =>
  db
    .select({
      id: conferenceKits.extensionId,
      accountId: conferenceKits.accountId,
      name: conferenceKits.name,
      extensionNumber: extensions.extensionNumber,
      bridgeNumber: conferenceKits.bridgeNumber,
      hostPin: conferenceKits.hostPin,
      participantPin: conferenceKits.participantPin,
      maxParticipants: conferenceKits.maxParticipants,
      recording: conferenceKits.recording,
    })
    .from(conferenceKits)
    .innerJoin(extensions, eq(extensions.id, conferenceKits.extensionId));

export async function listConferenceKits(db: DbOrTx, accountId: number): Promise<ConferenceKit[]> {
  return kitQuery(db)
    .where(eq(conferenceKits.accountId, accountId))
    .orderBy(asc(extensions.extensionNumber), asc(conferenceKits.extensionId));
}

export async function readConferenceKit(db: DbOrTx, kitId: number): Promise<ConferenceKit> {
  const [kit] = await kitQuery(db).where(eq(conferenceKits.extensionId, kitId));
  return kit;
}

export async function changeConferenceKit(db: DbOrTx, row: ConferenceKitRow, body: ConferenceKitBody) {
  if (body.bridgeNumber !== null) {
    const number = body.bridgeNumber;
    const [ours] = await db
      .select({ id: phoneNumbers.id })
      .from(phoneNumbers)
      .where(and(eq(phoneNumbers.accountId, row.accountId), eq(phoneNumbers.phoneNumber, number)));
    if (!ours)
      throw validationFailed([
        { field: 'bridgeNumber', message: `${number} is not one of this account’s numbers.` },
      ]);
    const [fax] = await db
      .select({ id: faxKits.extensionId })
      .from(faxKits)
      .where(and(eq(faxKits.accountId, row.accountId), eq(faxKits.faxNumber, number)));
    if (fax)
      throw validationFailed([{ field: 'bridgeNumber', message: `${number} is a fax line’s number.` }]);
  }
  try {
    await db
      .update(conferenceKits)
      .set({
        name: body.name,
        bridgeNumber: body.bridgeNumber,
        hostPin: body.hostPin,
        participantPin: body.participantPin,
        maxParticipants: body.maxParticipants,
        recording: body.recording,
      })
      .where(eq(conferenceKits.extensionId, row.extensionId));
  } catch (error) {
    refuseUniqueViolation(error, {
      conference_kits_account_number_idx: {
        field: 'bridgeNumber',
        message: 'Another bridge has this number.',
      },
    });
  }
  return readConferenceKit(db, row.extensionId);
}
