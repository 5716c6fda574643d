// Fax kits (C-125..C-127, C-358, C-560; decision 0103): the fax line of each FAX extension, its
// number, the addresses received faxes are e-mailed to (one line per address in an account), its
// caller id, cover page and header. Numbers are the account's own; so is the cover page.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FaxEmailCheck, FaxKit, FaxKitBody } from '../../../src/domain/schemas/fax';
import { tableRows } from '../../auth/rows';
import type { Db, DbOrTx } from '../../db/client';
import { extensions, faxCoverPages, faxKitEmails, faxKits, phoneNumbers } from '../../db/schema';
import { refuseUniqueViolation } from '../../db/uniqueViolation';
import { type FieldError, validationFailed } from '../../http/errors';

/** A fax kit, by `:kitId` (the FAX extension's id). */
export const faxKitRows = tableRows('fax kit', faxKits, { id: faxKits.extensionId });
export type FaxKitRow = typeof faxKits.$inferSelect;

const emailsOf = sql<string[]>`coalesce((select json_agg(m.email order by m.position)
  from fax_kit_emails m where m.kit_id = ${faxKits.extensionId}), '[]'::json)`;

const KIT_COLUMNS = {
  id: faxKits.extensionId,
  accountId: faxKits.accountId,
  name: extensions.userName,
  extensionNumber: extensions.extensionNumber,
  faxNumber: faxKits.faxNumber,
  emails: emailsOf,
  callerId: faxKits.callerId,
  coverPageId: faxKits.coverPageId,
  coverPageName: faxCoverPages.name,
  headerText: faxKits.headerText,
  paperSize: faxKits.paperSize,
  resolution: faxKits.resolution,
  headerTimeZone: faxKits.headerTimeZone,
};

const kitQuery = (db: DbOrTx) =>
  db
    .select(KIT_COLUMNS)
    .from(faxKits)
    .innerJoin(extensions, eq(extensions.id, faxKits.extensionId))
    .leftJoin(faxCoverPages, eq(faxCoverPages.id, faxKits.coverPageId));

export async function listFaxKits(db: DbOrTx, accountId: number): Promise<FaxKit[]> {
  const rows = await kitQuery(db)
    .where(eq(faxKits.accountId, accountId))
    .orderBy(asc(extensions.extensionNumber), asc(faxKits.extensionId));
  return rows as FaxKit[];
}

export async function readFaxKit(db: DbOrTx, kitId: number): Promise<FaxKit> {
  const [row] = await kitQuery(db).where(eq(faxKits.extensionId, kitId));
  return row as FaxKit;
}

/** The numbers among `wanted` that are not the account's. */
async function foreignNumbers(db: DbOrTx, accountId: number, wanted: string[]): Promise<Set<string>> {
  if (!wanted.length) return new Set();
  const found = await db
    .select({ number: phoneNumbers.phoneNumber })
    .from(phoneNumbers)
    .where(and(eq(phoneNumbers.accountId, accountId), inArray(phoneNumbers.phoneNumber, wanted)));
  const ours = new Set(found.map((f) => f.number));
  return new Set(wanted.filter((n) => !ours.has(n)));
}

/** The account's other fax line that already e-mails each address, by lower-cased address. */
async function emailHolders(db: DbOrTx, accountId: number, emails: string[], exceptKit?: number) {
  if (!emails.length) return new Map<string, { kitId: number; kitName: string }>();
  const rows = await db
    .select({
      email: faxKitEmails.email,
      kitId: faxKitEmails.kitId,
      kitName: extensions.userName,
      number: extensions.extensionNumber,
    })
    .from(faxKitEmails)
    .innerJoin(extensions, eq(extensions.id, faxKitEmails.kitId))
    .where(
      and(
        eq(faxKitEmails.accountId, accountId),
        inArray(
          sql`lower(${faxKitEmails.email})`,
          emails.map((e) => e.toLowerCase()),
        ),
        exceptKit === undefined ? undefined : ne(faxKitEmails.kitId, exceptKit),
      ),
    );
  return new Map(
    rows.map((r) => [r.email.toLowerCase(), { kitId: r.kitId, kitName: `${r.kitName} (${r.number})` }]),
  );
}

/** C-560: whether the address is already a fax line's in the account (the kit's own addresses are not). */
export async function checkFaxEmail(
  db: DbOrTx,
  accountId: number,
  email: string,
  kitId?: number,
): Promise<FaxEmailCheck> {
  const holder = (await emailHolders(db, accountId, [email], kitId)).get(email.toLowerCase());
  return { email, isInUse: Boolean(holder), kitId: holder?.kitId ?? null, kitName: holder?.kitName ?? null };
}

export async function changeFaxKit(db: Db, row: FaxKitRow, body: FaxKitBody): Promise<FaxKit> {
  const errors: FieldError[] = [];
  const numbers = [body.faxNumber, body.callerId].filter((n): n is string => n !== null);
  const foreign = await foreignNumbers(db, row.accountId, numbers);
  if (body.faxNumber !== null && foreign.has(body.faxNumber))
    errors.push({ field: 'faxNumber', message: `${body.faxNumber} is not one of this account’s numbers.` });
  if (body.callerId !== null && foreign.has(body.callerId))
    errors.push({ field: 'callerId', message: `${body.callerId} is not one of this account’s numbers.` });
  if (body.coverPageId !== null) {
    const [page] = await db
      .select({ id: faxCoverPages.id })
      .from(faxCoverPages)
      .where(and(eq(faxCoverPages.id, body.coverPageId), eq(faxCoverPages.accountId, row.accountId)));
    if (!page)
      errors.push({
        field: 'coverPageId',
        message: `There is no cover page ${body.coverPageId} in this account.`,
      });
  }
  const holders = await emailHolders(db, row.accountId, body.emails, row.extensionId);
  body.emails.forEach((email, i) => {
    const holder = holders.get(email.toLowerCase());
    if (holder)
      errors.push({
        field: `emails[${i}]`,
        message: `${email} already receives the faxes of ${holder.kitName}.`,
      });
  });
  if (errors.length) throw validationFailed(errors);
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(faxKits)
        .set({
          faxNumber: body.faxNumber,
          callerId: body.callerId,
          coverPageId: body.coverPageId,
          headerText: body.headerText,
          paperSize: body.paperSize,
          resolution: body.resolution,
          headerTimeZone: body.headerTimeZone,
        })
        .where(eq(faxKits.extensionId, row.extensionId));
      await tx.delete(faxKitEmails).where(eq(faxKitEmails.kitId, row.extensionId));
      if (body.emails.length)
        await tx.insert(faxKitEmails).values(
          body.emails.map((email, position) => ({
            accountId: row.accountId,
            kitId: row.extensionId,
            email,
            position,
          })),
        );
    });
  } catch (error) {
    // Another line took a number or an address meanwhile.
    refuseUniqueViolation(error, {
      fax_kits_account_number_idx: { field: 'faxNumber', message: 'Another fax line has this number.' },
      fax_kit_emails_account_email_idx: {
        field: 'emails',
        message: 'Another fax line already receives faxes at one of these addresses.',
      },
    });
  }
  return readFaxKit(db, row.extensionId);
}
