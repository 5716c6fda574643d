import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { link } from './Link.css';

export interface LinkProps extends Omit<RACLinkProps, 'className' | 'style'> {
  /** inline: within text; nav: a navigation item (pass aria-current="page" for the current one); button: looks like a button. */
  variant?: 'inline' | 'nav' | 'button';
}

/** RAC's Link: a real <a href> (hash routes like '#/management/m/dashboard') with a visible focus ring. */
export function Link({ variant = 'inline', ...props }: LinkProps) {
  return <RACLink {...props} className={link({ variant })} />;
}
