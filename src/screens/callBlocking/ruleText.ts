// How a rule reads in a table: what it blocks in words, the number formatted for people.
import { formatPhone } from '../../domain/phone';
import {
  type CallBlockRule,
  type CallCountry,
  DIRECTION_NAMES,
  RULE_KIND_NAMES,
} from '../../domain/schemas/callBlocking';

export function ruleTarget(rule: CallBlockRule, countries: readonly CallCountry[]): string {
  switch (rule.kind) {
    case 'anonymous':
      return RULE_KIND_NAMES.anonymous;
    case 'international': {
      const country = countries.find((c) => c.code === rule.value);
      return `Calls to ${country ? `${country.name} (${country.callingCode})` : rule.value}`;
    }
    case 'prefix':
      return `Numbers starting ${rule.value}`;
    case 'number':
      return rule.value.startsWith('+') ? formatPhone(rule.value) : rule.value;
  }
}

export const ruleDirection = (rule: CallBlockRule) => DIRECTION_NAMES[rule.direction];

/** "a rule" or "3 rules", the count in the account's way of writing numbers. */
export const rulesCount = (n: number, format: (n: number) => string) =>
  n === 1 ? 'one rule' : `${format(n)} rules`;
