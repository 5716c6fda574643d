// #/management/m/messaging (MSG-01, decision 0111): the account's messaging switches, users'
// messaging, business inboxes and disabled carriers. Read with read:account-settings; the company
// switches and carriers changed with update:account-settings, users with update:users, inboxes
// with update:extensions (an inbox is its auto attendant's).
import { useState } from 'react';
import { listAttendants } from '../../api/callHandling/attendants';
import {
  getCarrierStatus,
  getDisableConfig,
  getInboxCanDelete,
  getInboxDelegates,
  setCarriersEnforced,
  setCompanySwitch,
  setDisabledCarriers,
  setInboxCanDelete,
  setInboxDelegates,
  setOffNetSmsDisabled,
  setSmsDisabled,
  setUsersMessagingDisabled,
} from '../../api/messaging';
import { listUsers } from '../../api/users';
import { allHandled } from '../../app/failures';
import type { PageProps } from '../../app/navigation';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { type Action, useAction } from '../../app/useAction';
import { useResource } from '../../app/useResource';
import type { DisabledCarriers } from '../../domain/schemas/messaging';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { LoadingState } from '../../ui/LoadingState';
import { PageHeader } from '../../ui/PageHeader';
import { type CompanySwitch, MessagingView } from './MessagingView';
import { shownOnPage, stateOf } from './messagingWrites';

export function MessagingPage(props: PageProps) {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const accountId = profile.account.accountId;
  const can = (key: Parameters<typeof profile.permissions.has>[0]) => profile.permissions.has(key);
  const config = useResource(['messagingConfig', accountId], (s) => getDisableConfig(api, accountId, s), {
    handled: allHandled,
  });
  const users = useResource(['messagingUsers', accountId], (s) =>
    listUsers(api, accountId, { offset: 0, pageSize: 750 }, s),
  );
  const attendants = useResource(['messagingAttendants', accountId], (s) =>
    listAttendants(api, accountId, s),
  );
  const carriers = useResource(['carriers', accountId], (s) => getCarrierStatus(api, accountId, s));
  const [picked, setPicked] = useState<number>();
  const attendantId = picked ?? attendants.data?.[0]?.id;
  const inbox = useResource(['inbox', attendantId], async (s) =>
    attendantId === undefined
      ? undefined
      : {
          autoAttendantId: attendantId,
          delegates: (await getInboxDelegates(api, attendantId, s)).delegates,
          canDeleteMessages: (await getInboxCanDelete(api, attendantId, s)).canDeleteMessages,
        },
  );
  const flip = useAction(
    async ({ which, disabled }: { which: CompanySwitch; disabled: boolean }) => {
      if (which === 'smsDisabled') await setSmsDisabled(api, disabled);
      else if (which === 'offNetSmsDisabled') await setOffNetSmsDisabled(api, accountId, disabled);
      else
        await setCompanySwitch(
          api,
          accountId,
          which === 'vsuDisabled' ? 'vsuDisable' : 'companyMessagingDisable',
          disabled,
        );
      config.reload();
    },
    { handled: shownOnPage },
  );
  const flipUser = useAction(
    async ({ userId, disabled }: { userId: number; disabled: boolean }) => {
      await setUsersMessagingDisabled(api, [userId], disabled);
      config.reload();
    },
    { handled: shownOnPage },
  );
  const saveInbox = useAction(
    async ({ delegateIds, canDelete }: { delegateIds: number[]; canDelete: boolean }) => {
      if (attendantId === undefined) return;
      await setInboxDelegates(api, attendantId, delegateIds);
      await setInboxCanDelete(api, attendantId, canDelete);
      inbox.reload();
    },
    { handled: shownOnPage },
  );
  const saveCarriers = useAction(
    async ({ list, enforced }: { list: DisabledCarriers['carriers']; enforced: boolean }) => {
      await setDisabledCarriers(api, accountId, { carriers: list });
      await setCarriersEnforced(api, accountId, enforced);
      carriers.reload();
    },
    { handled: shownOnPage },
  );
  return (
    <>
      <PageHeader title={props.title} />
      {config.data ? (
        <MessagingView
          config={config.data}
          users={(users.data?.items ?? []).map((u) => ({
            userId: u.userId,
            name: `${u.firstName} ${u.lastName}`.trim(),
            loginName: u.loginName,
          }))}
          attendants={(attendants.data ?? []).map((a) => ({
            id: a.id,
            name: a.name,
            extensionNumber: a.extensionNumber,
          }))}
          selectedAttendant={attendantId}
          inbox={inbox.data}
          carriers={carriers.data}
          canChange={can('update:account-settings')}
          canChangeUsers={can('update:users')}
          canChangeInbox={can('update:extensions')}
          switchState={stateOf((flipUser.error ? flipUser : flip) as Action<never>)}
          inboxState={stateOf(saveInbox as Action<never>)}
          carrierState={stateOf(saveCarriers as Action<never>)}
          onSwitch={(which, disabled) => flip.run({ which, disabled })}
          onUserSwitch={(userId, disabled) => void flipUser.run({ userId, disabled })}
          onSelectAttendant={setPicked}
          onSaveInbox={(delegateIds, canDelete) => void saveInbox.run({ delegateIds, canDelete })}
          onSaveCarriers={(list, enforced) =>
            void saveCarriers.run({ list: list as DisabledCarriers['carriers'], enforced })
          }
        />
      ) : config.failed ? (
        <Alert variant="error" title="Messaging did not load">
          <p>Try again in a moment.</p>
          <Button variant="secondary" onPress={config.reload}>
            Try again
          </Button>
        </Alert>
      ) : (
        <LoadingState label="Loading messaging…" />
      )}
    </>
  );
}
