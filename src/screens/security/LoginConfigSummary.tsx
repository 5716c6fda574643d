// The account's login config at a glance (C-497, issue 24 item 8; decision 0116): single sign-on,
// two-step sign-in and the password policy as the admin config call reads them, read-only, above
// the sections that change them. For those who read the account's settings.
import { getLoginConfig, type LoginConfig } from '../../api/portalSettings';
import { allHandled } from '../../app/failures';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { useResource } from '../../app/useResource';
import { Card } from '../../ui/Card';
import { DetailList } from '../../ui/DetailList';
import { useFormat } from '../../ui/format/FormatContext';
import { LoadFailed } from '../../ui/LoadFailed';
import { LoadingState } from '../../ui/LoadingState';

const yesNo = (b: boolean) => (b ? 'Yes' : 'No');

/** The policy's rules in plain words: "at least 12 characters, a digit, a capital letter". */
export function policyWords(
  policy: NonNullable<LoginConfig['passwordPolicy']>,
  number: (n: number) => string,
): string {
  const parts = [`at least ${number(policy.minLength)} characters`];
  if (policy.requireDigit) parts.push('a digit');
  if (policy.requireUpper) parts.push('a capital letter');
  if (policy.requireSymbol) parts.push('a symbol');
  return parts.join(', ');
}

export function LoginConfigSummary() {
  const profile = useSignedInProfile();
  return profile.permissions.has('read:account-settings') ? (
    <Summary accountId={profile.account.accountId} />
  ) : null;
}

function Summary({ accountId }: { accountId: number }) {
  const { api } = useSessionContext();
  const fmt = useFormat();
  const config = useResource(['loginConfig', accountId], (s) => getLoginConfig(api, accountId, s), {
    handled: allHandled,
  });
  const c = config.data;
  const policy = c?.passwordPolicy;
  return (
    <Card title="Sign-in at a glance">
      {config.failed ? (
        <LoadFailed title="How people sign in could not be loaded." onRetry={config.reload} />
      ) : !c ? (
        <LoadingState label="Loading how people sign in…" />
      ) : (
        <DetailList
          items={[
            { label: 'Single sign-on', value: c.singleSignOn.enabled ? 'On' : 'Off' },
            {
              label: 'New users created at first single sign-on',
              value: yesNo(c.singleSignOn.enabled && c.singleSignOn.justInTimeUsers),
            },
            { label: 'Two-step sign-in required', value: yesNo(c.secondFactorRequired) },
            {
              label: 'Passwords need',
              value: policy ? policyWords(policy, fmt.number) : 'The platform’s default policy',
              wide: true,
            },
            {
              label: 'Passwords expire',
              value: policy?.expiryDays
                ? `After ${fmt.number(policy.expiryDays)} days`
                : policy
                  ? 'Never'
                  : 'As the platform’s default policy says',
            },
            {
              label: 'Earlier passwords that cannot be used again',
              value: policy ? fmt.number(policy.historyCount) : 'As the platform’s default policy says',
            },
          ]}
        />
      )}
    </Card>
  );
}
