// Words of the account status page (decision 0114).
import type { LifecycleInfo } from '../../api/accountLifecycle';
import { lifecycleNotice, type Standing } from '../../domain/billing/lifecycle';
import { type FormatSettings, formatDate } from '../../ui/format/formatters';

export const STANDING_LABEL: Readonly<Record<Standing, string>> = {
  active: 'In good standing',
  pending: 'Waiting to be activated',
  demo: 'Demo account',
  trial: 'Free trial',
  fraudHold: 'On hold for a review',
  suspended: 'Suspended',
  cancelled: 'Cancelled',
};

/** The day a change applies, in the account's locale: the day is the UTC day it was set for. */
export const whenText = (iso: string, settings: FormatSettings) =>
  formatDate(iso, { ...settings, timeZone: 'UTC' });

export const lifecycleNoticeOfInfo = (info: LifecycleInfo) =>
  lifecycleNotice(info, info.contact?.name ?? null)?.text;
