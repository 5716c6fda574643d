// Call blocking's rules, pure (CALL-05, decision 0102): which rules need update:block411, which
// numbers can never be blocked, and whether a call is blocked (what the master switch and an end
// user's own switch mean).
import type { BlockedCallAction, Direction, RuleKind } from '../schemas/callBlocking';

/** The three-digit service codes a number rule may name (211 … 811); 911 is an emergency code. */
export const SERVICE_CODE = /^[2-8]11$/;

/** Each country's emergency numbers; a country not listed has the common two. */
const EMERGENCY: Readonly<Record<string, readonly string[]>> = {
  US: ['911'],
  CA: ['911'],
  GB: ['999', '112'],
  AU: ['000', '112'],
  IN: ['112', '100'],
};
export const emergencyNumbersOf = (country: string): readonly string[] =>
  EMERGENCY[country.toUpperCase()] ?? ['911', '112'];

/**
 * Whether a number or a prefix (digits, maybe a leading +) would stop a call to the account's
 * emergency numbers: a number that is one, or a prefix one of them starts with. A prefix with +
 * is a country code, never dialled before an emergency number.
 */
export function emergencyBlocked(kind: 'number' | 'prefix', digits: string, country: string): boolean {
  if (digits.startsWith('+')) return false;
  return emergencyNumbersOf(country).some((code) =>
    kind === 'number' ? code === digits : code.startsWith(digits),
  );
}

/** The fields of a rule that decide what it blocks. */
export interface RuleTarget {
  kind: RuleKind;
  value: string;
  direction: Direction;
}

/**
 * Whether a rule blocks 411, directory assistance (update:block411 gates these): an outgoing
 * rule on the number 411, or on a prefix that 411 starts with.
 */
export function blocks411(rule: RuleTarget): boolean {
  if (rule.direction !== 'outbound') return false;
  if (rule.kind === 'number') return rule.value === '411';
  if (rule.kind === 'prefix') return !rule.value.startsWith('+') && '411'.startsWith(rule.value);
  return false;
}

/** A call as blocking sees it: its direction, the other party's number (none when hidden) and country. */
export interface CallToCheck {
  direction: Direction;
  /** E.164 or dialled digits; null for an anonymous caller. */
  number: string | null;
  /** The other party's country (ISO code), when known. */
  country?: string;
}

export interface BlockingState {
  masterSwitch: boolean;
  accountAction: BlockedCallAction;
  systemRules: readonly (RuleTarget & { enabled: boolean })[];
  accountRules: readonly (RuleTarget & { enabled: boolean })[];
  /** The called or calling extension's own switch, action and rules. */
  user?: {
    enabled: boolean;
    action: BlockedCallAction;
    rules: readonly (RuleTarget & { enabled: boolean })[];
  };
}

function matches(rule: RuleTarget & { enabled: boolean }, call: CallToCheck): boolean {
  if (!rule.enabled || rule.direction !== call.direction) return false;
  switch (rule.kind) {
    case 'anonymous':
      return call.number === null;
    case 'international':
      return call.country?.toUpperCase() === rule.value;
    case 'number':
      return call.number === rule.value;
    case 'prefix':
      return call.number?.startsWith(rule.value) ?? false;
  }
}

/**
 * What happens to a call: allowed, or blocked with what the caller hears. System rules always
 * apply; the master switch off stops the account's and every user's rules; an end user's own
 * switch off stops only their rules.
 */
export function decideCall(
  call: CallToCheck,
  state: BlockingState,
): { blocked: false } | { blocked: true; action: BlockedCallAction; by: 'system' | 'account' | 'user' } {
  const hit = (rules: BlockingState['accountRules']) => rules.some((r) => matches(r, call));
  if (hit(state.systemRules)) return { blocked: true, action: state.accountAction, by: 'system' };
  if (!state.masterSwitch) return { blocked: false };
  if (hit(state.accountRules)) return { blocked: true, action: state.accountAction, by: 'account' };
  if (state.user?.enabled && hit(state.user.rules))
    return { blocked: true, action: state.user.action, by: 'user' };
  return { blocked: false };
}
