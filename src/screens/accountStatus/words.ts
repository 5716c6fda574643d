// Words of the account status page (decision 0114).
import type { LifecycleInfo } from '../../api/accountLifecycle';
import { lifecycleNotice, type Standing } from '../../domain/billing/lifecycle';

export const STANDING_LABEL: Readonly<Record<Standing, string>> = {
  active: 'In good standing',
  pending: 'Waiting to be activated',
  demo: 'Demo account',
  trial: 'Free trial',
  fraudHold: 'On hold for a review',
  suspended: 'Suspended',
  cancelled: 'Cancelled',
};

/** "Tue, 1 Dec 2026" for an instant, in UTC (the day a change applies). */
export const whenText = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

export const lifecycleNoticeOfInfo = (info: LifecycleInfo) =>
  lifecycleNotice(info, info.contact?.name ?? null)?.text;
