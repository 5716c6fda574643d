import { type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { brandBand, brandLogo } from '../../ui/brand.css';
import { Link } from '../../ui/Link';
import {
  acting,
  bannerRow,
  header,
  headerInfo,
  helpList,
  helpNav,
  layout,
  main,
  menuButton,
  muted,
  nav as navClass,
  navHeading,
  navList,
  navSection,
  product,
  skipLink,
  who,
} from './ShellView.css';

export interface ShellNavItem {
  label: string;
  /** A hash route, e.g. '#/management/m/dashboard'. */
  href: string;
  current?: boolean;
  /** Items with a section are grouped under its heading, in the order the sections first appear. */
  section?: string;
  /** Called when the pointer rests on or focus reaches the item: start loading its page. */
  onPreload?(): void;
}

export interface ShellViewProps {
  userName: string;
  roleName: string;
  /** The account being acted on. */
  accountName: string;
  /** The brand the account shows (its own or its partner's; decision 0115): its logo and whose it is. */
  brand?: { logo: string | null; name: string | null };
  /** The account the page shows, when it is not the one acted on (another account's page). */
  shownAccountName?: string;
  accountStatus?: string;
  nav: ShellNavItem[];
  /** Links to the help pages (the API reference), in the header for every signed-in user. */
  help?: ShellNavItem[];
  /** A notice across the top of every page, e.g. the swap banner naming both accounts. */
  banner?: ReactNode;
  /** Tools in the header before Sign out (the key tool's switch for a provider super user). */
  tools?: ReactNode;
  onSignOut(): void;
  children: ReactNode;
}

const MAIN_ID = 'main-content';
const NAV_ID = 'main-navigation';

/** The frame of every signed-in page: banner, navigation landmark, main landmark. */
export function ShellView({
  userName,
  roleName,
  accountName,
  brand,
  shownAccountName,
  accountStatus,
  nav,
  help = [],
  banner,
  tools,
  onSignOut,
  children,
}: ShellViewProps) {
  const sections = [...new Set(nav.map((item) => item.section))];
  const mainRef = useRef<HTMLElement>(null);
  // On a narrow screen the menu folds behind a button; following one of its links folds it again.
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => {
    const fold = () => setMenuOpen(false);
    window.addEventListener('hashchange', fold);
    return () => window.removeEventListener('hashchange', fold);
  }, []);
  const viewing = shownAccountName !== undefined && shownAccountName !== accountName;

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
        {brand ? (
          <span className={brandBand} data-brand="custom">
            {brand.logo ? (
              <img className={brandLogo} src={brand.logo} alt={`${brand.name ?? 'Partner'} logo`} />
            ) : null}
            <span>{brand.logo ? 'Switchboard' : (brand.name ?? 'Switchboard')}</span>
          </span>
        ) : (
          <span className={product}>Switchboard</span>
        )}
        <button
          type="button"
          className={menuButton}
          aria-expanded={menuOpen}
          aria-controls={NAV_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </button>
        <div className={headerInfo}>
          {viewing ? (
            <p className={acting}>
              <span className={muted}>Viewing:</span> <strong>{shownAccountName}</strong>
              <span className={muted}>(acting on {accountName})</span>
            </p>
          ) : (
            <p className={acting}>
              <span className={muted}>Acting on:</span> <strong>{accountName}</strong>
              {accountStatus ? <Badge status={accountStatus} /> : null}
            </p>
          )}
          {help.length > 0 ? (
            <nav aria-label="Help" className={helpNav}>
              <span className={muted}>Help:</span>
              <NavList items={help} inline />
            </nav>
          ) : null}
          <p className={who}>
            <span>{userName}</span>
            <span className={muted}>{roleName}</span>
          </p>
          {tools}
          <Button variant="secondary" onPress={onSignOut}>
            Sign out
          </Button>
        </div>
        {banner ? <div className={bannerRow}>{banner}</div> : null}
      </header>
      <nav id={NAV_ID} aria-label="Main" className={navClass} data-open={menuOpen || undefined}>
        {sections.length === 1 && sections[0] === undefined ? (
          <NavList items={nav} />
        ) : (
          sections.map((section) => {
            const id = `nav-${(section ?? 'other').toLowerCase().replace(/\W+/g, '-')}`;
            return (
              <div key={section ?? ''} className={navSection}>
                <h2 id={id} className={navHeading}>
                  {section ?? 'Other'}
                </h2>
                <NavList items={nav.filter((item) => item.section === section)} labelledBy={id} />
              </div>
            );
          })
        )}
      </nav>
      <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className={main}>
        {children}
      </main>
    </div>
  );
}

function NavList(props: { items: ShellNavItem[]; labelledBy?: string; inline?: boolean }) {
  const { items, labelledBy, inline } = props;
  return (
    <ul className={inline ? helpList : navList} aria-labelledby={labelledBy}>
      {items.map((item) => (
        <li key={item.href} onPointerEnter={item.onPreload} onFocus={item.onPreload}>
          <Link
            variant={inline ? 'inline' : 'nav'}
            href={item.href}
            aria-current={item.current ? 'page' : undefined}
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
