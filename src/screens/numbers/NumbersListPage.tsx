// #/management/m/numbers: the account's numbers, read 750 a page through the enhanced search as
// the table scrolls (NUM-02), with the account's counts, and bulk changes of the chosen numbers
// through the bulk machine (NUM-04), whose actor #/machines watches live.
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { DESTRUCTIVE_ACTIONS, numberBulkMachine } from '../../../machines/numbers/numberBulkMachine';
import { describeFailure } from '../../api/describeFailure';
import {
  getNumbersCount,
  getNumberTask,
  getNumberTaskCsv,
  getNumberTaskRows,
  listCustomTags,
  retryNumberTask,
  searchNumbers,
  startNumberBulk,
  tryNumberBulk,
} from '../../api/numbers';
import { getChildAccounts } from '../../api/tenants';
import { registerLiveActor } from '../../app/liveActors';
import { saveFile } from '../../app/saveFile';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { useDebounced, useListQuery, usePagedList } from '../../app/usePagedList';
import { useResource } from '../../app/useResource';
import { NUMBERS_PAGE_SIZE } from '../../domain/phoneNumbers';
import type { NumberColumn, NumberSelection, PhoneNumber } from '../../domain/schemas/phoneNumber';
import { CustomTagsDialog } from './CustomTagsDialog';
import { type BulkPhase, NumberBulkDialog } from './NumberBulkDialog';
import { type BulkActionKey, NumbersListView } from './NumbersListView';
import {
  allMatching,
  type Chosen,
  chosenCount,
  NOTHING,
  searchOf,
  selectionOf,
  toggle,
} from './numberSelection';

// The first tag found names the phase: 'running' before 'busy', as the running state carries both.
const PHASES: BulkPhase[] = ['choosing', 'running', 'busy', 'review', 'confirming', 'done', 'failed'];

function downloadText(name: string, text: string) {
  saveFile(new Blob([text], { type: 'text/csv' }), name);
}

