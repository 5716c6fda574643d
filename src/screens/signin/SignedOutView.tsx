import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { page } from './SignInView.css';

export interface SignedOutViewProps {
  /** Why the user is here, e.g. 'Your session has ended. Please sign in again.' */
  message: string;
  onSignInAgain(): void;
}

/** #/logout: where a refused refresh or a failed keep-alive lands (AUTH-04, AUTH-09, AUTH-12). */
export function SignedOutView({ message, onSignInAgain }: SignedOutViewProps) {
  return (
    <main className={page}>
      <Card title="Signed out" level={1} size="narrow">
        <p role="status">{message}</p>
        <Button variant="primary" onPress={onSignInAgain}>
          Sign in again
        </Button>
      </Card>
    </main>
  );
}
