// Recording rules, end-user access to company recordings, recording privileges and the account's
// recording services (REC-01, REC-03; decision 0105). One schema per resource, shared by the
// server, the API reference and the portal's forms.
import { flagSchema, rowIdSchema } from './common';
import { z } from './zod';

/** Whose calls a rule records: every call of the account, or the users, queues or call groups named. */
export const RECORDING_SCOPES = ['account', 'users', 'queues', 'callGroups'] as const;
export type RecordingScope = (typeof RECORDING_SCOPES)[number];
export const RECORDING_SCOPE_NAMES: Readonly<Record<RecordingScope, string>> = {
  account: 'Every call of the account',
  users: 'Chosen users',
  queues: 'Chosen call queues',
  callGroups: 'Chosen call groups',
};

export const RECORDING_DIRECTIONS = ['inbound', 'outbound', 'both'] as const;
export type RecordingDirection = (typeof RECORDING_DIRECTIONS)[number];
export const RECORDING_DIRECTION_NAMES: Readonly<Record<RecordingDirection, string>> = {
  inbound: 'Incoming',
  outbound: 'Outgoing',
  both: 'Incoming and outgoing',
};

/** always: every call the rule covers; onDemand: when the person on the call presses record. */
export const RECORDING_MODES = ['always', 'onDemand'] as const;
export type RecordingMode = (typeof RECORDING_MODES)[number];
export const RECORDING_MODE_NAMES: Readonly<Record<RecordingMode, string>> = {
  always: 'Always',
  onDemand: 'On demand',
};

export const RETENTION_MIN_DAYS = 30;
export const RETENTION_MAX_DAYS = 3650;
export const RETENTION_DEFAULT_DAYS = 365;
export const RETENTION_MESSAGE = `Keep recordings between ${RETENTION_MIN_DAYS} and ${RETENTION_MAX_DAYS} days.`;
export const NAME_MAX = 80;

const retention = z
  .number({ error: RETENTION_MESSAGE })
  .int({ error: RETENTION_MESSAGE })
  .min(RETENTION_MIN_DAYS, { error: RETENTION_MESSAGE })
  .max(RETENTION_MAX_DAYS, { error: RETENTION_MESSAGE });

/** A rule as written (create, or the whole rule on update). */
export const recordingRuleInputSchema = z
  .object({
    name: z
      .string({ error: 'Enter a name.' })
      .trim()
      .min(1, { error: 'Enter a name.' })
      .max(NAME_MAX, { error: `A name is at most ${NAME_MAX} characters.` }),
    scope: z.enum(RECORDING_SCOPES, { error: 'Choose whose calls are recorded.' }),
    /** Users' ids (scope users), queues' or call groups' extension ids; none for scope account. */
    targetIds: z.array(rowIdSchema('Choose from the list.')).max(500).default([]),
    direction: z.enum(RECORDING_DIRECTIONS, { error: 'Choose incoming, outgoing or both.' }),
    mode: z.enum(RECORDING_MODES, { error: 'Choose always or on demand.' }).default('always'),
    /** The key of one of the account's recording-rule greetings (C-390), or null: no announcement. */
    announcementKey: z
      .string({ error: 'Choose an announcement.' })
      .trim()
      .min(1, { error: 'Choose an announcement.' })
      .max(60)
      .nullable()
      .default(null),
    retentionDays: retention.default(RETENTION_DEFAULT_DAYS),
    enabled: flagSchema('enabled').default(true),
  })
  .superRefine((rule, ctx) => {
    if (rule.scope !== 'account' && rule.targetIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['targetIds'], message: 'Choose at least one.' });
    if (rule.scope === 'account' && rule.targetIds.length > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['targetIds'],
        message: 'A rule for every call of the account names no one.',
      });
  })
  .meta({ id: 'RecordingRuleInput' });
export type RecordingRuleInput = z.output<typeof recordingRuleInputSchema>;
export type RecordingRuleDraft = z.input<typeof recordingRuleInputSchema>;

/** One of the people or extensions a rule names, with the name the list shows. */
export interface RecordingTarget {
  id: number;
  name: string;
  extension: string | null;
}

