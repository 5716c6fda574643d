// The call queues the recordings' queue filter offers, by id and name.

import { listCallQueues } from '../../api/callHandling/queues';
import type { ApiClient } from '../../api/client';

export async function getCallQueues(api: ApiClient, accountId: number, signal: AbortSignal) {
  const page = await listCallQueues(api, accountId, signal);
  return page.items.map((q) => ({ id: q.id, name: q.name }));
}
