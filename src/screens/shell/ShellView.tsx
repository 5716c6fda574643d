import { type MouseEvent, type ReactNode, useRef } from 'react';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import {
  acting,
  header,
  headerInfo,
  layout,
  main,
  muted,
  nav as navClass,
  navList,
  product,
  skipLink,
  who,
} from './ShellView.css';

export interface ShellNavItem {
  label: string;
  /** A hash route, e.g. '#/management/m/dashboard'. */
  href: string;
  current?: boolean;
}

export interface ShellViewProps {
  userName: string;
  roleName: string;
  /** The account being acted on. */
  accountName: string;
  accountStatus?: string;
  nav: ShellNavItem[];
  onSignOut(): void;
  children: ReactNode;
}

const MAIN_ID = 'main-content';

/** The frame of every signed-in page: banner, navigation landmark, main landmark. */
export function ShellView({
  userName,
  roleName,
  accountName,
  accountStatus,
  nav,
  onSignOut,
  children,
}: ShellViewProps) {
  const mainRef = useRef<HTMLElement>(null);

  // The address hash is the route, so the skip link moves focus itself instead of changing the hash.
  function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    mainRef.current?.focus();
  }

  return (
    <div className={layout}>
      <a href={`#${MAIN_ID}`} className={skipLink} onClick={skipToContent}>
        Skip to main content
      </a>
      <header className={header}>
        <span className={product}>Switchboard</span>
        <div className={headerInfo}>
          <p className={acting}>
            <span className={muted}>Acting on:</span> <strong>{accountName}</strong>
            {accountStatus ? <Badge status={accountStatus} /> : null}
          </p>
          <p className={who}>
            <span>{userName}</span>
            <span className={muted}>{roleName}</span>
          </p>
          <Button variant="secondary" onPress={onSignOut}>
            Sign out
          </Button>
        </div>
      </header>
      <nav aria-label="Main" className={navClass}>
        <ul className={navList}>
          {nav.map((item) => (
            <li key={item.href}>
              <Link variant="nav" href={item.href} aria-current={item.current ? 'page' : undefined}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className={main}>
        {children}
      </main>
    </div>
  );
}
