import { Spinner } from './Spinner';
import { loadingState } from './Spinner.css';

export interface LoadingStateProps {
  /** Visible and announced text, e.g. 'Loading calls…'. */
  label?: string;
}

/** A polite live region with a spinner, shown in place of content that is on its way. */
export function LoadingState({ label = 'Loading…' }: LoadingStateProps) {
  return (
    <div role="status" className={loadingState}>
      <Spinner decorative />
      <span>{label}</span>
    </div>
  );
}
