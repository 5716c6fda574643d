// The extension a new call-handling node lives on (a call or paging group, a call queue, an
// auto-attendant): the number asked for when free, else the account's next free one, taken under
// the account's extension-number lock (decision 0079).
import type { DbOrTx } from '../../db/client';
import { extensions } from '../../db/schema';
import { validationFailed } from '../../http/errors';
import { extensionInUse, extensionNumberTaken, nextExtensionNumber } from '../users/userStore';

/** The extension type of each kind of node, and the service plan a new one is given. */
const PLAN_OF = {
  'Call Group': 'Call Group',
  'Page Group': 'Page Group',
  'Call Queue': 'Call Queue - Standard',
  'Auto Attendant': 'Auto Attendant',
} as const;

export type NodeExtensionType = keyof typeof PLAN_OF;

/** Inserts the node's extension and answers its id; a number already taken is a field error. */
export async function newNodeExtension(
  tx: DbOrTx,
  accountId: number,
  type: NodeExtensionType,
  name: string,
  wanted: string | undefined,
): Promise<number> {
  // The lock is taken first either way, so two creates never pick the same number.
  const next = String(await nextExtensionNumber(tx, accountId));
  if (wanted && (await extensionNumberTaken(tx, accountId, wanted)))
    throw validationFailed([{ field: 'extension', message: extensionInUse(wanted) }]);
  const [made] = await tx
    .insert(extensions)
    .values({
      accountId,
      extensionNumber: wanted ?? next,
      extensionType: type,
      servicePlan: PLAN_OF[type],
      userName: name,
      isDefault: false,
    })
    .returning({ id: extensions.id });
  return made.id;
}
