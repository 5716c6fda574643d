import { ProgressBar } from 'react-aria-components';
import { spinner } from './Spinner.css';

export interface SpinnerProps {
  /** Spoken name of the progress indicator; ignored when `decorative`. */
  label?: string;
  size?: 'sm' | 'md';
  /** Hidden from assistive technology, for use next to text that already says what is happening. */
  decorative?: boolean;
}

export function Spinner({ label = 'Loading', size = 'md', decorative = false }: SpinnerProps) {
  if (decorative) {
    return <span aria-hidden="true" className={spinner({ size })} />;
  }
  return (
    <ProgressBar isIndeterminate aria-label={label}>
      <span className={spinner({ size })} />
    </ProgressBar>
  );
}
