// An account's services (provisions), their platforms, the conversions between them, and the
// early-termination fee of a cancellation (BILL-05; decision 0114). Money in minor units.
import type { Currency } from '../orders/money';
import { monthlyPrices } from '../orders/products';

export const PLATFORMS = ['voice', 'messaging', 'fax', 'video'] as const;
export type Platform = (typeof PLATFORMS)[number];
export const PLATFORM_NAMES: Readonly<Record<Platform, string>> = {
  voice: 'Voice',
  messaging: 'Messaging',
  fax: 'Fax',
  video: 'Video meetings',
};

export interface ServicePlan {
  code: string;
  name: string;
  platform: Platform;
  /** A seat of one extension: it names the extension (device kit) it serves. */
  perExtension: boolean;
  /** The store product this service is sold as: its price is that product's (decision 0120). */
  sku: string;
  /** Monthly price per unit, minor units, per currency: read from the store's price list. */
  monthly: Record<Currency, number>;
}

const plan = (code: string, name: string, platform: Platform, perExtension: boolean, sku: string) => ({
  code,
  name,
  platform,
  perExtension,
  sku,
  monthly: monthlyPrices(sku),
});

export const SERVICES: readonly ServicePlan[] = [
  plan('SEAT-BASIC', 'Basic user seat', 'voice', true, 'EXT-BASIC'),
  plan('SEAT-STANDARD', 'Standard user seat', 'voice', true, 'EXT-STANDARD'),
  plan('SEAT-PREMIUM', 'Premium user seat', 'voice', true, 'EXT-PREMIUM'),
  plan('NUM-TOLLFREE', 'Toll-free numbers', 'voice', false, 'NUM-TOLLFREE'),
  plan('SMS-BUSINESS', 'Business texting', 'messaging', false, 'ADDON-SMS'),
  plan('FAX-LINE', 'Fax line', 'fax', false, 'ADDON-FAX'),
  plan('VIDEO-ROOM', 'Video meeting room', 'video', false, 'ADDON-VIDEO'),
];

export const SERVICE_CODES = SERVICES.map((s) => s.code) as [string, ...string[]];

export const serviceOf = (code: string): ServicePlan | undefined => SERVICES.find((s) => s.code === code);

/** Service-convert mappings: what a service may be changed into (up or down a tier). */
export const SERVICE_CONVERSIONS: Readonly<Record<string, readonly string[]>> = {
  'SEAT-BASIC': ['SEAT-STANDARD', 'SEAT-PREMIUM'],
  'SEAT-STANDARD': ['SEAT-BASIC', 'SEAT-PREMIUM'],
  'SEAT-PREMIUM': ['SEAT-BASIC', 'SEAT-STANDARD'],
};

export const canConvert = (from: string, to: string): boolean =>
  from === to || (SERVICE_CONVERSIONS[from] ?? []).includes(to);

/** Why a cancellation is asked for; some reasons waive the early-termination fee. */
export const CANCEL_REASONS = [
  { code: 'TOO_EXPENSIVE', label: 'The service costs too much', waivesFee: false },
  { code: 'SWITCHING_PROVIDER', label: 'Moving to another provider', waivesFee: false },
  { code: 'BUSINESS_CLOSING', label: 'The business is closing', waivesFee: false },
  { code: 'NOT_NEEDED', label: 'The service is no longer needed', waivesFee: false },
  { code: 'SERVICE_QUALITY', label: 'Call quality or reliability problems', waivesFee: true },
  { code: 'OTHER', label: 'Another reason', waivesFee: false },
] as const;
export type CancelReasonCode = (typeof CANCEL_REASONS)[number]['code'];
export const CANCEL_REASON_CODES = CANCEL_REASONS.map((r) => r.code) as [
  CancelReasonCode,
  ...CancelReasonCode[],
];

export interface Contract {
  /** The first day of the contract. */
  startsAt: Date;
  termMonths: number;
  /** What the contract commits the account to each month, minor units. */
  monthlyCommitmentMinor: number;
}

/** The day the contract ends (its start plus its term). */
export function contractEnd(contract: Contract): Date {
  const end = new Date(contract.startsAt);
  end.setUTCMonth(end.getUTCMonth() + contract.termMonths);
  return end;
}

/** Months of the contract left after `at`, counting a started month as whole. */
export function monthsLeft(contract: Contract, at: Date): number {
  const end = contractEnd(contract);
  if (at >= end) return 0;
  const months = (end.getUTCFullYear() - at.getUTCFullYear()) * 12 + (end.getUTCMonth() - at.getUTCMonth());
  return Math.max(1, months + (end.getUTCDate() > at.getUTCDate() ? 1 : 0));
}

/** The fee is half of what the contract's months left would have cost (decision 0114). */
export const ETF_SHARE_PERCENT = 50;

export interface EarlyTerminationFee {
  currency: Currency;
  amountMinor: number;
  monthsLeft: number;
  monthlyCommitmentMinor: number;
  contractEndsAt: string | null;
  waived: boolean;
  explanation: string;
}

/** The early-termination fee of cancelling at `at` for a reason, in the account's currency. */
export function earlyTerminationFee(
  contract: Contract | null,
  at: Date,
  reason: CancelReasonCode,
  currency: Currency,
): EarlyTerminationFee {
  if (!contract)
    return {
      currency,
      amountMinor: 0,
      monthsLeft: 0,
      monthlyCommitmentMinor: 0,
      contractEndsAt: null,
      waived: false,
      explanation: 'The account has no contract term, so no early-termination fee applies.',
    };
  const left = monthsLeft(contract, at);
  const waived = CANCEL_REASONS.find((r) => r.code === reason)?.waivesFee ?? false;
  const full = Math.floor((left * contract.monthlyCommitmentMinor * ETF_SHARE_PERCENT) / 100);
  const base = {
    currency,
    monthsLeft: left,
    monthlyCommitmentMinor: contract.monthlyCommitmentMinor,
    contractEndsAt: contractEnd(contract).toISOString(),
  };
  if (left === 0)
    return {
      ...base,
      amountMinor: 0,
      waived: false,
      explanation: 'The contract term has ended, so no early-termination fee applies.',
    };
  if (waived)
    return {
      ...base,
      amountMinor: 0,
      waived: true,
      explanation: 'The fee is waived for this reason.',
    };
  return {
    ...base,
    amountMinor: full,
    waived: false,
    explanation: `${ETF_SHARE_PERCENT}% of the monthly commitment for the ${left} month${left === 1 ? '' : 's'} left of the contract.`,
  };
}
