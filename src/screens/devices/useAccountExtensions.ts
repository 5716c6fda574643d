// The account's extensions as picker choices (the extension picker of the device screens).
import { listExtensions } from '../../api/extensions';
import { useSessionContext } from '../../app/session/SessionContext';
import { useResource } from '../../app/useResource';

/** As many as the extensions table reads in one page; an account with more searches there. */
const PICKER_SIZE = 750;

export function useAccountExtensions(accountId: number) {
  const { api } = useSessionContext();
  const page = useResource(['deviceExtensionChoices', accountId], (signal) =>
    listExtensions(api, accountId, { offset: 0, pageSize: PICKER_SIZE, sortField: 'extension' }, signal),
  );
  return (page.data?.items ?? []).map((e) => ({
    id: e.deviceKitId,
    label: `${e.extension} ${e.deviceKitName}`.trim(),
  }));
}
