// #/management/m/accountStatus[/<accountId>] (issue 22, part C; decision 0114): an account's status
// and the change scheduled for it (BILL-01, BILL-02), its cancellation with the early-termination
// fee shown before confirming (BILL-05), and its services with change, move and cancel. Without
// an id: the account acted on. The provider and partners open a child's from its account page.
import { useState } from 'react';
import {
  cancelProvision,
  cancelScheduledChange,
  changeProvision,
  changeStatusNow,
  getCancelReasons,
  getEarlyTerminationFee,
  getLifecycleInfo,
  listProvisions,
  moveProvision,
  type Provision,
  requestCancellation,
  scheduleStatus,
  verifyServiceCancellation,
} from '../../api/accountLifecycle';
import { ApiFailure } from '../../api/failure';
import { listLocations } from '../../api/locations/locations';
import { hasFieldErrors, isRefusal } from '../../app/failures';
import { useSessionContext } from '../../app/session/SessionContext';
import { useAccount, useSignedInProfile } from '../../app/session/signedInProfile';
import { useShownAccount } from '../../app/shownAccount';
import { useAction } from '../../app/useAction';
import { useListQuery } from '../../app/usePagedList';
import { useKept, useResource } from '../../app/useResource';
import type { EarlyTerminationFee } from '../../domain/billing/services';
import { LoadingState } from '../../ui/LoadingState';
import { stack } from '../../ui/layout.css';
import { OffsetPager } from '../../ui/OffsetPager';
import { PageHeader } from '../../ui/PageHeader';
import { ForbiddenView } from '../common/ForbiddenView';
import { CancellationView } from './CancellationView';
import { ProvisionsView } from './ProvisionsView';
import { StatusView } from './StatusView';

/** Services shown a page at a time (decision 0120). */
const PROVISIONS_PAGE = 25;

const errorsOf = (e: unknown): Record<string, string> =>
  e instanceof ApiFailure ? Object.fromEntries(e.errors.map((x) => [x.field, x.message])) : {};

