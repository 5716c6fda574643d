// Call blocking (CALL-05, decision 0102): rules of three scopes (system, account, user), the
// account's options and master switch, and an end user's own options. One schema per resource,
// shared by the server and the portal's forms. A rule's number is checked against the account's
// country by `checkRuleTarget` (src/domain/callBlocking/ruleTarget.ts), which loads
// libphonenumber-js: kept out of this file so that every importer does not carry it.
import { rowIdSchema } from './common';
import { z } from './zod';

export const RULE_SCOPES = ['system', 'account', 'user'] as const;
export type RuleScope = (typeof RULE_SCOPES)[number];

/**
 * number: one phone number (E.164) or a three-digit service code (411); prefix: every number
 * starting with these digits (a leading + for a country code); anonymous: callers who hide their
 * number; international: calls to one country.
 */
export const RULE_KINDS = ['number', 'prefix', 'anonymous', 'international'] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

export const DIRECTIONS = ['inbound', 'outbound'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** What each kind may block: only an incoming call can be anonymous, and a country is a destination. */
export const KIND_DIRECTIONS: Readonly<Record<RuleKind, readonly Direction[]>> = {
  number: ['inbound', 'outbound'],
  prefix: ['inbound', 'outbound'],
  anonymous: ['inbound'],
  international: ['outbound'],
};

export const RULE_KIND_NAMES: Readonly<Record<RuleKind, string>> = {
  number: 'A number',
  prefix: 'Numbers starting with',
  anonymous: 'Anonymous callers',
  international: 'Calls to a country',
};

export const DIRECTION_NAMES: Readonly<Record<Direction, string>> = {
  inbound: 'Incoming calls',
  outbound: 'Outgoing calls',
};

/** What a blocked caller hears (the account's option, and an end user's own). */
export const BLOCKED_CALL_ACTIONS = ['announcement', 'busy', 'hangup'] as const;
export type BlockedCallAction = (typeof BLOCKED_CALL_ACTIONS)[number];
export const BLOCKED_CALL_ACTION_NAMES: Readonly<Record<BlockedCallAction, string>> = {
  announcement: 'Play a message that the call is not accepted',
  busy: 'Play a busy tone',
  hangup: 'Hang up without a sound',
};

const KIND_MESSAGE = 'Choose what the rule blocks.';
const DIRECTION_MESSAGE = 'Choose incoming or outgoing calls.';
const label = z
  .string({ error: 'Enter a label.' })
  .trim()
  .max(80, { error: 'A label is at most 80 characters.' })
  .default('');

/** A rule as it is written (C-069, C-070, C-071); `ruleId` changes an existing one. */
export const callBlockRuleSchema = z
  .object({
    ruleId: rowIdSchema('A rule id is a whole number.').optional(),
    scope: z.enum(RULE_SCOPES, { error: 'Choose system, account or user.' }).default('account'),
    /** The extension a user rule belongs to (its id); only for scope user (a rule as read says null). */
    extensionId: rowIdSchema('Choose the extension.').nullish(),
    kind: z.enum(RULE_KINDS, { error: KIND_MESSAGE }),
    /** The number, the prefix or the country (two letters); empty for anonymous callers. */
    value: z
      .string({ error: 'Enter what to block.' })
      .trim()
      .max(40, { error: 'At most 40 characters.' })
      .default(''),
    direction: z.enum(DIRECTIONS, { error: DIRECTION_MESSAGE }).default('inbound'),
    enabled: z.boolean({ error: 'Say whether the rule is on.' }).default(true),
    label,
  })
  .check((ctx) => {
    const { kind, direction, scope, extensionId } = ctx.value;
    if (!KIND_DIRECTIONS[kind].includes(direction))
      ctx.issues.push({
        code: 'custom',
        message:
          kind === 'anonymous'
            ? 'Anonymous callers can only be blocked on incoming calls.'
            : 'A country can only be blocked for outgoing calls.',
        path: ['direction'],
        input: direction,
      });
    if (scope === 'user' && extensionId == null)
      ctx.issues.push({
        code: 'custom',
        message: 'Choose the extension.',
        path: ['extensionId'],
        input: null,
      });
  })
  .meta({
    id: 'CallBlockRule',
    description: 'A call-blocking rule: what it blocks, which way, and for whom.',
  });
export type CallBlockRuleInput = z.output<typeof callBlockRuleSchema>;

/** The account's international block rule (C-069): outgoing calls to one country. */
export const internationalBlockRuleSchema = z
  .object({
    ruleId: rowIdSchema('A rule id is a whole number.').optional(),
    countryCode: z
      .string({ error: 'Choose a country.' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, { error: 'Choose a country.' }),
    enabled: z.boolean({ error: 'Say whether the rule is on.' }).default(true),
    label,
  })
  .meta({
    id: 'InternationalBlockRule',
    description: 'Outgoing calls to one country, refused for the account.',
  });
export type InternationalBlockRuleInput = z.output<typeof internationalBlockRuleSchema>;

/** A rule as the platform answers it. */
export interface CallBlockRule {
  ruleId: number;
  scope: RuleScope;
  accountId: number | null;
  extensionId: number | null;
  /** The extension's number and its user's name, for user rules. */
  extension: string | null;
  ownerName: string | null;
  kind: RuleKind;
  /** Stored form: E.164 for a number, digits (and +) for a prefix, ISO code for a country. */
  value: string;
  direction: Direction;
  enabled: boolean;
  label: string;
}

const action = z.enum(BLOCKED_CALL_ACTIONS, { error: 'Choose what a blocked caller hears.' });

/** The account's options (C-072). */
export const callBlockOptionsSchema = z
  .object({ blockedCallAction: action })
  .meta({ id: 'CallBlockOptions', description: 'What a caller blocked by the account hears.' });
export type CallBlockOptions = z.output<typeof callBlockOptionsSchema>;

/** The account's master switch (C-073): off, no account or user rule blocks anything. */
export const masterSwitchSchema = z
  .object({ enabled: z.boolean({ error: 'Say whether call blocking is on.' }) })
  .meta({ id: 'CallBlockMasterSwitch', description: 'Turns all of the account’s call blocking on or off.' });
export type MasterSwitch = z.output<typeof masterSwitchSchema>;

/** An end user's own options for one extension (C-074). */
export const userCallBlockOptionsSchema = z
  .object({
    enabled: z.boolean({ error: 'Say whether your call blocking is on.' }),
    blockedCallAction: action,
  })
  .meta({ id: 'UserCallBlockOptions', description: 'An end user’s own call blocking on one extension.' });
export type UserCallBlockOptions = z.output<typeof userCallBlockOptionsSchema>;

const ruleIds = z
  .array(rowIdSchema('A rule id is a whole number.'), { error: 'Choose the rules.' })
  .min(1, { error: 'Choose at least one rule.' })
  .max(500, { error: 'At most 500 rules at once.' });

/** Bulk delete (C-484): all of these or none. */
export const ruleIdsSchema = z
  .object({ ruleIds: ruleIds })
  .meta({ id: 'CallBlockRuleIds', description: 'The rules a bulk call acts on; all or none.' });

/** Bulk toggle (C-485): all of these on or off, or none. */
export const ruleToggleSchema = z
  .object({ ruleIds: ruleIds, enabled: z.boolean({ error: 'Say whether the rules are on.' }) })
  .meta({ id: 'CallBlockRuleToggle', description: 'Turns rules on or off; all or none.' });

/** The account's blocking as the admin page reads it (C-482). */
export interface AccountCallBlocking {
  accountId: number;
  masterSwitch: boolean;
  options: CallBlockOptions;
  rules: CallBlockRule[];
}

/** One of an end user's extensions with their own options and rules (C-483). */
export interface UserExtensionBlocking {
  extensionId: number;
  extension: string;
  options: UserCallBlockOptions;
  rules: CallBlockRule[];
}

export interface UserCallBlocking {
  accountId: number;
  loginName: string;
  /** The account's master switch: off, none of these rules blocks anything. */
  masterSwitch: boolean;
  extensions: UserExtensionBlocking[];
}

/** A country an international rule can name (C-509). */
export interface CallCountry {
  code: string;
  name: string;
  callingCode: string;
}
