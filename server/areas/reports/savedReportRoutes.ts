// Saved reports (RPT-02, C-412..C-415): a report's filters kept under a name, per account, run
// again from the saved reports page. Names are unique in an account (400 naming the field).
import { asc, eq } from 'drizzle-orm';
import { savedReportSchema } from '../../../src/domain/schemas/reports';
import { tableRows } from '../../auth/rows';
import { savedReports } from '../../db/schema';
import { refuseUniqueViolation } from '../../db/uniqueViolation';
import { secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';

const R = '/api/ucaas/account/:accountId/reports/saved';
export const savedReportRows = tableRows('savedReport', savedReports);
const NAME_TAKEN = {
  saved_reports_account_name_idx: { field: 'name', message: 'A saved report of this account has this name.' },
};

type Saved = typeof savedReports.$inferSelect;
const view = (r: Saved) => ({
  id: r.id,
  name: r.name,
  report: r.report,
  filters: r.filters,
  createdBy: r.createdBy,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

export function savedReportRoutes(deps: Deps) {
  const { db } = deps;
  const one = { row: savedReportRows, param: 'savedReportId' } as const;
  return secureRouter(deps)
    .get(
      R,
      {
        catalogue: ['C-412'],
        permission: 'read:saved-reports',
        account: 'path',
        summary: 'The account’s saved reports',
      },
      async (c) => {
        const rows = await db
          .select()
          .from(savedReports)
          .where(eq(savedReports.accountId, c.get('actingAccountId')))
          .orderBy(asc(savedReports.name), asc(savedReports.id));
        return c.json({ total: rows.length, items: rows.map(view) });
      },
    )
    .post(
      R,
      {
        catalogue: ['C-413'],
        permission: 'create:saved-reports',
        account: 'path',
        body: savedReportSchema,
        summary: 'Save a report’s filters under a name',
      },
      async (c, { body }) => {
        const now = deps.now();
        const [row] = await db
          .insert(savedReports)
          .values({
            accountId: c.get('actingAccountId'),
            createdBy: c.get('principal').userId,
            ...body,
            createdAt: now,
            updatedAt: now,
          })
          .returning()
          .catch((e) => refuseUniqueViolation(e, NAME_TAKEN));
        return c.json(view(row), 201);
      },
    )
    .put(
      `${R}/:savedReportId`,
      {
        catalogue: ['C-414'],
        permission: 'update:saved-reports',
        account: one,
        body: savedReportSchema,
        summary: 'Rename a saved report or change its filters',
      },
      async (c, { body, row: saved }) => {
        const [row] = await db
          .update(savedReports)
          .set({ ...body, updatedAt: deps.now() })
          .where(eq(savedReports.id, saved.id))
          .returning()
          .catch((e) => refuseUniqueViolation(e, NAME_TAKEN));
        return c.json(view(row));
      },
    )
    .delete(
      `${R}/:savedReportId`,
      {
        catalogue: ['C-415'],
        permission: 'delete:saved-reports',
        account: one,
        summary: 'Delete a saved report',
      },
      async (c, { row: saved }) => {
        await db.delete(savedReports).where(eq(savedReports.id, saved.id));
        return c.json({ id: saved.id, deleted: true });
      },
    );
}
