// The sign-in's recovery codes step (SEC-03, decision 0121): a user who has just enrolled their
// first method at sign-in sees its recovery codes once, as My security's enrolment shows them,
// before the portal opens. Loaded only then. Props only: the sign-in page drives it.
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { page } from '../passwords/ExpiredPasswordStep.css';
import { row, stack } from './mfa.css';
import { RecoveryCodesList } from './RecoveryCodesList';

export function RecoveryCodesStep(props: { codes: readonly string[]; onContinue: () => void }) {
  return (
    <main className={page}>
      <Card title="Save your recovery codes" level={1} size="narrow">
        <div className={stack}>
          <Alert variant="success">Two-step sign-in is set up.</Alert>
          <RecoveryCodesList
            codes={props.codes}
            actions={(buttons) => <div className={row}>{buttons}</div>}
          />
          <Button variant="primary" fullWidth onPress={props.onContinue}>
            I have saved them, continue
          </Button>
        </div>
      </Card>
    </main>
  );
}
