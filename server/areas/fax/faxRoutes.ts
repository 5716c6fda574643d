// Fax (CALL-04; decision 0103; paths in decision 0072): fax kits (C-125..C-127, and C-358 on the
// application server), the account's fax services (C-510), the duplicate fax e-mail check (C-560)
// and whether a cover page may be deleted (C-562), and the provisioning calls: company and
// personal services (C-394, C-395), detach (C-396), cover pages (C-397, with the upload, download
// and delete of our own) and the lookup lists (C-398). Fax kits are extensions: the extensions'
// permission keys guard them.
import { noBodySchema } from '../../../src/domain/schemas/common';
import {
  coverPageUploadSchema,
  FAX_LOOKUPS,
  faxEmailQuerySchema,
  faxKitSchema,
} from '../../../src/domain/schemas/fax';
import { fileHeaders, keptFileName } from '../../http/download';
import { type SecureRouter, secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import {
  coverPageDeletable,
  coverPageRows,
  deleteCoverPage,
  listCoverPages,
  readCoverPageBytes,
  saveCoverPage,
} from './coverPageStore';
import { changeFaxKit, checkFaxEmail, faxKitRows, listFaxKits, readFaxKit } from './faxKitStore';
import { detachFaxService, faxServiceRows, listFaxServices } from './faxServiceStore';

const byKit = { row: faxKitRows, param: 'kitId' } as const;
const byCoverPage = { row: coverPageRows, param: 'coverPageId' } as const;

export function faxRoutes(deps: Deps): SecureRouter {
  const { db } = deps;
  return secureRouter(deps)
    .get(
      '/api/ucaas/account/:accountId/faxKits',
      {
        catalogue: ['C-125'],
        permission: 'read:extensions',
        account: 'path',
        summary: 'The account’s fax lines',
      },
      async (c) =>
        c.json({
          accountId: c.get('actingAccountId'),
          faxKits: await listFaxKits(db, c.get('actingAccountId')),
        }),
    )
    .get(
      '/api/ucaas/account/:accountId/faxKit/:kitId',
      { catalogue: ['C-126'], permission: 'read:extensions', account: byKit, summary: 'A fax line' },
      async (c, { row }) => c.json(await readFaxKit(db, row.extensionId)),
    )
    .put(
      '/api/ucaas/account/:accountId/faxKit/:kitId',
      {
        catalogue: ['C-127'],
        permission: 'update:extensions',
        account: byKit,
        body: faxKitSchema,
        summary:
          'Change a fax line: number, e-mail addresses (unique in the account), caller id, cover page, header',
      },
      async (c, { row, body }) => c.json(await changeFaxKit(db, row, body)),
    )
    .get(
      '/api/ucaas/account/:accountId/faxServices',
      {
        catalogue: ['C-510'],
        permission: 'read:extensions',
        account: 'path',
        summary: 'The account’s fax services, company and personal',
      },
      async (c) =>
        c.json({
          accountId: c.get('actingAccountId'),
          faxServices: await listFaxServices(db, c.get('actingAccountId')),
        }),
    )
    .get(
      '/api/ucaas/lookup/account/:accountId/duplicateFaxEmail',
      {
        catalogue: ['C-560'],
        permission: 'read:extensions',
        account: 'path',
        query: faxEmailQuerySchema,
        summary:
          'Whether an e-mail address already receives a fax line’s faxes in the account (kitId: the line asking)',
      },
      async (c, { query }) =>
        c.json(await checkFaxEmail(db, c.get('actingAccountId'), query.email, query.kitId)),
    )
    .get(
      '/api/ucaas/lookup/faxCoverPage/:coverPageId/deletable',
      {
        catalogue: ['C-562'],
        permission: 'read:extensions',
        account: byCoverPage,
        summary: 'Whether a fax cover page may be deleted, and which fax services keep it',
      },
      async (c, { row }) => c.json(await coverPageDeletable(db, row)),
    );
}

const PROVISIONING = '/provisioning/v1/accounts/:accountId/fax';

/** The provisioning calls (C-394..C-398), in the ucaas family (decision 0103); the lookup lists are everyone's. */
export function faxProvisioningRoutes(deps: Deps): SecureRouter {
  const { db } = deps;
  return secureRouter(deps)
    .get(
      '/provisioning/v1/fax/lookups',
      {
        catalogue: ['C-398'],
        session: true,
        summary: 'The fax lookup lists: paper sizes, resolutions, header time zones, service kinds',
      },
      (c) => c.json(FAX_LOOKUPS),
    )
    .get(
      `${PROVISIONING}/companyServices`,
      {
        catalogue: ['C-394'],
        permission: 'read:extensions',
        account: 'path',
        summary: 'The account’s company (shared) fax services',
      },
      async (c) =>
        c.json({
          accountId: c.get('actingAccountId'),
          faxServices: await listFaxServices(db, c.get('actingAccountId'), 'company'),
        }),
    )
    .get(
      `${PROVISIONING}/personalServices`,
      {
        catalogue: ['C-395'],
        permission: 'read:extensions',
        account: 'path',
        summary: 'The account’s personal fax services',
      },
      async (c) =>
        c.json({
          accountId: c.get('actingAccountId'),
          faxServices: await listFaxServices(db, c.get('actingAccountId'), 'personal'),
        }),
    )
    .post(
      `${PROVISIONING}/services/:faxServiceId/detach`,
      {
        catalogue: ['C-396'],
        permission: 'update:extensions',
        account: { row: faxServiceRows, param: 'faxServiceId' },
        body: noBodySchema,
        summary: 'Detach a fax service from its fax line and its user',
      },
      async (c, { row }) => c.json(await detachFaxService(db, row)),
    )
    .get(
      `${PROVISIONING}/coverPages`,
      {
        catalogue: ['C-397'],
        permission: 'read:extensions',
        account: 'path',
        summary: 'The account’s fax cover pages',
      },
      async (c) =>
        c.json({
          accountId: c.get('actingAccountId'),
          coverPages: await listCoverPages(db, c.get('actingAccountId')),
        }),
    )
    .post(
      `${PROVISIONING}/coverPages`,
      {
        catalogue: [],
        permission: 'update:extensions',
        account: 'path',
        body: coverPageUploadSchema,
        bodyType: 'multipart',
        summary: 'Upload a fax cover page: its name and one PDF of at most 2 MB in the form field file',
      },
      async (c, { body }) => {
        const page = await saveCoverPage(db, {
          accountId: c.get('actingAccountId'),
          name: body.name,
          fileName: keptFileName(body.file.name, 'cover-page.pdf'),
          bytes: new Uint8Array(await body.file.arrayBuffer()),
          createdBy: c.get('principal').userId,
          at: deps.now(),
        });
        return c.json(page, 201);
      },
    )
    .get(
      `${PROVISIONING}/coverPages/:coverPageId`,
      {
        catalogue: [],
        permission: 'read:extensions',
        account: byCoverPage,
        summary: 'A fax cover page’s PDF, never cached',
      },
      async (c, { row }) =>
        c.body(
          new Uint8Array(await readCoverPageBytes(db, row.id)),
          200,
          fileHeaders({ ...row, contentType: 'application/pdf' }),
        ),
    )
    .delete(
      `${PROVISIONING}/coverPages/:coverPageId`,
      {
        catalogue: [],
        permission: 'update:extensions',
        account: byCoverPage,
        summary: 'Delete a fax cover page; refused (409, naming them) while fax services keep it',
      },
      async (c, { row }) => {
        await deleteCoverPage(db, row);
        return c.body(null, 204);
      },
    );
}

/** The application server's read (C-358). */
export function appserverFaxRoutes(deps: Deps): SecureRouter {
  const { db } = deps;
  return secureRouter(deps).get(
    '/rest/account/:accountId/faxKits',
    {
      catalogue: ['C-358'],
      permission: 'read:extensions',
      account: 'path',
      summary: 'The account’s fax lines',
    },
    async (c) =>
      c.json({
        accountId: c.get('actingAccountId'),
        faxKits: await listFaxKits(db, c.get('actingAccountId')),
      }),
  );
}