export function NumbersListPage(props: { title: string }) {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const accountId = profile.account.accountId;
  const { keywordInput, setKeywordInput, keyword, sort, toggleSort } =
    useListQuery<NumberColumn>('phoneNumber');
  const [filterInput, setFilterInput] = useState<Partial<Record<NumberColumn, string>>>({});
  const columnFilters = useDebounced(filterInput, 300);
  const search = useMemo(() => searchOf({ keyword, columnFilters, sort }), [keyword, columnFilters, sort]);
  const queryKey = JSON.stringify([accountId, search]);
  const list = usePagedList<PhoneNumber>(
    (offset, pageSize, signal) => searchNumbers(api, accountId, search, { offset, pageSize }, signal),
    NUMBERS_PAGE_SIZE,
    queryKey,
  );
  const counts = useResource(
    ['numbersCount', accountId],
    (signal) => getNumbersCount(api, accountId, signal),
    {
      handled: () => true,
    },
  );
  const [chosen, setChosen] = useState<Chosen>(NOTHING);
  // "All matching" means the search of then: a new search starts the choice again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is the trigger
  useEffect(() => setChosen((c) => (c.mode === 'matching' ? NOTHING : c)), [queryKey]);
  const onToggle = useCallback((n: string) => setChosen((c) => toggle(c, n)), []);

  const [tagsOpen, setTagsOpen] = useState(false);
  const tags = useResource(['customTags', accountId], (signal) => listCustomTags(api, accountId, signal), {
    handled: () => true,
  });
  const [action, setAction] = useState<BulkActionKey>('status');
  // A move goes to another account below the person's own (the platform refuses any other): the
  // accounts below the home account, read once a move is chosen; none without read:reseller.
  const homeId = profile.homeAccount.id;
  const children = useResource(
    ['childAccounts', homeId, action === 'move'],
    (signal) =>
      action === 'move' ? getChildAccounts(api, homeId, signal) : Promise.resolve({ total: 0, items: [] }),
    { handled: () => true },
  );

  const actor = useActorRef(
    numberBulkMachine.provide({
      actors: {
        dryRun: fromPromise(({ input, signal }) => tryNumberBulk(api, accountId, input, signal)),
        start: fromPromise(({ input, signal }) => startNumberBulk(api, accountId, input, undefined, signal)),
        poll: fromPromise(({ input, signal }) => getNumberTask(api, accountId, input.taskId, signal)),
        collect: fromPromise(async ({ input, signal }) => {
          const page = await getNumberTaskRows(
            api,
            accountId,
            input.taskId,
            { offset: 0, pageSize: 100, notDone: true },
            signal,
          );
          return page.rows.map((r) => ({
            phoneNumber: r.input?.phoneNumber ?? String(r.subjectId ?? r.rowNumber),
            status: r.status,
            message: r.message,
          }));
        }),
        retry: fromPromise(({ input, signal }) => retryNumberTask(api, accountId, input.taskId, signal)),
      },
    }),
  );
  useEffect(() => registerLiveActor('numberBulk', actor), [actor]);
  const phase = useSelector(actor, (s) => PHASES.find((p) => s.hasTag(p)));
  const ctx = useSelector(actor, (s) => s.context);
  const reload = list.reload;
  const reloadCounts = counts.reload;
  // A change that ran: the table and the counts are read again.
  useEffect(() => {
    if (phase === 'done') {
      reload();
      reloadCounts();
      // What was chosen has been changed (or moved away): the choice starts again.
      setChosen(NOTHING);
    }
  }, [phase, reload, reloadCounts]);

  const openBulk = (a: BulkActionKey) => {
    setAction(a);
    const selection: NumberSelection = selectionOf(chosen, search);
    actor.send({ type: 'OPEN', selection, selected: chosenCount(chosen, list.total ?? 0) });
  };

  return (
    <>
      <NumbersListView
        title={props.title}
        total={list.total}
        counts={counts.data}
        rowAt={list.rowAt}
        onRangeChange={list.ensureRange}
        sort={sort}
        onSort={toggleSort}
        keyword={keywordInput}
        onKeywordChange={setKeywordInput}
        columnFilters={filterInput}
        onColumnFilterChange={(c, v) => setFilterInput((f) => ({ ...f, [c]: v }))}
        chosen={chosen}
        onToggle={onToggle}
        onChooseAllMatching={() => setChosen(allMatching())}
        onClearChosen={() => setChosen(NOTHING)}
        canUpdate={profile.permissions.has('update:phone-numbers')}
        onBulk={openBulk}
        onManageTags={() => setTagsOpen(true)}
        error={list.failed ? 'The numbers could not be read. Try again in a moment.' : undefined}
      />
      {phase ? (
        <NumberBulkDialog
          isOpen
          phase={phase}
          action={action}
          selected={ctx.selected}
          problems={ctx.problems}
          dryRun={ctx.dryRun}
          consequence={ctx.change ? DESTRUCTIVE_ACTIONS[ctx.change.action] : undefined}
          progress={ctx.progress}
          outcome={ctx.outcome}
          results={ctx.results}
          error={ctx.error ? describeFailure(ctx.error) : undefined}
          canGoBack={ctx.taskId === undefined}
          customTags={(tags.data ?? []).map((t) => t.name)}
          accounts={(children.data?.items ?? []).filter((a) => a.accountId !== accountId)}
          onSubmit={(change) => actor.send({ type: 'SUBMIT', change })}
          onConfirm={() => actor.send({ type: 'CONFIRM' })}
          onBack={() => actor.send({ type: 'BACK' })}
          onRetry={() => actor.send({ type: 'RETRY' })}
          onRetryFailed={() => actor.send({ type: 'RETRY_FAILED' })}
          onDownload={
            ctx.taskId === undefined
              ? undefined
              : () => {
                  const taskId = ctx.taskId as number;
                  void getNumberTaskCsv(api, accountId, taskId).then((csv) =>
                    downloadText(`numbers-task-${taskId}.csv`, csv),
                  );
                }
          }
          onClose={() => {
            if (phase === 'confirming') actor.send({ type: 'BACK' });
            if (phase === 'choosing' || phase === 'review' || phase === 'confirming')
              actor.send({ type: 'CANCEL' });
            else actor.send({ type: 'CLOSE' });
          }}
        />
      ) : null}
      {tagsOpen ? (
        <CustomTagsDialog
          accountId={accountId}
          tags={tags.data ?? []}
          onChanged={() => {
            tags.reload();
            reload();
          }}
          onClose={() => setTagsOpen(false)}
        />
      ) : null}
    </>
  );
}
