// Who may set a brand, and what an account shows (MISC-01, ROLE-09; decision 0115).
import { type AccountFacts, brandIcon, isCspAccount } from '../accounts';

/** Partner and CSP accounts set a brand; every other account shows the nearest one above it. */
export const maySetBrand = (account: Pick<AccountFacts, 'id' | 'kind' | 'isCsp'>) =>
  account.kind === 'partner' || isCspAccount(account);

/** The custom favicon shows for partner and CSP accounts only (ROLE-09's brand icon rule). */
export const showsCustomFavicon = (account: Pick<AccountFacts, 'id' | 'kind' | 'isCsp'>) =>
  brandIcon(account) === 'custom';
