// Access-control audit events (RPT-03 kind 7): failed, throttled and refused sign-ins, and calls
// refused by the token, tenancy or permission checks. One event per refused request; the detail
// names what was tried and from where, never a password or a token.
import { HOME_ACCOUNT_ID } from '../../src/domain/accounts';
import { auditEvents } from '../db/schema';
import type { Deps } from './types';

export const ACCESS_CONTROL_EVENT = 7;

/** Long enough for any real login name; a 1 MB "login name" is not copied into the log. */
const MAX_TEXT = 200;
/** Text as the log can hold it: cut to MAX_TEXT, NUL (which jsonb refuses) replaced. */
const loggable = (text: string) => text.slice(0, MAX_TEXT).replaceAll('\u0000', '\ufffd');

export interface AccessEvent {
  /** The account whose log shows it: the user's, or the platform's home account when unknown. */
  accountId?: number;
  actorUserId?: number;
  actorAccountId?: number;
  action: string;
  detail: Record<string, unknown>;
}

export async function recordAccessEvent(deps: Deps, event: AccessEvent): Promise<void> {
  const detail = Object.fromEntries(
    Object.entries(event.detail).map(([k, v]) => [k, typeof v === 'string' ? loggable(v) : v]),
  );
  await deps.db.insert(auditEvents).values({
    accountId: event.accountId ?? HOME_ACCOUNT_ID,
    actorUserId: event.actorUserId ?? null,
    actorAccountId: event.actorAccountId ?? null,
    eventKind: ACCESS_CONTROL_EVENT,
    action: event.action,
    detail,
    createdAt: deps.now(),
  });
}
