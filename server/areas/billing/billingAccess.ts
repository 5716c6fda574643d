// ROLE-08 for billing (issue 22, BILL-04; decision 0113): the billing calls answer only where the
// store rules show billing to the caller (hideBilling false), and the payment-method calls only
// where they show payment info. The facts are the store's (server/areas/orders/storeAccess.ts).
import { currencyOf, taxRateOf } from '../../../src/domain/orders/money';
import type { DbOrTx } from '../../db/client';
import { ApiError } from '../../http/errors';
import type { Principal } from '../../http/types';
import { type StoreAccount, storeAccessFor, storeAccount } from '../orders/storeAccess';

export interface BillingAccount extends StoreAccount {
  currency: ReturnType<typeof currencyOf>;
  taxRateBasisPoints: number;
  /** The locale amounts and dates are written in (en-GB for GB, en-US otherwise). */
  locale: string;
  showPaymentInfo: boolean;
}

export const localeOf = (countryCode: string) =>
  ({ GB: 'en-GB', AU: 'en-AU', IN: 'en-IN' })[countryCode] ?? 'en-US';

/** The account when ROLE-08 shows its billing to the caller; 403 saying why otherwise. */
export async function openBilling(
  db: DbOrTx,
  accountId: number,
  principal: Principal,
  need: 'billing' | 'paymentInfo' = 'billing',
): Promise<BillingAccount> {
  const account = await storeAccount(db, accountId);
  const access = storeAccessFor(account, principal);
  if (!account || access.hideBilling)
    throw new ApiError(
      403,
      'billing_hidden',
      account?.whiteLabel
        ? 'Billing for this account is handled by your partner. Contact them about invoices and payments.'
        : account?.resellerSettings?.hideBilling
          ? 'Billing for this account is handled by your reseller. Contact them about invoices and payments.'
          : 'Billing is not available for this account.',
    );
  if (need === 'paymentInfo' && !access.showPaymentInfo)
    throw new ApiError(403, 'payment_info_hidden', 'Payment details are not available for this account.');
  return {
    ...account,
    currency: currencyOf(account.countryCode),
    taxRateBasisPoints: taxRateOf(account.countryCode),
    locale: localeOf(account.countryCode),
    showPaymentInfo: access.showPaymentInfo,
  };
}
