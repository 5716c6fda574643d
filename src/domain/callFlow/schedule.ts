// Whether a schedule is open at an instant, read on its zone's wall clock (decision 0091). The
// local date decides a holiday: 23:30 UTC on 24 December is already the 25th in Sydney.
import type { Holiday, Schedule } from '../schemas/callFlow';
import { openAt, withinRanges } from './hours';
import { type LocalMoment, localMoment } from './zonedTime';

export type ScheduleState = 'open' | 'closed' | 'holiday';

export interface ScheduleStatus {
  state: ScheduleState;
  /** The holiday of the local date, when there is one (open in its hours, or the holiday branch). */
  holiday?: Holiday;
  local: LocalMoment;
  /** How the diagram names the branch: 'open', 'closed', 'holiday: Christmas Day', 'open: Christmas Eve hours'. */
  branch: string;
}

/** The holiday a local date 'YYYY-MM-DD' falls in, if any. */
export const holidayOn = (holidays: readonly Holiday[], date: string) =>
  holidays.find((h) => h.date <= date && date <= (h.endDate ?? h.date));

export function scheduleStatus(
  schedule: Pick<Schedule, 'timeZone' | 'hours' | 'holidays'>,
  at: Date,
): ScheduleStatus {
  const local = localMoment(at, schedule.timeZone);
  const holiday = holidayOn(schedule.holidays, local.date);
  if (holiday) {
    if (holiday.hours && withinRanges(holiday.hours, local.minutes))
      return { state: 'open', holiday, local, branch: `open: ${holiday.name} hours` };
    return { state: 'holiday', holiday, local, branch: `holiday: ${holiday.name}` };
  }
  return openAt(schedule.hours, local.weekday, local.minutes)
    ? { state: 'open', local, branch: 'open' }
    : { state: 'closed', local, branch: 'closed' };
}
