// Branding's data (decision 0115): an account's own brand, and the brand it shows: its own, or
// the nearest one above it in the tenant tree.
import { eq } from 'drizzle-orm';
import type { AccountKind } from '../../../src/domain/accounts';
import { maySetBrand, showsCustomFavicon } from '../../../src/domain/branding/rules';
import {
  type BrandColours,
  type Branding,
  type BrandingPatch,
  brandingSchema,
  DEFAULT_BRAND_COLOURS,
} from '../../../src/domain/schemas/branding';
import { fieldErrorsOf } from '../../../src/domain/schemas/fieldErrors';
import type { DbOrTx } from '../../db/client';
import { accounts, brandingSettings } from '../../db/schema';
import { validationFailed } from '../../http/errors';

type AccountRow = { id: number; parentId: number | null; name: string; kind: string; isCsp: boolean };

async function accountOf(db: DbOrTx, id: number): Promise<AccountRow | undefined> {
  const [row] = await db
    .select({
      id: accounts.id,
      parentId: accounts.parentId,
      name: accounts.name,
      kind: accounts.kind,
      isCsp: accounts.isCsp,
    })
    .from(accounts)
    .where(eq(accounts.id, id));
  return row;
}

const facts = (a: AccountRow) => ({ id: a.id, kind: a.kind as AccountKind, isCsp: a.isCsp });

type BrandRow = typeof brandingSettings.$inferSelect;

async function ownBrand(db: DbOrTx, accountId: number): Promise<BrandRow | undefined> {
  const [row] = await db.select().from(brandingSettings).where(eq(brandingSettings.accountId, accountId));
  return row;
}

const ownAnswer = (row: BrandRow | undefined) =>
  row
    ? {
        logo: row.logo,
        favicon: row.favicon,
        colours: row.colours as BrandColours,
        updatedAt: row.updatedAt.toISOString(),
      }
    : null;

/** The account's own brand, whether it may set one, and what it shows (the nearest brand up the tree). */
export async function brandingOf(db: DbOrTx, accountId: number) {
  const account = await accountOf(db, accountId);
  if (!account) throw new Error(`account ${accountId} missing`);
  const own = await ownBrand(db, accountId);
  let from: AccountRow | undefined = own ? account : undefined;
  let shown = own;
  // The tree is at most four deep (provider → partner → reseller → customer).
  for (let at = account.parentId, hops = 0; !shown && at !== null && hops < 8; hops++) {
    const above = await accountOf(db, at);
    if (!above) break;
    shown = await ownBrand(db, above.id);
    if (shown) from = above;
    at = above.parentId;
  }
  const customIcon = showsCustomFavicon(facts(account));
  return {
    accountId,
    canBrand: maySetBrand(facts(account)),
    own: ownAnswer(own),
    effective: {
      logo: shown?.logo ?? null,
      // ROLE-09: a custom favicon for partner and CSP accounts only; every other account the default.
      favicon: customIcon ? (shown?.favicon ?? null) : null,
      colours: (shown?.colours as BrandColours | undefined) ?? DEFAULT_BRAND_COLOURS,
      fromAccountId: from?.id ?? null,
      fromAccountName: from?.name ?? null,
    },
  };
}

/** Whether the account may set a brand (partner or CSP). */
export async function accountMaySetBrand(db: DbOrTx, accountId: number): Promise<boolean> {
  const account = await accountOf(db, accountId);
  return account !== undefined && maySetBrand(facts(account));
}

export async function saveBranding(
  db: DbOrTx,
  accountId: number,
  userId: number,
  brand: Branding,
  now: Date,
): Promise<void> {
  const values = {
    logo: brand.logo,
    favicon: brand.favicon,
    colours: brand.colours,
    updatedBy: userId,
    updatedAt: now,
  };
  await db
    .insert(brandingSettings)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: brandingSettings.accountId, set: values });
}

/**
 * A PATCH merged onto the account's brand (or the portal's defaults), then checked whole: a
 * colour that reads well only with the other one it replaces is refused like a PUT's.
 */
export async function patchedBranding(
  db: DbOrTx,
  accountId: number,
  patch: BrandingPatch,
): Promise<Branding> {
  const own = ownAnswer(await ownBrand(db, accountId));
  const colours = own?.colours ?? DEFAULT_BRAND_COLOURS;
  const merged = {
    logo: patch.logo !== undefined ? patch.logo : (own?.logo ?? null),
    favicon: patch.favicon !== undefined ? patch.favicon : (own?.favicon ?? null),
    colours: {
      light: { ...colours.light, ...patch.colours?.light },
      dark: { ...colours.dark, ...patch.colours?.dark },
    },
  };
  const checked = brandingSchema.safeParse(merged);
  if (!checked.success) throw validationFailed(fieldErrorsOf(checked.error.issues));
  return checked.data;
}
