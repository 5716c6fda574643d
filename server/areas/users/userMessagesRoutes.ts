// C-037: a user's messages in the messages service (cat §7.1; decision 0118), the messaging
// area's store (decision 0111): externalId is the user's id, as in the messages family's calls.
import { secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { listUserMessages } from '../messaging/messagingStore';
import { byExternalId } from '../messaging/rows';

export function userMessagesRoutes(deps: Deps) {
  return secureRouter(deps).get(
    '/messages/6/users/:externalId/messages',
    {
      catalogue: ['C-037'],
      permission: 'read:users',
      account: byExternalId,
      summary: 'A user’s text threads',
    },
    async (c, { row }) => c.json(await listUserMessages(deps.db, row.accountId, row.id)),
  );
}
