import { spinner } from './Spinner.css';

export interface SpinnerProps {
  /** Spoken name of the progress indicator; ignored when `decorative`. */
  label?: string;
  size?: 'sm' | 'md';
  /** Hidden from assistive technology, for use next to text that already says what is happening. */
  decorative?: boolean;
}

/**
 * An indeterminate progress indicator. A plain element with the progressbar role (no value: the
 * work has no known end), so that the loading states of the sign-in page carry no widget library.
 */
export function Spinner({ label = 'Loading', size = 'md', decorative = false }: SpinnerProps) {
  if (decorative) {
    return <span aria-hidden="true" className={spinner({ size })} />;
  }
  return <span role="progressbar" aria-label={label} className={spinner({ size })} />;
}
