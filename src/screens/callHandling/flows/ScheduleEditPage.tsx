// #/management/m/callFlows/schedules/new and .../schedules/<id>: a schedule's hours, holidays,
// time zone and destinations (CALL-03). The form checks with the server's schema before sending;
// the server checks the change against the whole flow too, and its field errors show on their
// fields. A save goes back to the call flows page.
import { useState } from 'react';
import { navigate } from 'wouter/use-hash-location';
import { getCallFlow } from '../../../api/callHandling/callFlows';
import { getAvailableTimeZones } from '../../../api/callHandling/callSettings';
import { createSchedule, getSchedule, updateSchedule } from '../../../api/callHandling/schedules';
import { ApiFailure } from '../../../api/failure';
import { allHandled, hasFieldErrors, isNotFound } from '../../../app/failures';
import { useSessionContext } from '../../../app/session/SessionContext';
import { useAccount } from '../../../app/session/signedInProfile';
import { useAction } from '../../../app/useAction';
import { useResource } from '../../../app/useResource';
import type { ScheduleBody } from '../../../domain/schemas/callHandling/flows';
import { LoadingState } from '../../../ui/LoadingState';
import { PageHeader } from '../../../ui/PageHeader';
import { NotFoundView } from '../../common/NotFoundView';
import { checkSchedule, draftOf, type ScheduleDraft, ScheduleEditView } from './ScheduleEditView';

const HOME_PATH = '/management/m/callFlows';
const HOME = `#${HOME_PATH}`;

export function ScheduleEditPage(props: { scheduleId?: number }) {
  const { api } = useSessionContext();
  const { accountId } = useAccount();
  const { scheduleId } = props;
  const schedule = useResource(
    ['schedule', accountId, scheduleId ?? 'new'],
    (signal) =>
      scheduleId === undefined ? Promise.resolve(null) : getSchedule(api, accountId, scheduleId, signal),
    { handled: isNotFound },
  );
  const flow = useResource(['callFlow', accountId], (signal) => getCallFlow(api, accountId, signal));
  // The zones list answers empty in a planned outage; the account's zone is then the one choice.
  const zones = useResource(['timeZones'], (signal) => getAvailableTimeZones(api, signal), {
    handled: allHandled,
  });
  const [draft, setDraft] = useState<ScheduleDraft>();
  // After the first try the form's own check runs as the person types, so a fixed field clears.
  const [tried, setTried] = useState(false);
  const save = useAction(
    async (body: ScheduleBody) => {
      if (scheduleId === undefined) await createSchedule(api, accountId, body);
      else await updateSchedule(api, accountId, scheduleId, body);
      navigate(HOME_PATH);
    },
    { handled: hasFieldErrors },
  );
  if (schedule.error) return <NotFoundView homeHref={HOME} />;
  if (schedule.data === undefined || !flow.data || (!zones.data && !zones.failed))
    return schedule.failed || flow.failed ? null : <LoadingState label="Loading the schedule…" />;
  const current = draft ?? draftOf(schedule.data ?? undefined);
  const own = tried ? checkSchedule(current).errors : [];
  const errors = own.length ? own : save.error instanceof ApiFailure ? save.error.errors : [];
  return (
    <>
      <PageHeader title={schedule.data ? `Schedule ${schedule.data.name}` : 'New schedule'} />
      <ScheduleEditView
        scheduleId={scheduleId}
        draft={current}
        onChange={(d) => {
          setDraft(d);
          save.reset();
        }}
        flow={flow.data.flow}
        zones={zones.data?.items ?? []}
        errors={errors}
        saving={save.pending}
        onSave={() => {
          setTried(true);
          const checked = checkSchedule(current);
          if (checked.body) void save.run(checked.body);
        }}
        backHref={HOME}
      />
    </>
  );
}
