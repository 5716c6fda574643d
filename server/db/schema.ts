// The platform's data model. Every tenant-owned table carries account_id (the column a
// distributed Postgres such as Citus would shard by); accounts form the tenant tree.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** provider → partner → reseller → customer account. Id 1 is the platform home account. */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    /** provider | partner | reseller | customer */
    kind: text('kind').notNull(),
    /** free text from the billing system, e.g. 'Wholesaler Partner', 'White Label Partner', 'Business' */
    accountType: text('account_type').notNull().default('Business'),
    /** partner type of the account, e.g. 'ssu' for self-sign-up trials */
    partnerType: text('partner_type'),
    /** Active | Suspended | Cancelled | Pending | Demo (BILL-01) */
    status: text('status').notNull().default('Active'),
    countryCode: text('country_code').notNull().default('US'),
    locale: text('locale').notNull().default('en-us'),
    timeZone: text('time_zone').notNull().default('America/New_York'),
    zipCode: text('zip_code'),
    billingSystem: text('billing_system').notNull().default('standard'),
    isInternational: boolean('is_international').notNull().default(false),
    isEnterprise: boolean('is_enterprise').notNull().default(false),
    isCsp: boolean('is_csp').notNull().default(false),
    isCpq: boolean('is_cpq').notNull().default(false),
    isWhiteLabelPartner: boolean('is_white_label_partner').notNull().default(false),
    isIceberg: boolean('is_iceberg').notNull().default(false),
    fraudReview: boolean('fraud_review').notNull().default(false),
    /** e.g. ON_HOLD (BILL-01) */
    freeTrialStatus: text('free_trial_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accounts_parent_idx').on(t.parentId)],
);

/** One row per person; both the identity and the telephony views are read from it (USER-01). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    loginName: text('login_name').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    /** As the platform stores it: a room user's last name carries the ' -room-' marker (USER-02). */
    lastName: text('last_name').notNull(),
    /** Role id of core §3 (the primary membership). */
    roleId: integer('role_id').notNull(),
    /** END_USER on the wire; the platform has no other value (USER-02, USER-03). */
    userType: text('user_type').notNull().default('END_USER'),
    userStatusId: integer('user_status_id').notNull().default(1),
    blockAccess: boolean('block_access').notNull().default(false),
    sendEmail: boolean('send_email').notNull().default(true),
    updateMeWithAnnouncements: boolean('update_me_with_announcements').notNull().default(false),
    allowMainNumberMessaging: boolean('allow_main_number_messaging').notNull().default(false),
    allowEndUserOutboundCallerId: boolean('allow_end_user_outbound_caller_id').notNull().default(false),
    allowCallBlocking: boolean('allow_call_blocking').notNull().default(true),
    mobileTlsEnabled: boolean('mobile_tls_enabled').notNull().default(false),
    userMobileEncryptionEnabled: boolean('user_mobile_encryption_enabled').notNull().default(false),
    isEnable: boolean('is_enable').notNull().default(true),
    isImported: boolean('is_imported').notNull().default(false),
    secretQuestionId: integer('secret_question_id'),
    passwordHash: text('password_hash'),
    isExpiredPassword: boolean('is_expired_password').notNull().default(false),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_login_name_idx').on(sql`lower(${t.loginName})`),
    index('users_account_idx').on(t.accountId, t.lastName, t.firstName),
  ],
);

/** A user's role in an account: the primary one plus role contexts in other accounts (ROLE-07). */
export const roleMemberships = pgTable(
  'role_memberships',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    accountId: integer('account_id').notNull(),
    roleId: integer('role_id').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [index('role_memberships_user_idx').on(t.userId)],
);

/** Contact numbers of kinds D (default extension), M (mobile), H (home), F (fax) (USER-06). */
export const contactNumbers = pgTable(
  'contact_numbers',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    userId: integer('user_id').notNull(),
    kind: text('kind').notNull(),
    number: text('number').notNull(),
  },
  (t) => [index('contact_numbers_user_idx').on(t.userId)],
);

