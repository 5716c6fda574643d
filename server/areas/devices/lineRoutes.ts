// The hoteling service's line calls (issue 16, decision 0082): a line read and changed (C-440,
// C-441), its SIP password reset (C-439, shown once), its registration (C-461) and the account's
// registrations page by page (C-460, REQ-12).

import { eq } from 'drizzle-orm';
import { noBodySchema } from '../../../src/domain/schemas/common';
import { devicePasswordProblems, lineUpdateSchema } from '../../../src/domain/schemas/device';
import { z } from '../../../src/domain/schemas/zod';
import { lines } from '../../db/schema';
import { notFound, validationFailed } from '../../http/errors';
import { secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { lineRows } from './deviceRows';
import { lineReads, lineRegistration, loadLine, registrationPage } from './deviceStore';
import { checkLineTargets, randomSecret } from './deviceWrites';

const byLine = { row: lineRows, param: 'lineId' } as const;

/** Lines of a registrations page (REQ-12). */
export const REGISTRATIONS_PAGE = 200;

export const registrationsQuerySchema = z.object({
  page_token: z
    .string()
    .regex(/^[0-9]{1,10}$/, { error: 'page_token is the token of a next_page_uri.' })
    .optional()
    .describe('The page to read, from the previous page’s next_page_uri; the first page without it.'),
});

export function lineRoutes(deps: Deps) {
  const { db } = deps;
  const lineJson = async (id: number) => {
    const line = await loadLine(db, id);
    if (!line) throw notFound('Line not found');
    return line;
  };
  return secureRouter(deps)
    .get(
      '/v1/lines/:lineId',
      {
        catalogue: ['C-440'],
        permission: 'read:devices',
        account: { row: lineReads, param: 'lineId' },
        summary: 'A line of a device',
      },
      (c, { row }) => c.json(row),
    )
    .put(
      '/v1/lines/:lineId',
      {
        catalogue: ['C-441'],
        permission: 'update:devices',
        account: byLine,
        body: lineUpdateSchema,
        summary: 'Change a line: its emergency location, extension or SIP password',
      },
      async (c, { row, body }) => {
        if (body.password !== undefined) {
          const problems = devicePasswordProblems(body.password, [row.sipId]);
          if (problems.length)
            throw validationFailed(problems.map((message) => ({ field: 'password', message })));
        }
        await checkLineTargets(db, row.accountId, [body], deps.now(), () => '');
        const change: Partial<typeof lines.$inferInsert> = {};
        if (body.e911LocationId !== undefined) change.e911LocationId = body.e911LocationId;
        if (body.extensionId !== undefined) change.extensionId = body.extensionId;
        if (body.appType !== undefined) change.appType = body.appType;
        if (body.password !== undefined) change.sipPassword = body.password;
        if (Object.keys(change).length) await db.update(lines).set(change).where(eq(lines.id, row.id));
        return c.json(await lineJson(row.id));
      },
    )
    .put(
      '/v1/lines/:lineId/sipPassword/reset',
      {
        catalogue: ['C-439'],
        permission: 'update:devices',
        account: byLine,
        body: noBodySchema,
        summary: 'A new random SIP password for a line, answered once',
      },
      async (c, { row }) => {
        const sipPassword = randomSecret();
        await db.update(lines).set({ sipPassword }).where(eq(lines.id, row.id));
        return c.json({ lineId: row.id, sipId: row.sipId, sipPassword });
      },
    )
    .get(
      '/v1/lines/:lineId/registration',
      {
        catalogue: ['C-461'],
        permission: 'read:devices',
        account: byLine,
        summary: 'A line’s SIP registration',
      },
      (c, { row }) => c.json(lineRegistration(row, deps.now())),
    )
    .get(
      '/v1/accounts/:accountId/registrations',
      {
        catalogue: ['C-460'],
        permission: 'read:devices',
        account: 'path',
        query: registrationsQuerySchema,
        summary: 'The registrations of the account’s lines, 200 a page in line order (REQ-12)',
      },
      async (c, { query }) => {
        const accountId = c.get('actingAccountId');
        // The token is the last line id of the previous page: a page starts after it, so lines
        // added or removed between two pages never repeat or shift one.
        const after = Number(query.page_token ?? 0);
        const rows = await registrationPage(db, accountId, after, REGISTRATIONS_PAGE + 1, deps.now());
        const items = rows.slice(0, REGISTRATIONS_PAGE);
        const next =
          rows.length > REGISTRATIONS_PAGE
            ? `/svc/hoteling/v1/accounts/${accountId}/registrations?page_token=${items[items.length - 1].lineId}`
            : null;
        return c.json({ items, next_page_uri: next });
      },
    );
}
