// Branding, the app centre and the referral programme for the demo (issue 24, misc-brand;
// decision 0115): the white-label partner's logo, favicon and colours (its children, Britannia
// and, through Bluebird, Acme, show them), the apps' products in every account's store catalogue,
// Acme's and Britannia's desktop and mobile apps active, a referral programme for each partner and
// one referrer of the white-label partner's. Set-based.

import { APPS } from '../../../src/domain/apps';
import { currencyOf } from '../../../src/domain/orders/money';
import { hashPassword } from '../../auth/passwords';
import type { DbOrTx } from '../client';
import {
  accountApps,
  accounts,
  brandingLineGroups,
  brandingSettings,
  referralProgrammes,
  referrers,
  storeProducts,
} from '../schema';
import { ACME, BRITANNIA, WHITE_LABEL_PARTNER } from './demoSignIns';

export const DEMO_LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAGAAAAAYCAIAAACKi2/DAAAARElEQVR42u3YMREAMAgEQRzEKSX2iQOGNKn25xRs+XEqNRQIAAH6DNS7AQIECBAgQIAAAQIECBAgQIAAAXKYAQIkQG9dO1Yzt+nod+oAAAAASUVORK5CYII=';
export const DEMO_FAVICON =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAANElEQVR42mP4TyJgoFRDjdVbTIRTA1bVaHoYiFGNrIeBSNVwPaMaSNBAcjyQE9PkpCViAAAv2DklQnGr+AAAAABJRU5ErkJggg==';
export const DEMO_BRAND_COLOURS = {
  light: { primary: '#0f766e', accent: '#6d28d9' },
  dark: { primary: '#5eead4', accent: '#c4b5fd' },
};
/** The demo referrer of the white-label partner's programme (code BRIGHTLINE). */
export const DEMO_REFERRER = {
  email: 'referrer@example.com',
  password: 'Demo-Referrer-2026',
  code: 'BRIGHTLINE',
};

export async function insertBrandingDemo(tx: DbOrTx, now: Date): Promise<void> {
  const all = await tx
    .select({ id: accounts.id, name: accounts.name, kind: accounts.kind, country: accounts.countryCode })
    .from(accounts);
  const partner = all.find((a) => a.name === WHITE_LABEL_PARTNER);
  if (partner)
    await tx.insert(brandingSettings).values({
      accountId: partner.id,
      logo: DEMO_LOGO,
      favicon: DEMO_FAVICON,
      colours: DEMO_BRAND_COLOURS,
      updatedAt: now,
    });
  // The priced apps are products of every account's store, after its own.
  const priced = APPS.filter((a) => a.sku && a.prices);
  const products = all.flatMap((a) =>
    priced.map((app, n) => ({
      accountId: a.id,
      sku: app.sku as string,
      name: app.name,
      category: 'addOn',
      currency: currencyOf(a.country),
      oneTimeMinor: 0,
      monthlyMinor: app.prices?.[currencyOf(a.country)] ?? 0,
      whiteLabel: false,
      position: 100 + n,
    })),
  );
  for (let i = 0; i < products.length; i += 500)
    await tx.insert(storeProducts).values(products.slice(i, i + 500));
  const customers = all.filter((a) => a.name === ACME || a.name === BRITANNIA);
  const active = APPS.filter((a) => a.key === 'desktop' || a.key === 'mobile');
  if (customers.length)
    await tx.insert(accountApps).values(
      customers.flatMap((a) =>
        active.map((app) => ({
          accountId: a.id,
          appKey: app.key,
          active: true,
          userTypes: app.userTypes,
          changedAt: now,
        })),
      ),
    );
  // A branding line group for each: the front desk's lines present the company's name.
  if (customers.length)
    await tx.insert(brandingLineGroups).values(
      customers.map((a) => ({
        accountId: a.id,
        name: 'Front desk',
        description: 'Lines at reception: callers see the company’s name.',
        callerIdName: a.name === ACME ? 'ACME CORP' : 'BRITANNIA',
        extensionIds: [],
        createdAt: now,
      })),
    );
  const partners = all.filter((a) => a.kind === 'partner');
  if (partners.length)
    await tx
      .insert(referralProgrammes)
      .values(partners.map((a) => ({ accountId: a.id, code: a.name.split(' ')[0].toUpperCase() })));
  if (partner)
    await tx.insert(referrers).values({
      accountId: partner.id,
      email: DEMO_REFERRER.email,
      name: 'Riley Referrer',
      company: 'Riley IT Services',
      passwordHash: await hashPassword(DEMO_REFERRER.password),
      createdAt: now,
    });
}