/** A rule as answered. */
export interface RecordingRule extends Omit<RecordingRuleInput, 'targetIds'> {
  recordingRuleId: number;
  accountId: number;
  position: number;
  targetIds: number[];
  targets: RecordingTarget[];
  createdAt: string;
  updatedAt: string;
}

const ruleId = rowIdSchema('Choose a recording rule.');

/**
 * The one call that creates, changes or deletes a rule (C-248): `operation` says which. Update
 * carries the whole rule, as the rule page sends it.
 */
export const recordingRuleCrudSchema = z
  .discriminatedUnion(
    'operation',
    [
      z.object({ operation: z.literal('create'), rule: recordingRuleInputSchema }),
      z.object({ operation: z.literal('update'), recordingRuleId: ruleId, rule: recordingRuleInputSchema }),
      z.object({ operation: z.literal('delete'), recordingRuleId: ruleId }),
    ],
    { error: 'operation is create, update or delete.' },
  )
  .meta({ id: 'RecordingRuleCrud' });
export type RecordingRuleCrud = z.output<typeof recordingRuleCrudSchema>;

/** The list's order and switches at once (C-264, C-046): every rule named, all or none. */
export const recordingRuleListSchema = z
  .object({
    items: z
      .array(
        z.object({
          recordingRuleId: ruleId,
          enabled: flagSchema('enabled').optional(),
          position: z.number({ error: 'A position is a whole number.' }).int().min(0).max(10_000).optional(),
        }),
      )
      .min(1, { error: 'Name at least one rule.' })
      .max(1000),
  })
  .meta({ id: 'RecordingRuleList' });
export type RecordingRuleListChange = z.output<typeof recordingRuleListSchema>;

/** End users' access to the company's recordings, not only their own (C-251, C-252). */
export const endUserAccessSchema = z
  .object({ enabled: flagSchema('enabled') })
  .meta({ id: 'EndUserCCRAccess' });
export type EndUserAccess = z.output<typeof endUserAccessSchema>;

/** What one user may do with recordings (C-270), and whose: their own, or the company's. */
export interface RecordingPrivileges {
  userId: number;
  scope: 'none' | 'own' | 'company';
  listen: boolean;
  download: boolean;
  comment: boolean;
  delete: boolean;
}

// ---- the account's recording services and their features (C-265..C-269) ----

export const RECORDING_SERVICES = {
  callRecording: {
    name: 'Call recording',
    features: {
      transcription: { name: 'Transcription', default: false },
      storageTier: { name: 'Storage tier', default: 'standard' },
      maxRetentionDays: { name: 'Longest retention (days)', default: RETENTION_MAX_DAYS },
    },
  },
} as const;
export type RecordingService = keyof typeof RECORDING_SERVICES;
export const RECORDING_SERVICE_IDS = Object.keys(RECORDING_SERVICES) as RecordingService[];
export const STORAGE_TIERS = ['standard', 'archive'] as const;

export const FEATURE_NAMES = ['transcription', 'storageTier', 'maxRetentionDays'] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];

/** Each feature's value: checked by its name. */
export const FEATURE_VALUES: Readonly<Record<FeatureName, z.ZodType>> = {
  transcription: flagSchema('A transcription feature'),
  storageTier: z.enum(STORAGE_TIERS, { error: 'Choose standard or archive storage.' }),
  maxRetentionDays: retention,
};

/** A feature added (C-267) or changed (C-269); the value is checked against its name. */
export const serviceFeatureSchema = z
  .object({
    featureName: z.enum(FEATURE_NAMES, { error: 'Choose a feature of this service.' }),
    value: z.unknown(),
  })
  .superRefine((f, ctx) => {
    const check = FEATURE_VALUES[f.featureName]?.safeParse(f.value);
    if (check && !check.success)
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: check.error.issues[0]?.message ?? 'Not a value.',
      });
  })
  .meta({ id: 'RecordingServiceFeature' });

/** A feature changed (C-269): the path names it. */
export const serviceFeatureValueSchema = z
  .object({ value: z.unknown() })
  .meta({ id: 'RecordingServiceFeatureValue' });

export interface ServiceFeature {
  featureName: FeatureName;
  name: string;
  value: unknown;
  /** false: the default, not set by the account. */
  isSet: boolean;
}

export interface AccountService {
  accountServiceId: RecordingService;
  name: string;
  features: ServiceFeature[];
}