/** An extension (device kit). Its id is the kitId / deviceKitId of the catalogue (USER-07). */
export const extensions = pgTable(
  'extensions',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    userId: integer('user_id'),
    extensionNumber: text('extension_number').notNull(),
    /** Extension | Virtual Extension | Call Group | Call Queue | Conference | Auto Attendant | Page Group | FAX | ... */
    extensionType: text('extension_type').notNull(),
    servicePlan: text('service_plan').notNull(),
    userName: text('user_name').notNull(),
    provisionCode: text('provision_code'),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [
    uniqueIndex('extensions_account_number_idx').on(t.accountId, t.extensionNumber),
    index('extensions_user_idx').on(t.userId),
  ],
);

export const emergencyLocations = pgTable(
  'emergency_locations',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    name: text('name').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    region: text('region'),
    postalCode: text('postal_code').notNull(),
    countryCode: text('country_code').notNull(),
    /** provisioned | provisioning */
    status: text('status').notNull().default('provisioned'),
  },
  (t) => [index('emergency_locations_account_idx').on(t.accountId)],
);

/** A desk phone, softphone or app (DEV-01). */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    name: text('name').notNull(),
    macAddress: text('mac_address'),
    model: text('model'),
    extensionId: integer('extension_id'),
    loggedInUserId: integer('logged_in_user_id'),
  },
  (t) => [index('devices_account_idx').on(t.accountId)],
);

export const lines = pgTable(
  'lines',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    deviceId: integer('device_id').notNull(),
    clientId: text('client_id'),
    sipId: text('sip_id').notNull(),
    e911LocationId: integer('e911_location_id'),
    extensionId: integer('extension_id'),
    /** desktop | mobile | mobileconnect, or null for a desk phone line */
    appType: text('app_type'),
  },
  (t) => [index('lines_device_idx').on(t.deviceId)],
);

/** NUM-01 */
export const phoneNumbers = pgTable(
  'phone_numbers',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    phoneNumber: text('phone_number').notNull(),
    country: text('country').notNull(),
    productNumber: text('product_number'),
    providerName: text('provider_name').notNull().default('Switchboard Carrier'),
    initialAssign: text('initial_assign'),
    callerId: text('caller_id'),
    customTag: text('custom_tag'),
    backupNumber: text('backup_number'),
    /** Available | Assigned | Reserved | Porting | ... */
    status: text('status').notNull().default('Available'),
    isTollFree: boolean('is_toll_free').notNull().default(false),
    extensionId: integer('extension_id'),
  },
  (t) => [
    uniqueIndex('phone_numbers_number_idx').on(t.phoneNumber),
    index('phone_numbers_account_idx').on(t.accountId, t.phoneNumber),
  ],
);

/** Call detail records for the calls reports. */
export const callRecords = pgTable(
  'call_records',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    userId: integer('user_id'),
    extensionId: integer('extension_id'),
    /** inbound | outbound | internal */
    direction: text('direction').notNull(),
    fromNumber: text('from_number').notNull(),
    toNumber: text('to_number').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    /** answered | missed | voicemail | busy */
    result: text('result').notNull(),
  },
  (t) => [index('call_records_user_idx').on(t.userId, t.startedAt)],
);

/**
 * Opaque tokens, stored as SHA-256 hashes. Refresh tokens of one sign-in share a family;
 * presenting a refresh token twice revokes the family (reuse detection).
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    /** access | refresh */
    kind: text('kind').notNull(),
    userId: integer('user_id').notNull(),
    /** The account the session acts on (its own, or a child after a swap). */
    accountId: integer('account_id').notNull(),
    clientId: text('client_id').notNull(),
    familyId: text('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_idx').on(t.tokenHash),
    index('auth_tokens_family_idx').on(t.familyId),
  ],
);

/** The session a sign-in opens: what keep-alive extends (AUTH-09). */
export const sessions = pgTable('sessions', {
  familyId: text('family_id').primaryKey(),
  userId: integer('user_id').notNull(),
  accountId: integer('account_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every write leaves one (ROLE-07, RPT-03). */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    actorUserId: integer('actor_user_id'),
    /** The actor's own account when acting in another (after a swap). */
    actorAccountId: integer('actor_account_id'),
    /** 1..9: user, room, extension, admin, host, analytics, access control, error, all (RPT-03) */
    eventKind: integer('event_kind').notNull(),
    action: text('action').notNull(),
    detail: jsonb('detail').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_events_account_idx').on(t.accountId, t.createdAt)],
);

/** Small key/value facts about the database itself (seed version, etc.). */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
