// Fax cover pages (C-397, C-562 and the upload, download and delete of our own; decision 0103).
// A page may go only while no fax service keeps it: a service keeps the cover page of the fax line
// it is on. That rule spans two tables, so the delete checks it under a lock on the page (a line
// choosing the page meanwhile waits for it, its key taking a share lock on the page's row).
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { CoverPageDeletable, FaxCoverPage } from '../../../src/domain/schemas/fax';
import type { RowSource } from '../../auth/rows';
import { bytesIn, bytesOf, bytesOut } from '../../db/bytes';
import type { Db, DbOrTx } from '../../db/client';
import { faxCoverPages, faxKits, faxServices } from '../../db/schema';
import { ApiError } from '../../http/errors';

const { content: _content, ...INFO_COLUMNS } = getTableColumns(faxCoverPages);
export type CoverPageRow = Omit<typeof faxCoverPages.$inferSelect, 'content'>;

/** A cover page, by `:coverPageId`, without its bytes (only the download reads them). */
export const coverPageRows: RowSource<CoverPageRow> = {
  name: 'cover page',
  table: 'fax_cover_pages',
  async load(db, id) {
    const [row] = await db.select(INFO_COLUMNS).from(faxCoverPages).where(eq(faxCoverPages.id, id));
    return row && { row, accountId: row.accountId };
  },
};

const info = (r: CoverPageRow): FaxCoverPage => ({
  id: r.id,
  accountId: r.accountId,
  name: r.name,
  fileName: r.fileName,
  byteSize: r.byteSize,
  createdAt: r.createdAt.toISOString(),
});

export async function listCoverPages(db: DbOrTx, accountId: number): Promise<FaxCoverPage[]> {
  const rows = await db
    .select(INFO_COLUMNS)
    .from(faxCoverPages)
    .where(eq(faxCoverPages.accountId, accountId))
    .orderBy(asc(faxCoverPages.name), asc(faxCoverPages.id));
  return rows.map(info);
}

export async function saveCoverPage(
  db: DbOrTx,
  page: {
    accountId: number;
    name: string;
    fileName: string;
    bytes: Uint8Array;
    createdBy: number | null;
    at: Date;
  },
): Promise<FaxCoverPage> {
  const [row] = await db
    .insert(faxCoverPages)
    .values({
      accountId: page.accountId,
      name: page.name,
      fileName: page.fileName,
      byteSize: page.bytes.length,
      content: bytesIn(page.bytes),
      createdBy: page.createdBy,
      createdAt: page.at,
    })
    .returning(INFO_COLUMNS);
  return info(row);
}

/** The page's bytes. */
export async function readCoverPageBytes(db: DbOrTx, id: number): Promise<Buffer> {
  const [row] = await db
    .select({ text: bytesOut(faxCoverPages.content) })
    .from(faxCoverPages)
    .where(eq(faxCoverPages.id, id));
  return bytesOf(row.text);
}

/** C-562: the services that keep the page (on a line that uses it); deletable when none. */
export async function coverPageDeletable(
  db: DbOrTx,
  row: Pick<CoverPageRow, 'id' | 'accountId'>,
): Promise<CoverPageDeletable> {
  const keepers = await db
    .select({ id: faxServices.id, name: faxServices.name })
    .from(faxServices)
    .innerJoin(faxKits, eq(faxKits.extensionId, faxServices.kitId))
    .where(and(eq(faxKits.coverPageId, row.id), eq(faxServices.accountId, row.accountId)))
    .orderBy(asc(faxServices.name), asc(faxServices.id));
  return { coverPageId: row.id, deletable: keepers.length === 0, faxServices: keepers };
}

/** Deletes the page, or refuses with 409 naming the services that keep it. Lines using it lose it. */
export async function deleteCoverPage(db: Db, row: CoverPageRow): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select id from fax_cover_pages where id = ${row.id} for update`);
    const answer = await coverPageDeletable(tx, row);
    if (!answer.deletable)
      throw new ApiError(
        409,
        'cover_page_in_use',
        `The cover page is kept by ${answer.faxServices.map((s) => s.name).join(', ')}. Detach them, or choose another cover page on their fax lines, first.`,
        undefined,
        { faxServices: answer.faxServices },
      );
    await tx.delete(faxCoverPages).where(eq(faxCoverPages.id, row.id));
  });
}
