// #/management/m/businessTexting (MSG-01, decision 0111): the account's business texting
// registration (10DLC). Read with read:account-settings, changed with update:account-settings.
import { getSmsStatus, getTenDlcRegistration, saveTenDlcPart, tenDlcPartAction } from '../../api/messaging';
import { allHandled } from '../../app/failures';
import type { PageProps } from '../../app/navigation';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { type Action, useAction } from '../../app/useAction';
import { useResource } from '../../app/useResource';
import type { TenDlcBrand, TenDlcCampaign } from '../../domain/schemas/messaging';
import type { TenDlcPart } from '../../domain/tenDlc';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { LoadingState } from '../../ui/LoadingState';
import { PageHeader } from '../../ui/PageHeader';
import { BusinessTextingView } from './BusinessTextingView';
import { shownOnPage, stateOf } from './messagingWrites';

type Fields = TenDlcBrand | TenDlcCampaign;
type Step = { kind: 'save' | 'submit' | 'withdraw'; fields?: Fields };

export function BusinessTextingPage(props: PageProps) {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const accountId = profile.account.accountId;
  const registration = useResource(['tenDlc', accountId], (s) => getTenDlcRegistration(api, accountId, s), {
    handled: allHandled,
  });
  const sms = useResource(['tenDlcSms', accountId], (s) => getSmsStatus(api, accountId, s), {
    handled: allHandled,
  });
  const reload = () => {
    registration.reload();
    sms.reload();
  };
  const run = async (part: TenDlcPart, step: Step) => {
    if (step.fields) await saveTenDlcPart(api, accountId, part, step.fields);
    if (step.kind !== 'save') await tenDlcPartAction(api, accountId, part, step.kind);
    reload();
  };
  const brand = useAction((step: Step) => run('brand', step), { handled: shownOnPage });
  const campaign = useAction((step: Step) => run('campaign', step), { handled: shownOnPage });
  const actionOf = (part: TenDlcPart) => (part === 'brand' ? brand : campaign);
  return (
    <>
      <PageHeader title={props.title} />
      {registration.data ? (
        <BusinessTextingView
          registration={registration.data}
          sms={sms.data}
          canChange={profile.permissions.has('update:account-settings')}
          brandState={stateOf(brand as Action<never>)}
          campaignState={stateOf(campaign as Action<never>)}
          onSave={(part, fields) => void actionOf(part).run({ kind: 'save', fields })}
          onSubmit={(part, fields) => void actionOf(part).run({ kind: 'submit', fields })}
          onWithdraw={(part) => void actionOf(part).run({ kind: 'withdraw' })}
        />
      ) : registration.failed ? (
        <Alert variant="error" title="The registration did not load">
          <p>Try again in a moment.</p>
          <Button variant="secondary" onPress={registration.reload}>
            Try again
          </Button>
        </Alert>
      ) : (
        <LoadingState label="Loading the business texting registration…" />
      )}
    </>
  );
}