export function AccountStatusPage(props: { title: string; subpath?: string }) {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const acting = useAccount();
  const accountId = /^\d{1,10}$/.test(props.subpath ?? '') ? Number(props.subpath) : acting.accountId;
  const [version, setVersion] = useState(0);
  const refresh = () => setVersion((v) => v + 1);
  const info = useResource(['lifecycle', accountId, version], (s) => getLifecycleInfo(api, accountId, s), {
    handled: isRefusal,
  });
  // The page offset belongs to the account shown: another account starts on its first page.
  const [page, setPage] = useState({ accountId, offset: 0 });
  const offset = page.accountId === accountId ? page.offset : 0;
  const setOffset = (o: number) => setPage({ accountId, offset: o });
  // Sorted by the server (provisionsQuerySchema): oldest first until the Service header is chosen.
  const { sort, toggleSort } = useListQuery<'createdAt' | 'serviceCode'>('createdAt');
  const provisions = useResource(
    ['provisions', accountId, version, offset, sort.field, sort.direction],
    (s) =>
      listProvisions(
        api,
        accountId,
        { limit: PROVISIONS_PAGE, offset, sortField: sort.field, sortDirection: sort.direction },
        s,
      ),
  );
  const shownProvisions = useKept(provisions.data, accountId);
  const reasons = useResource(['etfReasons', accountId], (s) => getCancelReasons(api, accountId, s));
  const locations = useResource(['statusLocations', accountId], (s) =>
    listLocations(api, accountId, { pageSize: 100 }, s).catch(() => ({ total: 0, items: [] })),
  );
  useShownAccount(accountId !== acting.accountId ? info.data?.name : undefined);

  const [fee, setFee] = useState<EarlyTerminationFee>();
  const [feeLoading, setFeeLoading] = useState(false);
  const after = async <T,>(p: Promise<T>) => {
    const out = await p;
    refresh();
    return out;
  };
  const now = useAction((c: { status: string; reason: string }) =>
    after(changeStatusNow(api, accountId, c.status, c.reason || undefined)),
  );
  const schedule = useAction(
    (c: { status: string; date: string; reason: string }) =>
      after(
        scheduleStatus(api, accountId, c.status, { effectiveDate: c.date, reason: c.reason || undefined }),
      ),
    { handled: hasFieldErrors },
  );
  const withdraw = useAction(() => after(cancelScheduledChange(api, accountId)));
  const cancel = useAction(
    (c: { date: string; reason: string }) =>
      after(
        requestCancellation(api, accountId, {
          cancellationDateTime: `${c.date}T00:00:00Z`,
          cancelReasonCode: c.reason,
        }),
      ),
    { handled: hasFieldErrors },
  );
  const provisionWrite = useAction((run: () => Promise<unknown>) => after(run()));

  const canChangeStatus = profile.permissions.has('update:reseller') && accountId !== profile.homeAccount.id;
  const canBill = profile.permissions.has('update:billing');

  if (info.error)
    return <ForbiddenView homeHref="#/" message="This account’s status is not one you can see." />;
  if (!info.data) return info.failed ? null : <LoadingState label="Loading the account status…" />;
  const data = info.data;
  const waiting = data.scheduledChange;
  const items = shownProvisions?.items ?? [];
  return (
    <div className={stack}>
      <PageHeader title={accountId === acting.accountId ? props.title : `${props.title}: ${data.name}`} />
      <StatusView
        info={data}
        canChangeStatus={canChangeStatus}
        canWithdraw={waiting?.kind === 'cancellation' ? canBill || canChangeStatus : canChangeStatus}
        pending={now.pending || schedule.pending || withdraw.pending}
        errors={errorsOf(schedule.error)}
        onChangeNow={(status, reason) => now.run({ status, reason })}
        onSchedule={(status, date, reason) => schedule.run({ status, date, reason })}
        onWithdraw={() => withdraw.run()}
      />
      {canBill && data.status !== 'Cancelled' && waiting?.kind !== 'cancellation' ? (
        <CancellationView
          info={data}
          reasons={reasons.data?.items ?? []}
          services={{
            count: shownProvisions?.total ?? 0,
            monthlyMinor: shownProvisions?.monthlyMinor ?? 0,
            names: shownProvisions?.serviceNames ?? [],
          }}
          fee={fee}
          feeLoading={feeLoading}
          pending={cancel.pending}
          errors={errorsOf(cancel.error)}
          onReview={(date, reason) => {
            setFeeLoading(true);
            void getEarlyTerminationFee(api, accountId, { cancellationDate: date, cancelReasonCode: reason })
              .then(setFee, () => setFee(undefined))
              .finally(() => setFeeLoading(false));
          }}
          onConfirm={(date, reason) => cancel.run({ date, reason })}
        />
      ) : null}
      <ProvisionsView
        items={items}
        total={shownProvisions?.total ?? 0}
        loading={provisions.loading && !shownProvisions}
        canChange={canBill && data.status !== 'Cancelled'}
        locations={(locations.data?.items ?? []).map((l) => ({ id: l.id, name: l.name }))}
        pending={provisionWrite.pending}
        onChange={(p: Provision, serviceCode) =>
          provisionWrite.run(() => changeProvision(api, accountId, p.id, { serviceCode }))
        }
        onMove={(p, locationId) => provisionWrite.run(() => moveProvision(api, accountId, p.id, locationId))}
        onVerify={async (p) =>
          p.deviceKitId === null
            ? []
            : (await verifyServiceCancellation(api, accountId, p.deviceKitId)).reasons
        }
        onCancel={(p, reason) => provisionWrite.run(() => cancelProvision(api, accountId, p.id, reason))}
        sort={sort}
        onSort={(field) => {
          setOffset(0);
          toggleSort(field as typeof sort.field);
        }}
      />
      {shownProvisions ? (
        <OffsetPager
          offset={offset}
          pageSize={PROVISIONS_PAGE}
          total={shownProvisions.total}
          onOffset={setOffset}
          previousLabel="Earlier services"
          nextLabel="Later services"
        />
      ) : null}
    </div>
  );
}
