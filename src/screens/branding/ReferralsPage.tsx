// #/management/m/referrals (issue 24 item 4; MISC-01; decision 0115): the partner's referral
// share link (C-474), to send to prospective referrers and customers.
import { getReferralShareLink } from '../../api/branding';
import { allHandled } from '../../app/failures';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { useResource } from '../../app/useResource';
import { Alert } from '../../ui/Alert';
import { Card } from '../../ui/Card';
import { LoadingState } from '../../ui/LoadingState';
import { stack } from '../../ui/layout.css';
import { PageHeader } from '../../ui/PageHeader';
import { TextField } from '../../ui/TextField';

export function ReferralsPage(props: { title: string }) {
  const { api } = useSessionContext();
  const accountId = useSignedInProfile().account.accountId;
  const link = useResource(['referralLink', accountId], (s) => getReferralShareLink(api, accountId, s), {
    handled: allHandled,
  });
  return (
    <>
      <PageHeader title={props.title} />
      {link.data?.code && link.data.shareLink ? (
        <Card title="Your share link">
          <div className={stack}>
            <p>
              Send this link to people who refer customers to you. They register, sign in and get a link of
              their own with your code <strong>{link.data.code}</strong>.
            </p>
            <TextField label="Share link" value={link.data.shareLink} isReadOnly />
          </div>
        </Card>
      ) : link.data ? (
        <Alert variant="info" title="No referral programme yet">
          <p>This account has no referral programme. Ask your provider to set one up.</p>
        </Alert>
      ) : link.failed ? (
        <Alert variant="error">The share link did not load. Try again in a moment.</Alert>
      ) : (
        <LoadingState label="Loading your share link…" />
      )}
    </>
  );
}
