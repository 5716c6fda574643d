// Business texting registration (10DLC; MSG-01, C-244..C-246, C-426; decision 0111) under
// /messages-10dlc/api/account/:accountId, in the appserver family (the product files it there;
// its token comes as X-Auth-Token, decision 0009); and the ucaas account's
// off-net SMS attribute (C-149, C-150). Reads are account settings' readers; writes its updaters.
import { noBodySchema } from '../../../src/domain/schemas/common';
import {
  businessSmsSchema,
  tenDlcBrandSchema,
  tenDlcCampaignSchema,
} from '../../../src/domain/schemas/messaging';
import type { TenDlcPart } from '../../../src/domain/tenDlc';
import { type SecureRouter, secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { changeSettings, readSettings } from './messagingStore';
import { sendBusinessSms } from './smsStore';
import { banner, quickflow, readRegistration, saveDraft, smsStatus, submit, withdraw } from './tenDlcStore';

const BASE = '/messages-10dlc/api/account/:accountId';
const read = { permission: 'read:account-settings', account: 'path' } as const;
const update = { permission: 'update:account-settings', account: 'path' } as const;

export function tenDlcRoutes(deps: Deps): SecureRouter {
  const { db } = deps;
  const review = () => deps.config.tenDlcReviewSeconds;
  const partRoutes = (router: SecureRouter, part: TenDlcPart) =>
    router
      .post(
        `${BASE}/${part}/submit`,
        {
          catalogue: [],
          ...update,
          body: noBodySchema,
          summary: `Send the ${part} to the carrier registry for review`,
        },
        async (c) => c.json(await submit(db, c.get('actingAccountId'), part, deps.now(), review())),
      )
      .post(
        `${BASE}/${part}/withdraw`,
        { catalogue: [], ...update, body: noBodySchema, summary: `Take the ${part} back before its review` },
        async (c) => c.json(await withdraw(db, c.get('actingAccountId'), part, deps.now())),
      );
  const router = secureRouter(deps)
    .get(
      `${BASE}/quickflow`,
      {
        catalogue: ['C-244'],
        ...read,
        summary: 'The business texting registration’s steps and the next one',
      },
      async (c) => c.json(await quickflow(db, c.get('actingAccountId'), deps.now())),
    )
    .get(
      `${BASE}/banner`,
      { catalogue: ['C-245'], ...read, summary: 'The dashboard banner while registration is incomplete' },
      async (c) => c.json(await banner(db, c.get('actingAccountId'), deps.now())),
    )
    .get(
      `${BASE}/sms`,
      { catalogue: ['C-246'], ...read, summary: 'Whether the account may send business texts now' },
      async (c) => {
        const accountId = c.get('actingAccountId');
        return c.json(await smsStatus(db, accountId, deps.now(), await readSettings(db, accountId)));
      },
    )
    .post(
      `${BASE}/sms`,
      {
        catalogue: [],
        ...update,
        body: businessSmsSchema,
        summary: 'Send a business text (refused until registration is approved)',
      },
      async (c, { body }) =>
        c.json(await sendBusinessSms(db, c.get('actingAccountId'), body, deps.now()), 201),
    )
    .get(
      `${BASE}/busRegistration`,
      { catalogue: ['C-426'], ...read, summary: 'The business texting brand and campaign as registered' },
      async (c) => c.json(await readRegistration(db, c.get('actingAccountId'), deps.now())),
    )
    .put(
      `${BASE}/brand`,
      { catalogue: [], ...update, body: tenDlcBrandSchema, summary: 'Save the brand (a draft)' },
      async (c, { body }) => c.json(await saveDraft(db, c.get('actingAccountId'), 'brand', body, deps.now())),
    )
    .put(
      `${BASE}/campaign`,
      { catalogue: [], ...update, body: tenDlcCampaignSchema, summary: 'Save the campaign (a draft)' },
      async (c, { body }) =>
        c.json(await saveDraft(db, c.get('actingAccountId'), 'campaign', body, deps.now())),
    );
  return partRoutes(partRoutes(router, 'brand'), 'campaign');
}

/** C-149, C-150: the account's disableOffNetSMS attribute, the same switch as the messages family's. */
export function offNetSmsRoutes(deps: Deps): SecureRouter {
  const { db } = deps;
  const PATH = '/api/ucaas/account/:accountId/customAttributes/disableOffNetSMS';
  const answer = (accountId: number, disabled: boolean) => ({
    accountId,
    name: 'disableOffNetSMS',
    value: disabled,
  });
  return secureRouter(deps)
    .put(
      PATH,
      {
        catalogue: ['C-149'],
        ...update,
        body: noBodySchema,
        summary: 'Turn off texts to numbers off the platform',
      },
      async (c) => {
        const s = await changeSettings(db, c.get('actingAccountId'), { offNetSmsDisabled: true });
        return c.json(answer(s.accountId, s.offNetSmsDisabled));
      },
    )
    .delete(
      PATH,
      { catalogue: ['C-150'], ...update, summary: 'Turn texts to numbers off the platform back on' },
      async (c) => {
        const s = await changeSettings(db, c.get('actingAccountId'), { offNetSmsDisabled: false });
        return c.json(answer(s.accountId, s.offNetSmsDisabled));
      },
    );
}
