// The call flow calls (CALL-03): one function per endpoint, each with a trailing signal.

import type { CallFlow } from '../../domain/schemas/callFlow';
import type { FieldError } from '../../domain/schemas/fieldErrors';
import type { ApiClient } from '../client';

export interface CallFlowAnswer {
  accountId: number;
  flow: CallFlow;
  errors: FieldError[];
  warnings: FieldError[];
}

/** C-422: the account's call flow, whole (the diagram, the tester and every destination picker read it). */
export const getCallFlow = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<CallFlowAnswer>('callFlow', { params: { accountId }, signal });
