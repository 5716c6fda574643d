// The account lifecycle (issue 22, part C; decision 0114), billing family: account info (C-299),
// indicator v2 (C-300), contract data (C-302), company contact (C-307), location info (C-308),
// status now (C-311, default and v2) or for a date (C-552, read back by C-306), the cancellation
// patch (C-303) with its early-termination fee reasons and amounts (C-291, C-292), and account
// creation (C-309, C-310).

import { isCspAccount } from '../../../src/domain/accounts';
import { SETTABLE_STATUSES, statusChangeRefusal } from '../../../src/domain/billing/lifecycle';
import { CANCEL_REASONS, contractEnd, earlyTerminationFee } from '../../../src/domain/billing/services';
import {
  accountStatusChangeSchema,
  CANCELLATION_SOURCE_HEADER,
  cancellationPatchSchema,
  cancellationSourceSchema,
  childAccountSchema,
  etfAmountQuerySchema,
  locationInfoSchema,
  schedulableStatusSchema,
  scheduledStatusSchema,
  simpleAccountSchema,
} from '../../../src/domain/schemas/accountLifecycle';
import { noBodySchema } from '../../../src/domain/schemas/common';
import { ApiError, validationFailed } from '../../http/errors';
import { type SecureRouter, secureRouter } from '../../http/secureRouter';
import type { Deps, Principal } from '../../http/types';
import { accountAddress, setAccountAddress } from '../roles/accountStore';
import { createChildAccount, createSimpleAccount } from './accountCreation';
import {
  accountInfoAnswer,
  accountRow,
  ancestorsOf,
  cancelWaiting,
  changeAnswer,
  contractOf,
  currencyOfAccount,
  lifecycleOfRow,
  profileOf,
  scheduleChange,
  setStatus,
  waitingChange,
} from './lifecycleStore';

export const BILLING_ACCOUNT = '/api/billing/accounts/:accountId';

/** The start of a day (UTC) given as YYYY-MM-DD. */
const dayStart = (date: string) => new Date(`${date}T00:00:00.000Z`);

