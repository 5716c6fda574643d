// What a card or section shows when what it reads could not be loaded: the sentence, and a way to
// try again (its resource's reload).
import { Button } from './Button';
import { EmptyState } from './EmptyState';

export function LoadFailed(props: { title: string; onRetry: () => void }) {
  return (
    <EmptyState
      title={props.title}
      action={
        <Button variant="secondary" onPress={props.onRetry}>
          Try again
        </Button>
      }
    />
  );
}
