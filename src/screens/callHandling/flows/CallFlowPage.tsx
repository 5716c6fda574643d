// #/management/m/callFlows: the account's call flow drawn (numbers → schedules → auto-attendants
// → queues → overflow) with the route tester beside it (CALL-03, decision 0095).
import { useEffect, useState } from 'react';
import { createAttendant } from '../../../api/callHandling/attendants';
import {
  createCallFlowEntry,
  deleteCallFlowEntry,
  getCallFlow,
  listCallFlowEntries,
  type RouteAnswer,
  testCallRoute,
  updateCallFlowEntry,
} from '../../../api/callHandling/callFlows';
import { deleteSchedule } from '../../../api/callHandling/schedules';
import { ApiFailure } from '../../../api/failure';
import { hasFieldErrors } from '../../../app/failures';
import { useSessionContext } from '../../../app/session/SessionContext';
import { useAccount, useSignedInProfile } from '../../../app/session/signedInProfile';
import { useAction } from '../../../app/useAction';
import { useResource } from '../../../app/useResource';
import { localMoment } from '../../../domain/callFlow';
import type { CallFlowEntryBody } from '../../../domain/schemas/callHandling/flows';
import { useFormat } from '../../../ui/format/FormatContext';
import { formatDateTime } from '../../../ui/format/formatters';
import { LoadingState } from '../../../ui/LoadingState';
import { PageHeader } from '../../../ui/PageHeader';
import { NewNodeDialog } from '../common/NewNodeDialog';
import { useNewNode } from '../common/useNewNode';
import { CallFlowView, type RouteQuestion } from './CallFlowView';
import { EntriesSection } from './EntriesSection';
import { type Diagram, drawFlow } from './flowDiagram';
import { SchedulesSection } from './SchedulesSection';

const pad = (n: number) => String(n).padStart(2, '0');

export function CallFlowPage(props: { title: string }) {
  const { api } = useSessionContext();
  const { accountId } = useAccount();
  const profile = useSignedInProfile();
  const format = useFormat();
  const flow = useResource(['callFlow', accountId], (signal) => getCallFlow(api, accountId, signal));
  const [diagram, setDiagram] = useState<Diagram>();
  const [question, setQuestion] = useState<RouteQuestion>(() => {
    const now = localMoment(new Date(), format.settings.timeZone);
    return {
      number: '',
      date: now.date,
      time: `${pad(now.hour)}:${pad(now.minute)}`,
      keys: '',
      outcome: 'answered',
      second: false,
    };
  });
  const [answer, setAnswer] = useState<RouteAnswer>();
  const test = useAction(
    async (q: RouteQuestion) => {
      const keys = q.keys.replace(/\s+/g, '').split('').filter(Boolean);
      setAnswer(
        await testCallRoute(api, accountId, {
          number: q.number,
          date: q.date.trim(),
          time: q.time.trim(),
          ...(keys.length ? { keys: keys as never } : {}),
          outcome: q.outcome,
          ...(q.second ? { second: true } : {}),
        }),
      );
    },
    { handled: hasFieldErrors },
  );

  const isInUse = (e: unknown) => e instanceof ApiFailure && e.status === 409;
  // The numbers that lead into the flows: saved, then the flow (and its diagram) read again.
  const entries = useResource(['callFlowEntries', accountId], (signal) =>
    listCallFlowEntries(api, accountId, signal),
  );
  const saveEntry = useAction(
    async ({ id, entry }: { id: number | undefined; entry: CallFlowEntryBody }) => {
      if (id === undefined) await createCallFlowEntry(api, accountId, entry);
      else await updateCallFlowEntry(api, accountId, id, entry);
      entries.reload();
      flow.reload();
    },
    { handled: hasFieldErrors },
  );
  const removeEntry = useAction(async (id: number) => {
    await deleteCallFlowEntry(api, accountId, id);
    entries.reload();
    flow.reload();
  });
  const remove = useAction(
    async (id: number) => {
      await deleteSchedule(api, accountId, id);
      flow.reload();
    },
    { handled: isInUse },
  );

  const data = flow.data;
  useEffect(() => {
    if (!data) return;
    let live = true;
    drawFlow(data.flow, 'Call flow diagram').then((d) => live && setDiagram(d));
    return () => {
      live = false;
    };
  }, [data]);
  const numbers = data?.flow.numbers.map((n) => n.number) ?? [];
  useEffect(() => {
    if (!question.number && numbers[0]) setQuestion((q) => ({ ...q, number: numbers[0] }));
  }, [question.number, numbers[0]]);

  const newAttendant = useNewNode(
    (attendant) => createAttendant(api, accountId, attendant),
    (id) => `/management/m/callFlows/attendants/${id}`,
  );
  if (!data) return flow.failed ? null : <LoadingState label="Loading the call flow…" />;
  return (
    <>
      <PageHeader title={props.title} />
      <CallFlowView
        diagram={diagram}
        numbers={numbers}
        question={question}
        onQuestionChange={(q) => {
          setQuestion(q);
          test.reset();
        }}
        onTest={() => void test.run(question)}
        testing={test.pending}
        answer={answer}
        errors={test.error instanceof ApiFailure ? test.error.errors : []}
        formatStepTime={(instant, timeZone) => formatDateTime(instant, { ...format.settings, timeZone })}
        problems={data.errors}
        attendants={data.flow.attendants.map((a) => ({
          id: a.id,
          name: a.name,
          href: `#/management/m/callFlows/attendants/${a.id}`,
        }))}
        onNewAttendant={profile.permissions.has('create:extensions') ? newAttendant.open : undefined}
      />
      <NewNodeDialog
        {...newAttendant.dialog}
        title="New auto-attendant"
        description="The menu starts with no keys, and a caller who presses nothing is hung up on. Set its keys and record its greeting on its page."
      />
      <EntriesSection
        entries={entries.data ?? []}
        flow={data.flow}
        canEdit={profile.permissions.has('update:extensions')}
        saving={saveEntry.pending || removeEntry.pending}
        errors={saveEntry.error instanceof ApiFailure ? saveEntry.error.errors : []}
        onSave={(id, entry) => saveEntry.run({ id, entry })}
        onDelete={(id) => removeEntry.run(id)}
        onEdit={saveEntry.reset}
      />
      <SchedulesSection
        schedules={data.flow.schedules.map((s) => ({
          id: s.id,
          name: s.name,
          zone: s.timeZone,
          href: `#/management/m/callFlows/schedules/${s.id}`,
        }))}
        addHref="#/management/m/callFlows/schedules/new"
        deleting={remove.pending}
        refusal={remove.error instanceof ApiFailure ? remove.error.message : undefined}
        onDelete={(id) => remove.run(id)}
      />
    </>
  );
}
