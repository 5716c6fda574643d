// The shell around every management page: who is signed in, the account acted on, the swap
// banner, navigation gated by the permission keys the permissions service returned (ROLE-04),
// and the page itself — or a clear refusal when the role may not open it.
import { Suspense, useState } from 'react';
import { landingPage } from '../domain/landing';
import { useSwitchAccount } from '../screens/accounts/useSwitchAccount';
import { ForbiddenView } from '../screens/common/ForbiddenView';
import { NotFoundView } from '../screens/common/NotFoundView';
import { KeyToolSwitch } from '../screens/shell/KeyToolSwitch';
import { LifecycleBanner, lifecycleNoticeOf } from '../screens/shell/LifecycleBanner';
import { ShellView } from '../screens/shell/ShellView';
import { SwapBanner } from '../screens/shell/SwapBanner';
import { Alert } from '../ui/Alert';
import { LoadingState } from '../ui/LoadingState';
import { AccountFormatProvider } from './accountFormat';
import { useBrandIcon } from './brandIcon';
import { useAccountBrand } from './brandTheme';
import { useDocumentTitle } from './documentTitle';
import { ErrorBlock } from './errors/ErrorDisplay';
import { KeyToolProvider, useKeyToolSwitch } from './keyTool';
import { LoadBoundary } from './LoadBoundary';
import { helpEntries, navEntries, pageAccess } from './navigation';
import { PAGES } from './pages';
import { useProfile } from './session/ProfileContext';
import { useSession } from './session/SessionContext';
import { SignedInProfileProvider } from './session/signedInProfile';
import { ShownAccountProvider } from './shownAccount';

export function ManagementPage(props: { page: string; subpath?: string }) {
  const profile = useProfile();
  const { signOut } = useSession();
  const { switchBack, pending: leaving } = useSwitchAccount();
  const [shownAccount, setShownAccount] = useState<string>();
  const data = profile.data;
  const known = PAGES[props.page];
  const access = known && data ? pageAccess(known, data) : undefined;
  useDocumentTitle(
    !data ? undefined : !known || !access ? 'Page not found' : access.open ? known.title : 'No access',
  );
  const brand = useAccountBrand(data?.account.accountId);
  useBrandIcon(
    data && {
      id: data.account.accountId,
      kind: data.account.kind,
      isCsp: data.account.config.isAcctCSP,
      name: data.account.name,
      favicon: brand?.favicon,
    },
  );
  if (profile.error)
    return <Alert variant="error">Your profile could not be loaded. Please sign in again.</Alert>;
  if (!data) return <LoadingState label="Loading your account…" />;
  const { user, roleId, roleName, account } = data;
  const home = `#${data.swapped ? '/management/m/dashboard' : landingPage(roleId, { isAcctInternational: account.config.isAcctInternational })}`;
  const page = known;
  const menu = navEntries(PAGES, data);
  const shellItem = (e: { name: string; label: string; href: string }) => ({
    label: e.label,
    href: e.href,
    current: e.name === props.page,
    onPreload: () => void PAGES[e.name]?.preload().catch(() => undefined),
  });
  const nav = menu.map((e) => ({ ...shellItem(e), section: e.section }));
  const help = helpEntries(PAGES, data).map(shellItem);
  return (
    <KeyToolProvider profile={data}>
      <ShellView
        tools={<KeyToolHeaderSwitch />}
        userName={`${user.first_name} ${user.last_name}`}
        roleName={roleName}
        accountName={account.name}
        brand={brand?.fromAccountId != null ? { logo: brand.logo, name: brand.fromAccountName } : undefined}
        shownAccountName={shownAccount}
        accountStatus={account.status}
        nav={nav}
        help={help}
        banner={
          data.swapped || lifecycleNoticeOf(account) ? (
            <>
              {data.swapped ? (
                <SwapBanner
                  actingAccountName={account.name}
                  homeAccountName={data.homeAccount.name}
                  pending={leaving}
                  onBack={() => void switchBack()}
                />
              ) : null}
              {/* Why a suspended, cancelled, held or trial account is limited, and whom to contact (decision 0114). */}
              <LifecycleBanner account={account} />
            </>
          ) : undefined
        }
        onSignOut={signOut}
      >
        {!page || !access ? (
          <NotFoundView homeHref={home} />
        ) : access.open ? (
          <SignedInProfileProvider profile={data}>
            <ShownAccountProvider onChange={setShownAccount}>
              <AccountFormatProvider>
                {/* Where a failed call's message goes (ERR-06), unless a dialog on the page has a block. */}
                <ErrorBlock />
                <LoadBoundary resetKey={`${props.page}/${props.subpath ?? ''}`}>
                  <Suspense fallback={<LoadingState label={`Loading ${page.title}…`} />}>
                    <page.Component title={page.title} subpath={props.subpath} menu={menu} />
                  </Suspense>
                </LoadBoundary>
              </AccountFormatProvider>
            </ShownAccountProvider>
          </SignedInProfileProvider>
        ) : (
          <ForbiddenView homeHref={home} message={access.reason} />
        )}
      </ShellView>
    </KeyToolProvider>
  );
}

/** The key tool's switch, shown to a provider super user only (MISC-02). */
function KeyToolHeaderSwitch() {
  const { allowed, on, toggle } = useKeyToolSwitch();
  return allowed ? <KeyToolSwitch on={on} onToggle={toggle} /> : null;
}
