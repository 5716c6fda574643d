// The hosted payment page (C-295; decision 0113): public, reached only by a one-time link the
// portal asks for. GET shows the card form; POST checks the card (Luhn, expiry in the future) and
// keeps only a token, the brand, the last four digits and the expiry; the number is dropped.

import { eq } from 'drizzle-orm';
import { cardBrand, cardDigits, cardProblems } from '../../../src/domain/billing/card';
import { hostedCardFormSchema } from '../../../src/domain/schemas/billing';
import { accounts } from '../../db/schema';
import { secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { methodLabel } from './billingStore';
import { cardFormPage, cardSavedPage, HOSTED_PAGE_HEADERS, linkGonePage } from './hostedPage';
import { addCardFromHostedPage, liveHostedSession } from './paymentStore';

/** Where the pages send a person back to: the portal's payment methods page. */
export const PORTAL_METHODS_URL = '/#/management/m/paymentMethods';

export function hostedPageRoutes(deps: Deps) {
  const { db } = deps;
  const accountName = async (id: number) =>
    (await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, id)))[0]?.name ??
    'your account';
  const html = (body: string, status: 200 | 400 | 410) =>
    new Response(body, {
      status,
      headers: { ...HOSTED_PAGE_HEADERS, 'content-type': 'text/html; charset=UTF-8' },
    });

  return secureRouter(deps)
    .get(
      '/pay/:token',
      {
        catalogue: [],
        public: true,
        summary: 'The hosted payment page (C-295’s link): a card form',
      },
      async (c) => {
        const now = deps.now();
        const session = await liveHostedSession(db, c.req.param('token') ?? '', now);
        if (!session) return html(linkGonePage(PORTAL_METHODS_URL), 410);
        return html(
          cardFormPage({
            accountName: await accountName(session.accountId),
            thisYear: now.getUTCFullYear(),
            expMonth: String(now.getUTCMonth() + 1),
            expYear: String(now.getUTCFullYear() + 1),
          }),
          200,
        );
      },
    )
    .post(
      '/pay/:token',
      {
        catalogue: [],
        public: true,
        body: hostedCardFormSchema,
        bodyType: 'form',
        rateLimit: 'signIn',
        summary: 'The hosted payment page, submitted: keeps a token, brand, last four and expiry',
      },
      async (c, { body }) => {
        const now = deps.now();
        const token = c.req.param('token') ?? '';
        const session = await liveHostedSession(db, token, now);
        if (!session) return html(linkGonePage(PORTAL_METHODS_URL), 410);
        const expMonth = Number(body.expMonth);
        const expYear = Number(body.expYear);
        const makeDefault = body.makeDefault === 'true';
        const problems = cardProblems(
          {
            cardNumber: body.cardNumber,
            expMonth: Number.isInteger(expMonth) ? expMonth : 0,
            expYear: Number.isInteger(expYear) ? expYear : 0,
            holderName: body.holderName,
          },
          now,
        );
        if (problems.length > 0)
          return html(
            cardFormPage({
              accountName: await accountName(session.accountId),
              thisYear: now.getUTCFullYear(),
              expMonth: body.expMonth,
              expYear: body.expYear,
              holderName: body.holderName,
              makeDefault,
              errors: Object.fromEntries(problems.map((p) => [p.field, p.message])),
            }),
            400,
          );
        const digits = cardDigits(body.cardNumber);
        const method = await addCardFromHostedPage(db, {
          token,
          brand: cardBrand(digits),
          lastFour: digits.slice(-4),
          expMonth,
          expYear,
          holderName: body.holderName,
          makeDefault,
          now,
        });
        if (!method) return html(linkGonePage(PORTAL_METHODS_URL), 410);
        return html(cardSavedPage(methodLabel(method), PORTAL_METHODS_URL), 200);
      },
    );
}