export function lifecycleRoutes(deps: Deps): SecureRouter {
  const { db } = deps;

  /** BILL-02: only someone above the account changes its status; refused (403) otherwise. */
  const mayChangeStatus = async (principal: Principal, accountId: number) => {
    const ancestors = (await ancestorsOf(db, accountId)).map((a) => a.id);
    const refusal = statusChangeRefusal(principal.homeAccountId, accountId, ancestors);
    if (refusal) throw new ApiError(403, 'status_change_refused', refusal);
  };

  let router = secureRouter(deps)
    .get(
      `${BILLING_ACCOUNT}/info`,
      {
        catalogue: ['C-299'],
        permission: 'read:billing',
        account: 'path',
        summary: 'Account info: status, trial, fraud hold, whom to contact, the change scheduled',
      },
      async (c) => c.json(await accountInfoAnswer(db, c.get('actingAccountId'))),
    )
    .get(
      '/api/billing/v2/accounts/:accountId/indicator',
      {
        catalogue: ['C-300'],
        permission: 'read:account',
        account: 'path',
        summary: 'Account indicator (v2): CSP, CPQ, trial, fraud hold and the other flags',
      },
      async (c) => {
        const a = await accountRow(db, c.get('actingAccountId'));
        const life = lifecycleOfRow(a);
        return c.json({
          version: 'v2',
          accountId: a.id,
          status: a.status,
          csp: isCspAccount({ id: a.id, isCsp: a.isCsp }),
          cpq: a.isCpq,
          iceberg: a.isIceberg,
          whiteLabelPartner: a.isWhiteLabelPartner,
          international: a.isInternational,
          enterprise: a.isEnterprise,
          trial: life.isTrial,
          fraudHold: life.isFraudHold,
          standing: life.standing,
        });
      },
    )
    .get(
      `${BILLING_ACCOUNT}/contract`,
      {
        catalogue: ['C-302'],
        permission: 'read:billing',
        account: 'path',
        summary: 'Contract data: start, term, end and monthly commitment in the account’s currency',
      },
      async (c) => {
        const a = await accountRow(db, c.get('actingAccountId'));
        const contract = contractOf(await profileOf(db, a.id));
        return c.json({
          accountId: a.id,
          currency: currencyOfAccount(a),
          contract: contract && {
            startsAt: contract.startsAt.toISOString(),
            termMonths: contract.termMonths,
            endsAt: contractEnd(contract).toISOString(),
            monthlyCommitmentMinor: contract.monthlyCommitmentMinor,
          },
        });
      },
    )
    .get(
      `${BILLING_ACCOUNT}/company-contact`,
      {
        catalogue: ['C-307'],
        permission: 'read:billing',
        account: 'path',
        summary: 'The company contact of the account',
      },
      async (c) => {
        const profile = await profileOf(db, c.get('actingAccountId'));
        return c.json({
          accountId: c.get('actingAccountId'),
          name: profile?.contactName ?? null,
          email: profile?.contactEmail ?? null,
          phone: profile?.contactPhone ?? null,
        });
      },
    )
    .put(
      `${BILLING_ACCOUNT}/location-info`,
      {
        catalogue: ['C-308'],
        permission: 'update:billing',
        account: 'path',
        body: locationInfoSchema,
        summary: 'Change the account’s location (its service and billing address)',
      },
      async (c, { body }) => {
        const accountId = c.get('actingAccountId');
        // One address per account: the account info's (decision 0120).
        const address = {
          street: body.street,
          city: body.city,
          region: body.region || null,
          postalCode: body.postalCode,
        };
        await setAccountAddress(db, accountId, address);
        return c.json({ accountId, ...address });
      },
    )
    .get(
      `${BILLING_ACCOUNT}/location-info`,
      {
        catalogue: [],
        permission: 'read:billing',
        account: 'path',
        summary: 'The account’s location (its service and billing address)',
      },
      async (c) => {
        const address = await accountAddress(db, c.get('actingAccountId'));
        return c.json({
          accountId: c.get('actingAccountId'),
          street: address?.street ?? null,
          city: address?.city ?? null,
          region: address?.region ?? null,
          postalCode: address?.postalCode ?? null,
        });
      },
    )
    .get(
      `${BILLING_ACCOUNT}/status/update`,
      {
        catalogue: ['C-306'],
        permission: 'read:billing',
        account: 'path',
        summary: 'The account status update: the status now and the change scheduled, if any',
      },
      async (c) => {
        const a = await accountRow(db, c.get('actingAccountId'));
        return c.json({
          accountId: a.id,
          status: a.status,
          scheduledChange: changeAnswer(await waitingChange(db, a.id)),
          statuses: SETTABLE_STATUSES,
        });
      },
    )
    .post(
      `${BILLING_ACCOUNT}/status/:targetStatus/schedule`,
      {
        catalogue: ['C-552'],
        permission: 'update:reseller',
        account: 'path',
        body: scheduledStatusSchema,
        summary: 'Schedule a change to the status in the path for a date (applied when the date comes)',
      },
      async (c, { body }) => {
        const accountId = c.get('actingAccountId');
        const status = schedulableStatusSchema.safeParse(c.req.param('targetStatus'));
        if (!status.success)
          throw validationFailed([{ field: 'targetStatus', message: status.error.issues[0].message }]);
        await mayChangeStatus(c.get('principal'), accountId);
        const effectiveAt = dayStart(body.effectiveDate);
        if (effectiveAt <= deps.now())
          throw validationFailed([
            {
              field: 'effectiveDate',
              message: 'Choose a date from tomorrow on; to change the status today, change it now.',
            },
          ]);
        const a = await accountRow(db, accountId);
        if (a.status === status.data)
          throw validationFailed([{ field: 'targetStatus', message: `The account is already ${a.status}.` }]);
        const row = await scheduleChange(db, {
          accountId,
          kind: 'status',
          toStatus: status.data,
          effectiveAt,
          reason: body.reason,
          userId: c.get('principal').userId,
          now: deps.now(),
        });
        return c.json(changeAnswer(row), 201);
      },
    )
    .delete(
      `${BILLING_ACCOUNT}/status/scheduled`,
      {
        catalogue: [],
        permission: 'update:billing',
        account: 'path',
        body: noBodySchema,
        summary: 'Cancel the status change (or cancellation) waiting for its date',
      },
      async (c) => {
        const accountId = c.get('actingAccountId');
        const waiting = await waitingChange(db, accountId);
        // A status change is withdrawn by those who may change the status; a cancellation also by
        // the account's own billing people, who asked for it.
        if (waiting?.kind !== 'cancellation') await mayChangeStatus(c.get('principal'), accountId);
        return c.json(changeAnswer(await cancelWaiting(db, accountId, deps.now())));
      },
    );

  // The immediate change, default and v2 (BILL-02): the same answer.
  for (const base of ['/api/billing/accounts/:accountId', '/api/billing/v2/accounts/:accountId'])
    router = router.post(
      `${base}/status`,
      {
        catalogue: ['C-311'],
        permission: 'update:reseller',
        account: 'path',
        body: accountStatusChangeSchema,
        summary: `Change the account status now${base.includes('/v2/') ? ' (v2)' : ''}`,
      },
      async (c, { body }) => {
        const accountId = c.get('actingAccountId');
        await mayChangeStatus(c.get('principal'), accountId);
        const { from, to } = await db.transaction((tx) =>
          setStatus(tx, {
            accountId,
            toStatus: body.status,
            now: deps.now(),
            userId: c.get('principal').userId,
          }),
        );
        return c.json({ accountId, from, status: to, reason: body.reason ?? null });
      },
    );

  return router
    .get(
      `${BILLING_ACCOUNT}/etf/reasons`,
      {
        catalogue: ['C-291'],
        permission: 'read:billing',
        account: 'path',
        summary: 'Cancellation reasons and whether each waives the early-termination fee',
      },
      async (c) => c.json({ items: CANCEL_REASONS }),
    )
    .get(
      `${BILLING_ACCOUNT}/etf/amounts`,
      {
        catalogue: ['C-292'],
        permission: 'read:billing',
        account: 'path',
        query: etfAmountQuerySchema,
        summary: 'The early-termination fee of a cancellation on a date, in the account’s currency',
      },
      async (c, { query }) => {
        const a = await accountRow(db, c.get('actingAccountId'));
        const contract = contractOf(await profileOf(db, a.id));
        return c.json({
          accountId: a.id,
          cancellationDate: query.cancellationDate,
          cancelReasonCode: query.cancelReasonCode,
          ...earlyTerminationFee(
            contract,
            dayStart(query.cancellationDate),
            query.cancelReasonCode,
            currencyOfAccount(a),
          ),
        });
      },
    )
    .patch(
      BILLING_ACCOUNT,
      {
        catalogue: ['C-303'],
        permission: 'update:billing',
        account: 'path',
        body: cancellationPatchSchema,
        summary: 'Account patch: ask for the account’s cancellation on a date (Source header required)',
      },
      async (c, { body }) => {
        const source = cancellationSourceSchema.safeParse(c.req.header(CANCELLATION_SOURCE_HEADER));
        if (!source.success)
          throw validationFailed([
            { field: CANCELLATION_SOURCE_HEADER, message: source.error.issues[0].message },
          ]);
        const accountId = c.get('actingAccountId');
        const a = await accountRow(db, accountId);
        if (a.status === 'Cancelled')
          throw new ApiError(409, 'already_cancelled', 'This account is already cancelled.');
        const now = deps.now();
        const at = new Date(body.cancellationDateTime);
        const fee = earlyTerminationFee(
          contractOf(await profileOf(db, accountId)),
          at < now ? now : at,
          body.cancelReasonCode,
          currencyOfAccount(a),
        );
        const principal = c.get('principal');
        if (at <= now) {
          // Now or in the past: the account is cancelled now.
          await db.transaction((tx) =>
            setStatus(tx, { accountId, toStatus: 'Cancelled', now, userId: principal.userId }),
          );
          return c.json({
            accountId,
            status: 'Cancelled',
            cancellationDateTime: now.toISOString(),
            cancelReasonCode: body.cancelReasonCode,
            source: source.data,
            fee,
            scheduledChange: null,
          });
        }
        const row = await scheduleChange(db, {
          accountId,
          kind: 'cancellation',
          toStatus: 'Cancelled',
          effectiveAt: at,
          cancelReasonCode: body.cancelReasonCode,
          source: source.data,
          feeMinor: fee.amountMinor,
          userId: principal.userId,
          now,
        });
        return c.json({
          accountId,
          status: a.status,
          cancellationDateTime: at.toISOString(),
          cancelReasonCode: body.cancelReasonCode,
          source: source.data,
          fee,
          scheduledChange: changeAnswer(row),
        });
      },
    )
    .post(
      '/api/billing/accounts',
      {
        catalogue: ['C-309'],
        permission: 'create:reseller',
        account: 'session',
        body: simpleAccountSchema,
        summary: 'Simple account creation: the provider’s staff add a customer account (or a trial)',
      },
      async (c, { body }) =>
        c.json(await createSimpleAccount(db, c.get('principal').homeAccountId, body, deps.now()), 201),
    )
    .post(
      `${BILLING_ACCOUNT}/children`,
      {
        catalogue: ['C-310'],
        permission: 'create:reseller',
        account: 'path',
        body: childAccountSchema,
        summary: 'Child account creation: a partner adds a child account under itself',
      },
      async (c, { body }) =>
        c.json(await createChildAccount(db, c.get('actingAccountId'), body, deps.now()), 201),
    );
}
