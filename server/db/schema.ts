// The platform's data model. Every tenant-owned table carries account_id (the column a
// distributed Postgres such as Citus would shard by); accounts form the tenant tree.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
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
    /** An account with child accounts cannot be deleted (RESTRICT). */
    parentId: integer('parent_id').references((): AnyPgColumn => accounts.id, { onDelete: 'restrict' }),
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
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The user as an item of the users list (JSON text, with the user's extensions), written by
     * the database itself on every write to the user or to an extension (migration 0010): a
     * page of the list joins these texts instead of building 750 objects per request.
     */
    listItem: text('list_item'),
  },
  (t) => [
    uniqueIndex('users_login_name_idx').on(sql`lower(${t.loginName})`),
    // One per sort of the users list (issue 12): a page is read in order from the index, then
    // stops, instead of sorting every user of the account. The row id breaks ties.
    index('users_account_idx').on(t.accountId, t.lastName, t.id),
    index('users_account_first_name_idx').on(t.accountId, t.firstName, t.id),
    index('users_account_login_name_idx').on(t.accountId, t.loginName, t.id),
    index('users_account_email_idx').on(t.accountId, t.email, t.id),
    index('users_account_role_idx').on(t.accountId, t.roleId, t.id),
  ],
);

/** A user's role in an account: the primary one plus role contexts in other accounts (ROLE-07). */
export const roleMemberships = pgTable(
  'role_memberships',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    roleId: integer('role_id').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [
    index('role_memberships_user_idx').on(t.userId),
    index('role_memberships_account_idx').on(t.accountId, t.userId),
  ],
);

/** Contact numbers of kinds D (default extension), M (mobile), H (home), F (fax) (USER-06). */
export const contactNumbers = pgTable(
  'contact_numbers',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The extensions of a user go with the user (CASCADE). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    extensionNumber: text('extension_number').notNull(),
    /** Extension | Virtual Extension | Call Group | Call Queue | Conference | Auto Attendant | Page Group | FAX | ... */
    extensionType: text('extension_type').notNull(),
    servicePlan: text('service_plan').notNull(),
    userName: text('user_name').notNull(),
    provisionCode: text('provision_code'),
    isDefault: boolean('is_default').notNull().default(false),
    /** International calls refused from this extension (C-162, CALL-05, CALL-07). */
    blockInternational: boolean('block_international').notNull().default(false),
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
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    region: text('region'),
    postalCode: text('postal_code').notNull(),
    countryCode: text('country_code').notNull(),
    /**
     * provisioned | provisioning. A 'provisioning' row is being provisioned until
     * provisioning_until (the platform clock; null: until changed), provisioned after (issue 19).
     */
    status: text('status').notNull().default('provisioned'),
    // ── emergency locations (issue 19): added columns ──
    /** The second address line (suite, floor, unit). */
    street2: text('street2'),
    /** The street's predirectional (N, SW, ...) when kept apart from the street (CFG-03). */
    predirectional: text('predirectional'),
    /** When a new location's provisioning ends (decision 0101). */
    provisioningUntil: timestamp('provisioning_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('emergency_locations_account_idx').on(t.accountId),
    index('emergency_locations_account_name_idx').on(t.accountId, t.name, t.id),
  ],
);

/** A desk phone, softphone or app (DEV-01). */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Upper case, colon-separated (DEV-02): 00:1A:2B:3C:4D:5E. Unique across every account. */
    macAddress: text('mac_address'),
    /** The make's name of a provisioning model (Yealink, Polycom, ...), or null for an app. */
    make: text('make'),
    model: text('model'),
    /** deskphone | softphone | mobile (an app on a phone) */
    kind: text('kind').notNull().default('deskphone'),
    /** A device stays when its extension goes (SET NULL). */
    extensionId: integer('extension_id').references(() => extensions.id, { onDelete: 'set null' }),
    loggedInUserId: integer('logged_in_user_id').references(() => users.id, { onDelete: 'set null' }),
    loggedInAt: timestamp('logged_in_at', { withTimezone: true }),
    /** The phone's own admin password (C-452), written into its configuration file; never answered. */
    devicePassword: text('device_password'),
    /** The user name a phone fetches its configuration with (HTTP basic or digest). */
    provisioningUser: text('provisioning_user'),
    /** MD5(user:realm:password), what digest and basic both check against; the password is not kept. */
    provisioningHa1: text('provisioning_ha1'),
    lastProvisionedAt: timestamp('last_provisioned_at', { withTimezone: true }),
    lastProvisionedFrom: text('last_provisioned_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('devices_account_idx').on(t.accountId),
    index('devices_account_name_idx').on(t.accountId, t.name, t.id),
    uniqueIndex('devices_mac_idx').on(t.macAddress),
    index('devices_extension_idx').on(t.extensionId),
    // Each key a delete follows gets an index (decision 0077): PostgreSQL adds none.
    index('devices_logged_in_user_idx').on(t.loggedInUserId),
  ],
);

export const lines = pgTable(
  'lines',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    clientId: text('client_id'),
    sipId: text('sip_id').notNull(),
    /** The SIP password the phone registers with (DEV-05): written into its configuration file, answered once on reset. */
    sipPassword: text('sip_password'),
    /** An emergency location that lines use cannot be deleted (RESTRICT). */
    e911LocationId: integer('e911_location_id').references(() => emergencyLocations.id, {
      onDelete: 'restrict',
    }),
    extensionId: integer('extension_id').references(() => extensions.id, { onDelete: 'set null' }),
    /** desktop | mobile | mobileconnect, or null for a desk phone line */
    appType: text('app_type'),
    /** The line's key on the phone, from 1. */
    position: integer('position').notNull().default(1),
    /** The last SIP REGISTER seen for the line (registration status); null: never registered. */
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    registrationExpiresAt: timestamp('registration_expires_at', { withTimezone: true }),
    registeredFrom: text('registered_from'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('lines_device_idx').on(t.deviceId),
    index('lines_account_idx').on(t.accountId, t.id),
    uniqueIndex('lines_sip_id_idx').on(t.sipId),
    index('lines_extension_idx').on(t.extensionId),
    index('lines_e911_location_idx').on(t.e911LocationId),
  ],
);

/** Hoteling settings of an account (C-437/438) and its device-platform state (C-090, C-462, C-465). */
export const hotelingSettings = pgTable('hoteling_settings', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(true),
  /** A hot-desk login ends after this many minutes; null: at the user's log out only. */
  autoLogoutMinutes: integer('auto_logout_minutes'),
  /** legacy | migrating | iceberg-devices */
  migrationPhase: text('migration_phase').notNull().default('legacy'),
  /** The next SIP id's sequence number of the account. */
  nextSipSeq: integer('next_sip_seq').notNull().default(1),
});

/** The provisioning models phones are made in (DEV-03); the same list for every account. */
export const provisioningModels = pgTable('provisioning_models', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  partnerNumber: text('partner_number'),
  provisionModel: text('provision_model').notNull(),
  autoProvisionModel: text('auto_provision_model'),
  numOfLines: integer('num_of_lines'),
  description: text('description'),
  makeName: text('make_name').notNull(),
  makeDescription: text('make_description'),
  /** yealink (.cfg) | polycom (.xml) | none: which configuration file the phone fetches. */
  fileFormat: text('file_format').notNull().default('none'),
  /** Countries the model may be sold in for VDP (C-469), ISO codes. */
  countries: jsonb('countries').$type<string[]>().notNull().default([]),
});

/** Settings of a phone by account, MAC and model (C-091/092, C-463/464, C-470), merged into its file. */
export const phoneConfigurations = pgTable(
  'phone_configurations',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    macAddress: text('mac_address').notNull(),
    model: text('model').notNull(),
    settings: jsonb('settings').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [uniqueIndex('phone_configurations_key_idx').on(t.accountId, t.macAddress, t.model)],
);

/** Extra properties of a SIP handset (C-171/172, C-467/468), by account and MAC. */
export const sipHandsetProps = pgTable(
  'sip_handset_props',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    macAddress: text('mac_address').notNull(),
    props: jsonb('props').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [uniqueIndex('sip_handset_props_key_idx').on(t.accountId, t.macAddress)],
);

/** Busy-lamp-field keys of a device (C-458): which extension each key watches. */
export const deviceBlfKeys = pgTable(
  'device_blf_keys',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    extensionId: integer('extension_id')
      .notNull()
      .references(() => extensions.id, { onDelete: 'cascade' }),
    label: text('label'),
  },
  (t) => [
    uniqueIndex('device_blf_keys_position_idx').on(t.deviceId, t.position),
    index('device_blf_keys_extension_idx').on(t.extensionId),
    index('device_blf_keys_account_idx').on(t.accountId),
  ],
);

/** NUM-01 */
/**
 * NUM-06: a number not of the excluded prefixes, as the numbers reads filter and the list's
 * partial indexes are built (decision 0089): the same text in both, constants only.
 */
export const NOT_EXCLUDED_SQL = `left(phone_number, 4) not in ('6113', '6118', '6119')`;

export const phoneNumbers = pgTable(
  'phone_numbers',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    country: text('country').notNull(),
    productNumber: text('product_number'),
    providerName: text('provider_name').notNull().default('Switchboard Carrier'),
    initialAssign: text('initial_assign'),
    callerId: text('caller_id'),
    /** The caller-id name (CNAM) shown with calls from the number (changeCallerIdName). */
    callerIdName: text('caller_id_name'),
    /** The name of one of the account's custom tags (custom_tags), or none. */
    customTag: text('custom_tag'),
    backupNumber: text('backup_number'),
    /** Available | Assigned | Reserved | Porting | ... */
    status: text('status').notNull().default('Available'),
    isTollFree: boolean('is_toll_free').notNull().default(false),
    /**
     * A number stays when its extension goes (SET NULL), and goes back to Available: a trigger on
     * the extension's delete (migration 0011, decision 0077).
     */
    extensionId: integer('extension_id').references(() => extensions.id, { onDelete: 'set null' }),
    /**
     * The number of the extension `extension_id` names, kept by triggers (migration 0020, decision
     * 0089): set from the extension when extension_id is written, whoever writes it, and changed
     * when the extension is renumbered. The list sorts and filters by it without a join.
     */
    extensionNumber: text('extension_number'),
  },
  (t) => [
    uniqueIndex('phone_numbers_number_idx').on(t.phoneNumber),
    index('phone_numbers_account_idx').on(t.accountId, t.phoneNumber),
    index('phone_numbers_extension_idx').on(t.extensionId),
    // The list's sorts (decision 0089): one per sort column, the id last as listOrder sorts, so a
    // page of any order is an index scan of the account's rows; partial (NUM-06), so that a count
    // or a deep offset reads the index alone.
    // The number's order also carries what a keyword search tests beside the number (decision
    // 0128): the two text columns the free keyword reads, the country and the service type. A
    // keyword's page in number order and the count of a keyword that matches most of the account
    // test each entry from the index alone, without reading its row. After the id they change
    // no order.
    index('phone_numbers_sort_number_idx')
      .on(t.accountId, t.phoneNumber, t.id, t.callerIdName, t.customTag, t.country, t.isTollFree)
      .where(sql.raw(NOT_EXCLUDED_SQL)),
    index('phone_numbers_sort_status_idx').on(t.accountId, t.status, t.id).where(sql.raw(NOT_EXCLUDED_SQL)),
    index('phone_numbers_sort_provider_idx')
      .on(t.accountId, t.providerName, t.id)
      .where(sql.raw(NOT_EXCLUDED_SQL)),
    index('phone_numbers_sort_tag_idx').on(t.accountId, t.customTag, t.id).where(sql.raw(NOT_EXCLUDED_SQL)),
    index('phone_numbers_sort_caller_id_idx')
      .on(t.accountId, t.callerId, t.id)
      .where(sql.raw(NOT_EXCLUDED_SQL)),
    index('phone_numbers_sort_caller_name_idx')
      .on(t.accountId, t.callerIdName, t.id)
      .where(sql.raw(NOT_EXCLUDED_SQL)),
    index('phone_numbers_sort_initial_assign_idx')
      .on(t.accountId, t.initialAssign, t.id)
      .where(sql.raw(NOT_EXCLUDED_SQL)),
    index('phone_numbers_sort_country_idx').on(t.accountId, t.country, t.id).where(sql.raw(NOT_EXCLUDED_SQL)),
    index('phone_numbers_sort_product_idx')
      .on(t.accountId, t.productNumber, t.id)
      .where(sql.raw(NOT_EXCLUDED_SQL)),
    index('phone_numbers_sort_backup_idx')
      .on(t.accountId, t.backupNumber, t.id)
      .where(sql.raw(NOT_EXCLUDED_SQL)),
    index('phone_numbers_sort_extension_idx')
      .on(t.accountId, t.extensionNumber, t.id)
      .where(sql.raw(NOT_EXCLUDED_SQL)),
    // The toll-free numbers (2% of an account) in number order: the list's toll-free filter pages
    // them without walking the account's local numbers; their count is kept (phone_number_counts).
    index('phone_numbers_toll_free_idx')
      .on(t.accountId, t.phoneNumber, t.id)
      .where(sql.raw(`is_toll_free and ${NOT_EXCLUDED_SQL}`)),
    // ---- Numbers search (decision 0124) ----
    // A page narrowed by one status, provider or tag in the list's default order (the number):
    // its ids from the index alone, instead of walking the account's numbers in number order and
    // reading each row to test the filter (14,000 rows read for a tag on 5% of the account).
    index('phone_numbers_status_number_idx')
      .on(t.accountId, t.status, t.phoneNumber, t.id)
      .where(sql.raw(NOT_EXCLUDED_SQL)),
    index('phone_numbers_provider_number_idx')
      .on(t.accountId, t.providerName, t.phoneNumber, t.id)
      .where(sql.raw(NOT_EXCLUDED_SQL)),
    index('phone_numbers_tag_number_idx')
      .on(t.accountId, t.customTag, t.phoneNumber, t.id)
      .where(sql.raw(NOT_EXCLUDED_SQL)),
    // The keyword's "contains" (decision 0089): trigram indexes of the columns the free keyword
    // reads, so that counting a match reads the rows that match, not the account's every row.
    // pg_trgm is created by migration 0020 and loaded into PGlite by server/db/client.ts.
    index('phone_numbers_trgm_number_idx')
      .using('gin', t.phoneNumber.op('gin_trgm_ops'))
      .where(sql.raw(NOT_EXCLUDED_SQL)),
    index('phone_numbers_trgm_caller_name_idx')
      .using('gin', t.callerIdName.op('gin_trgm_ops'))
      .where(sql.raw(NOT_EXCLUDED_SQL)),
    index('phone_numbers_trgm_tag_idx')
      .using('gin', t.customTag.op('gin_trgm_ops'))
      .where(sql.raw(NOT_EXCLUDED_SQL)),
  ],
);

/**
 * Each account's numbers counted (decision 0089): all, and toll-free, leaving out the excluded
 * prefixes (NUM-06). Kept by statement triggers on phone_numbers (migration 0018), so the list's
 * total without a filter and C-336 read one row instead of counting 100,000.
 */
export const phoneNumberCounts = pgTable('phone_number_counts', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  total: integer('total').notNull().default(0),
  tollFree: integer('toll_free').notNull().default(0),
});

/**
 * Each account's numbers counted by status (decision 0089), all and toll-free, the excluded
 * prefixes left out (NUM-06). Kept by statement triggers like phone_number_counts (migration
 * 0020), so that a page filtered by status alone (`available` is most of an account) answers its
 * total from a few rows instead of counting the account's numbers.
 */
export const phoneNumberStatusCounts = pgTable(
  'phone_number_status_counts',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    total: integer('total').notNull().default(0),
    tollFree: integer('toll_free').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.status] })],
);

/**
 * Each account's numbers counted by provider and by custom tag (decision 0089, migration 0025),
 * kept by triggers as the counts by status are: the list's total when it is narrowed by one of
 * them alone. Untagged numbers have no row.
 */
export const phoneNumberProviderCounts = pgTable(
  'phone_number_provider_counts',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    providerName: text('provider_name').notNull(),
    total: integer('total').notNull().default(0),
    tollFree: integer('toll_free').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.providerName] })],
);
export const phoneNumberTagCounts = pgTable(
  'phone_number_tag_counts',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    customTag: text('custom_tag').notNull(),
    total: integer('total').notNull().default(0),
    tollFree: integer('toll_free').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.customTag] })],
);

/** Call detail records for the calls reports. */
export const callRecords = pgTable(
  'call_records',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Call history stays when its user or extension goes (SET NULL). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    extensionId: integer('extension_id').references(() => extensions.id, { onDelete: 'set null' }),
    /** inbound | outbound | internal */
    direction: text('direction').notNull(),
    fromNumber: text('from_number').notNull(),
    toNumber: text('to_number').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    /** answered | missed | voicemail | busy */
    result: text('result').notNull(),
  },
  (t) => [
    index('call_records_user_idx').on(t.userId, t.startedAt),
    // The reports read a period of an account's calls from this index alone (index-only scans:
    // the columns they count and sum ride along; decision 0106).
    index('call_records_account_idx').on(
      t.accountId,
      t.startedAt,
      t.direction,
      t.result,
      t.durationSeconds,
      t.userId,
    ),
    // A queue's or group's members' calls in a period (decision 0106).
    index('call_records_extension_idx').on(t.extensionId, t.startedAt),
  ],
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The account the session acts on (its own, or a child after a swap). */
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    familyId: text('family_id')
      .notNull()
      .references(() => sessions.familyId, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_idx').on(t.tokenHash),
    index('auth_tokens_family_idx').on(t.familyId),
    index('auth_tokens_expires_idx').on(t.expiresAt),
    index('auth_tokens_user_idx').on(t.userId),
  ],
);

/** The session a sign-in opens: what keep-alive extends (AUTH-09). */
export const sessions = pgTable(
  'sessions',
  {
    familyId: text('family_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * While the session acts under an assumed role (C-205, decision 0108): the role, whose
     * permissions bound the caller's own, and when it ends; the session then acts on its home
     * account again. Null for a session of one's own (and after a swap).
     */
    assumedRoleId: integer('assumed_role_id'),
    assumedUntil: timestamp('assumed_until', { withTimezone: true }),
  },
  (t) => [index('sessions_expires_idx').on(t.expiresAt), index('sessions_user_idx').on(t.userId)],
);

/**
 * Failed sign-ins, counted per login name, per client address, and per the pair of both
 * (decision 0045). Shared by every server on the database, so replicas throttle alike.
 */
export const signInThrottles = pgTable(
  'sign_in_throttles',
  {
    /** 'login:<lower-case login name>', 'address:<ip>' or 'pair:<ip> <lower-case login name>' */
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    /** No password is checked for this key before then (429 with Retry-After). */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [index('sign_in_throttles_last_failure_idx').on(t.lastFailureAt)],
);

/**
 * The keys the server signs its tokens with (id_token, gateway tokens), one row per key, created
 * at first start and rotated by `npm run keys:rotate` (decision 0080). Every replica reads the
 * same keys, so a token one signs verifies on another and after a restart.
 */
export const signingKeys = pgTable('signing_keys', {
  /** The key id a token names in its header (kid). */
  kid: text('kid').primaryKey(),
  /** 32 random bytes, base64url. */
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** Set when a newer key took over signing; the key still verifies until verify_until. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
  verifyUntil: timestamp('verify_until', { withTimezone: true }),
  /** The RS256 key pair of the id_tokens (decision 0117), JWK JSON; the public half is published at jwks_uri. */
  privateJwk: text('private_jwk'),
  publicJwk: text('public_jwk'),
});

/**
 * Requests counted per client and rule in fixed windows (decision 0081), so that every replica on
 * the database limits alike. Old windows are purged as new ones open.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    /** '<rule>:<client address>', e.g. 'sign-in:203.0.113.9' */
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('rate_limit_hits_window_idx').on(t.windowStart),
  ],
);

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
    /**
     * What the event changed when it is one thing a page shows the history of ('number:<digits>'
     * for a phone number), so that history is one indexed read.
     */
    subject: text('subject'),
  },
  (t) => [
    index('audit_events_account_idx').on(t.accountId, t.createdAt),
    index('audit_events_subject_idx').on(t.subject, t.createdAt).where(sql`subject is not null`),
  ],
);

/** Small key/value facts about the database itself (seed version, etc.). */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * A number per account and list that grows with every write to the rows the list shows (database
 * triggers on users and extensions, migration 0009): whatever writes them, on any server. An
 * answer kept for one version is the answer until the version moves (server/http/listCache.ts).
 */
export const listVersions = pgTable(
  'list_versions',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    list: text('list').notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.list] })],
);

// ---- Users and extensions area (issue 5) ----

/** Every e-mail the platform sends is written here first, so nothing is sent silently. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** What was sent stays when its recipient goes (SET NULL). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** newUser | pinReset | passwordReset | mfaCode | invoice | billingSummary */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Set when handed to SMTP (SMTP_URL); stays null when only recorded. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sendError: text('send_error'),
    /** The dispatcher (server instance) sending it now, and until when its claim holds (decision 0079). */
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
  },
  (t) => [index('outbox_account_idx').on(t.accountId, t.id), index('outbox_user_idx').on(t.userId)],
);

/** A long job of a registered kind (server/jobs, decision 0076), polled by task id. */
export const bulkTasks = pgTable(
  'bulk_tasks',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** A JobKind (src/domain/jobKinds.ts) */
    kind: text('kind').notNull(),
    /** queued | running | done | partial | failed */
    status: text('status').notNull().default('queued'),
    total: integer('total').notNull(),
    processed: integer('processed').notNull().default(0),
    succeeded: integer('succeeded').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** Rows a rule refused (with its reason); apart from `failed`, rows that could not be run. */
    refused: integer('refused').notNull().default(0),
    /** Who started it; a task outlives its starter (SET NULL), and then acts for no one. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The server instance running it now, and until when its lease holds unless renewed (decision 0079). */
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** What every row of the task does, when that is the same for all (a bulk change's change). */
    params: jsonb('params'),
  },
  (t) => [
    index('bulk_tasks_account_idx').on(t.accountId, t.id),
    index('bulk_tasks_status_idx').on(t.status, t.id),
    index('bulk_tasks_created_by_idx').on(t.createdBy),
  ],
);

/** One input row of a bulk task and its outcome; a failed row never loses the others. */
export const bulkTaskRows = pgTable(
  'bulk_task_rows',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    taskId: integer('task_id')
      .notNull()
      .references(() => bulkTasks.id, { onDelete: 'cascade' }),
    /** The row's number in what the caller sent (1-based, as a person counts CSV rows). */
    rowNumber: integer('row_number').notNull(),
    input: jsonb('input').notNull(),
    /** pending | ok | error */
    status: text('status').notNull().default('pending'),
    message: text('message'),
    /**
     * The id of the row the outcome is about (the user a row created or acted on): which table is
     * the job kind's to say, so no foreign key (decision 0076).
     */
    subjectId: integer('subject_id'),
  },
  (t) => [index('bulk_task_rows_task_idx').on(t.taskId, t.rowNumber)],
);

/** An account's custom tags for its phone numbers (NUM-07, C-101, C-102, C-108, C-109). */
export const customTags = pgTable(
  'custom_tags',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('custom_tags_account_name_idx').on(t.accountId, sql`lower(${t.name})`)],
);

/** A port of numbers in from another carrier (NUM-07: LNP orders and the LNP report). */
export const lnpOrders = pgTable(
  'lnp_orders',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    orderNumber: text('order_number').notNull(),
    /** Submitted | FOC Received | Complete | Rejected | Cancelled */
    status: text('status').notNull(),
    losingCarrier: text('losing_carrier').notNull(),
    /** The numbers being ported, as digits. */
    numbers: jsonb('numbers').notNull().default([]),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    /** The firm order commitment date the losing carrier gave. */
    focDate: timestamp('foc_date', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
  },
  (t) => [index('lnp_orders_account_idx').on(t.accountId, t.submittedAt)],
);

/** A user's personal phone book (USER-08, USER-09). */
export const phonebookRecords = pgTable(
  'phonebook_records',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phoneNumber: text('phone_number').notNull(),
  },
  (t) => [index('phonebook_records_user_idx').on(t.userId, t.name)],
);

/** Per-user sign-in security settings (cat §7.1 security/settings). */
export const userSecuritySettings = pgTable('user_security_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  mfaRequired: boolean('mfa_required').notNull().default(false),
  passwordNeverExpires: boolean('password_never_expires').notNull().default(false),
  /** Minutes of inactivity before the session ends; null uses the account's default. */
  sessionTimeoutMinutes: integer('session_timeout_minutes'),
});

// ---- Roles, permissions and tenancy (issue 4) ----

/**
 * A role's permission keys (ROLE-04). Rows with no account are the platform's built-in roles,
 * seeded from defaultPermissions; a row with an account overrides a built-in role there (PUT
 * permissions) or defines a custom role of that account (POST role).
 */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    id: serial('id').primaryKey(),
    /** null: the platform's built-in definition */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    roleId: integer('role_id').notNull(),
    name: text('name').notNull(),
    /** PermissionKey[] */
    permissions: jsonb('permissions').notNull().$type<string[]>().default([]),
    isCustom: boolean('is_custom').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('role_permissions_account_role_idx').on(sql`coalesce(${t.accountId}, 0)`, t.roleId),
    index('role_permissions_account_idx').on(t.accountId, t.roleId),
  ],
);

/** Account trust (ROLE-07): administrators of the trusted account may act on the trusting one. */
export const accountTrusts = pgTable(
  'account_trusts',
  {
    id: serial('id').primaryKey(),
    /** The account that gives access (tenant key). */
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    trustedAccountId: integer('trusted_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Who gave the trust: refused to delete while the trust stands (RESTRICT, decision 0077). */
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('account_trusts_pair_idx').on(t.accountId, t.trustedAccountId),
    index('account_trusts_trusted_idx').on(t.trustedAccountId),
    index('account_trusts_created_by_idx').on(t.createdBy),
  ],
);

/** A parent account's grant of one managed child account to one of its users (ROLE-07). */
export const childAccessGrants = pgTable(
  'child_access_grants',
  {
    id: serial('id').primaryKey(),
    /** The parent account that grants (tenant key). */
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    childAccountId: integer('child_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who gave the grant: refused to delete while the grant stands (RESTRICT, decision 0077). */
    grantedBy: integer('granted_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('child_access_grants_user_child_idx').on(t.userId, t.childAccountId),
    index('child_access_grants_account_idx').on(t.accountId),
    index('child_access_grants_child_idx').on(t.childAccountId),
    index('child_access_grants_granted_by_idx').on(t.grantedBy),
  ],
);

/**
 * Single sign-on (AUTH-07): an authorization code, single-use and short-lived, bound to the
 * client, the redirect URI and the PKCE challenge. Its exchange leaves a one-time token for the
 * user-info call, which opens the platform session. Both are kept only as SHA-256 hashes.
 */
export const authorizationCodes = pgTable(
  'authorization_codes',
  {
    id: serial('id').primaryKey(),
    codeHash: text('code_hash').notNull(),
    clientId: text('client_id').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    /** BASE64URL(SHA-256(code_verifier)); the method is always S256. */
    codeChallenge: text('code_challenge').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the code was exchanged; a second exchange is refused. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The access token the exchange answered, for GET /oauth2/userinfo. */
    accessTokenHash: text('access_token_hash'),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }),
    /** When user info opened the platform session with that token. */
    userInfoAt: timestamp('user_info_at', { withTimezone: true }),
    /** The session user info opened: ended if the code is presented again. */
    sessionFamilyId: text('session_family_id').references(() => sessions.familyId, { onDelete: 'set null' }),
    /** OpenID Connect (decision 0117): the request's nonce, put in the id_token, and its scope. */
    nonce: text('nonce'),
    scope: text('scope'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('authorization_codes_hash_idx').on(t.codeHash),
    uniqueIndex('authorization_codes_access_idx').on(t.accessTokenHash),
    index('authorization_codes_account_idx').on(t.accountId),
    index('authorization_codes_user_idx').on(t.userId),
    index('authorization_codes_session_idx').on(t.sessionFamilyId),
  ],
);

// ---- Call handling (issue 18, decisions 0091 and 0092) ----
// Queues, call groups, paging groups and auto-attendants are extensions (their numbers are
// dialled); each has one settings row keyed by its extension id. A destination column holds a
// `Destination` of src/domain/schemas/callFlow.ts ({ kind, id } | { kind: 'outside', number } |
// { kind: 'hangup' }).

/** A call queue's settings (CALL-01); the queue is an extension of type Call Queue. */
export const callQueues = pgTable(
  'call_queues',
  {
    extensionId: integer('extension_id')
      .primaryKey()
      .references(() => extensions.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** ringAll | roundRobin | longestIdle | linear | fewestCalls */
    strategy: text('strategy').notNull().default('ringAll'),
    maxWaitSeconds: integer('max_wait_seconds').notNull().default(300),
    /** The most callers waiting; the next overflows at once. Null: no limit. */
    maxCallers: integer('max_callers'),
    overflow: jsonb('overflow').notNull(),
    noAgents: jsonb('no_agents').notNull(),
    /** The queue's place among the account's queues (callQueuePriority): 1 is served first. */
    priority: integer('priority').notNull().default(1),
  },
  (t) => [index('call_queues_account_idx').on(t.accountId, t.priority)],
);

/** An agent of a queue, in ring order (position 1 first), logged in or out (the live toggle). */
export const callQueueAgents = pgTable(
  'call_queue_agents',
  {
    queueId: integer('queue_id')
      .notNull()
      .references(() => callQueues.extensionId, { onDelete: 'cascade' }),
    agentId: integer('agent_id')
      .notNull()
      .references(() => extensions.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    loggedIn: boolean('logged_in').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.queueId, t.agentId] }),
    index('call_queue_agents_agent_idx').on(t.agentId),
  ],
);

/**
 * A call waiting in a queue now (the real-time status). No phone system is attached: the seed
 * and the demo place calls here, and the live-status calls read and reorder them.
 */
export const callQueueCalls = pgTable(
  'call_queue_calls',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    queueId: integer('queue_id')
      .notNull()
      .references(() => callQueues.extensionId, { onDelete: 'cascade' }),
    callerNumber: text('caller_number').notNull(),
    callerName: text('caller_name'),
    /** When it joined the queue. */
    since: timestamp('since', { withTimezone: true }).notNull(),
    /** Higher is answered first; equal priorities in order of arrival (the live call-priority call). */
    priority: integer('priority').notNull().default(0),
    /** The agent talking to it; null while it waits. */
    agentId: integer('agent_id').references(() => extensions.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('call_queue_calls_queue_idx').on(t.queueId, t.since),
    index('call_queue_calls_account_idx').on(t.accountId),
    index('call_queue_calls_agent_idx').on(t.agentId),
  ],
);

/** A call group's settings (CALL-02); the group is an extension of type Call Group. */
export const callGroups = pgTable(
  'call_groups',
  {
    extensionId: integer('extension_id')
      .primaryKey()
      .references(() => extensions.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    description: text('description'),
    /** ringAll | sequential */
    strategy: text('strategy').notNull().default('ringAll'),
    noAnswerSeconds: integer('no_answer_seconds').notNull().default(30),
    noAnswer: jsonb('no_answer').notNull(),
  },
  (t) => [index('call_groups_account_idx').on(t.accountId)],
);

/** A member of a call group, in ring order. */
export const callGroupMembers = pgTable(
  'call_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => callGroups.extensionId, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => extensions.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.memberId] }),
    index('call_group_members_member_idx').on(t.memberId),
  ],
);

/** A call pickup group (CALL-02, offered only with enableCallPickupGroups): no number of its own. */
export const pickupGroups = pgTable(
  'pickup_groups',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('pickup_groups_account_name_idx').on(t.accountId, sql`lower(${t.name})`)],
);

export const pickupGroupMembers = pgTable(
  'pickup_group_members',
  {
    pickupGroupId: integer('pickup_group_id')
      .notNull()
      .references(() => pickupGroups.id, { onDelete: 'cascade' }),
    extensionId: integer('extension_id')
      .notNull()
      .references(() => extensions.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.pickupGroupId, t.extensionId] }),
    index('pickup_group_members_extension_idx').on(t.extensionId),
  ],
);

/** A paging group's settings (CALL-02); the group is an extension of type Page Group. */
export const pagingGroups = pgTable(
  'paging_groups',
  {
    extensionId: integer('extension_id')
      .primaryKey()
      .references(() => extensions.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    description: text('description'),
  },
  (t) => [index('paging_groups_account_idx').on(t.accountId)],
);

/** A member of a paging group: it hears pages, and may send them when `canPage`. */
export const pagingGroupMembers = pgTable(
  'paging_group_members',
  {
    pagingGroupId: integer('paging_group_id')
      .notNull()
      .references(() => pagingGroups.extensionId, { onDelete: 'cascade' }),
    extensionId: integer('extension_id')
      .notNull()
      .references(() => extensions.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    canPage: boolean('can_page').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.pagingGroupId, t.extensionId] }),
    index('paging_group_members_extension_idx').on(t.extensionId),
  ],
);

/** An auto-attendant / virtual receptionist (CALL-03): a menu of keys; an extension of type Auto Attendant. */
export const autoAttendants = pgTable(
  'auto_attendants',
  {
    extensionId: integer('extension_id')
      .primaryKey()
      .references(() => extensions.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Key ('0'–'9', '*', '#') → destination. */
    keys: jsonb('keys').notNull().default({}),
    timeoutSeconds: integer('timeout_seconds').notNull().default(10),
    timeout: jsonb('timeout').notNull(),
    invalid: jsonb('invalid').notNull(),
  },
  (t) => [index('auto_attendants_account_idx').on(t.accountId)],
);

/** Business hours per weekday, holidays and where calls go (CALL-03, decision 0091). */
export const schedules = pgTable(
  'schedules',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The IANA zone of its hours; null: the account's zone. */
    timeZone: text('time_zone'),
    hours: jsonb('hours').notNull(),
    holidays: jsonb('holidays').notNull().default([]),
    open: jsonb('open').notNull(),
    closed: jsonb('closed').notNull(),
    /** Null: a holiday takes the closed branch. */
    holiday: jsonb('holiday'),
  },
  (t) => [uniqueIndex('schedules_account_name_idx').on(t.accountId, sql`lower(${t.name})`)],
);

/** Where a call to one of the account's numbers goes first (a call flow's entry, CALL-03). */
export const callFlows = pgTable(
  'call_flows',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The dialled number as the account's numbers hold it (digits, country code first). */
    phoneNumber: text('phone_number').notNull(),
    destination: jsonb('destination').notNull(),
  },
  (t) => [uniqueIndex('call_flows_account_number_idx').on(t.accountId, t.phoneNumber)],
);

/** Audio bytes (greetings); bytea. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

/**
 * A greeting (CALL-03): audio owned by an extension, call group, auto-attendant, call monitoring
 * rule, call queue, custom tag or recording rule, one per owner and key. The bytes are checked to
 * be audio of an allowed type and size before they are stored (decision 0092).
 */
export const greetings = pgTable(
  'greetings',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** extension | callGroup | autoAttendant | callMonitoring | callQueue | customTag | recordingRule */
    ownerKind: text('owner_kind').notNull(),
    ownerId: integer('owner_id').notNull(),
    /** Which greeting of the owner: main, afterHours, busy, unavailable, name, ... */
    greetingKey: text('greeting_key').notNull().default('main'),
    fileName: text('file_name').notNull(),
    /** audio/wav | audio/mpeg */
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    durationMs: integer('duration_ms'),
    audio: bytea('audio').notNull(),
    /** upload | phone */
    source: text('source').notNull().default('upload'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('greetings_owner_idx').on(t.accountId, t.ownerKind, t.ownerId, t.greetingKey),
    index('greetings_created_by_idx').on(t.createdBy),
  ],
);

/**
 * A greeting recorded by phone, polled by its ticket (the audio recording start and status, and
 * the outdial greeting by record id). No phone system is attached: a recording completes at
 * `readyAt` with a generated audio file, read lazily by the status call (decision 0092).
 */
export const audioRecordings = pgTable(
  'audio_recordings',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The greeting the recording becomes. */
    ownerKind: text('owner_kind').notNull(),
    ownerId: integer('owner_id').notNull(),
    greetingKey: text('greeting_key').notNull().default('main'),
    /** The phone the platform calls to record from. */
    callNumber: text('call_number').notNull(),
    /** calling | ready | failed | cancelled */
    status: text('status').notNull().default('calling'),
    readyAt: timestamp('ready_at', { withTimezone: true }).notNull(),
    greetingId: integer('greeting_id').references(() => greetings.id, { onDelete: 'set null' }),
    failureReason: text('failure_reason'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('audio_recordings_account_idx').on(t.accountId, t.id),
    index('audio_recordings_greeting_idx').on(t.greetingId),
    index('audio_recordings_created_by_idx').on(t.createdBy),
  ],
);

/** A receptionist console: the extensions a receptionist watches, and its greeting. */
export const receptionistConsoles = pgTable(
  'receptionist_consoles',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The receptionist's own extension. */
    extensionId: integer('extension_id').references(() => extensions.id, { onDelete: 'set null' }),
    /** Extension ids watched, in display order. */
    monitored: jsonb('monitored').notNull().default([]),
    /** Where a call goes when the receptionist does not answer. */
    noAnswer: jsonb('no_answer'),
  },
  (t) => [
    uniqueIndex('receptionist_consoles_account_name_idx').on(t.accountId, sql`lower(${t.name})`),
    index('receptionist_consoles_extension_idx').on(t.extensionId),
  ],
);

/** An account's call settings (CALL-07): international calling, seven-digit dialing, on-hold audio, PBX settings. */
export const accountCallSettings = pgTable('account_call_settings', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  internationalCalling: boolean('international_calling').notNull().default(false),
  /** Two-letter countries international calls may reach; empty: every country. */
  allowedCountries: jsonb('allowed_countries').notNull().default([]),
  sevenDigitDialing: boolean('seven_digit_dialing').notNull().default(false),
  /** The area code seven-digit numbers are dialled in. */
  sevenDigitAreaCode: text('seven_digit_area_code'),
  /** The music on hold: one of ON_HOLD_TRACKS (src/domain/schemas/callHandling/callSettings.ts). */
  onHoldAudio: text('on_hold_audio').notNull().default('classic'),
  /** PBX settings v2 but the time zone (the account's own column): operator, outbound caller id. */
  pbx: jsonb('pbx').notNull().default({}),
});

// ── call blocking (issue 19) ──

/**
 * A call-blocking rule (CALL-05, decision 0102). scope system: the provider's, for every account
 * (no account_id, no extension_id); account: the account's; user: one extension's (both set).
 * kind number | prefix | anonymous | international; value in its stored form (E.164, digits with
 * an optional +, '', an ISO country); direction inbound | outbound.
 */
export const callBlockRules = pgTable(
  'call_block_rules',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /** A user rule goes with its extension. */
    extensionId: integer('extension_id').references(() => extensions.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    kind: text('kind').notNull(),
    value: text('value').notNull().default(''),
    direction: text('direction').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    label: text('label').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('call_block_rules_account_idx').on(t.accountId, t.scope, t.id),
    index('call_block_rules_extension_idx').on(t.extensionId),
    // The provider's rules, read by every account's page: scope 'system', no account.
    index('call_block_rules_system_idx').on(t.scope, t.id).where(sql`${t.accountId} is null`),
  ],
);

/** An account's call blocking: its master switch and what a blocked caller hears. */
export const callBlockSettings = pgTable('call_block_settings', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  masterSwitch: boolean('master_switch').notNull().default(true),
  /** One of BLOCKED_CALL_ACTIONS (src/domain/schemas/callBlocking.ts). */
  blockedCallAction: text('blocked_call_action').notNull().default('announcement'),
});

/** An end user's own call blocking on one of their extensions (C-074). */
export const callBlockUserOptions = pgTable(
  'call_block_user_options',
  {
    extensionId: integer('extension_id')
      .primaryKey()
      .references(() => extensions.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    blockedCallAction: text('blocked_call_action').notNull().default('announcement'),
  },
  (t) => [index('call_block_user_options_account_idx').on(t.accountId)],
);

// ── emergency locations (issue 19) ──

/**
 * A network an emergency location is found by (C-428): an IPv4 subnet or a Wi-Fi access point's
 * BSSID at one of the account's sites. An add-location request (C-429) is one the network is
 * still provisioning, on the platform clock (decision 0101). It goes with its location (CASCADE).
 */
export const networkLocations = pgTable(
  'network_locations',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => emergencyLocations.id, { onDelete: 'cascade' }),
    /** subnet | bssid */
    kind: text('kind').notNull(),
    /** 10.1.2.0/24, or AA:BB:CC:DD:EE:FF */
    network: text('network').notNull(),
    description: text('description'),
    /** Until then the request is being provisioned; null: active. */
    provisioningUntil: timestamp('provisioning_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('network_locations_account_network_idx').on(t.accountId, t.network),
    index('network_locations_location_idx').on(t.locationId),
  ],
);

// ── fax and conference (issue 19) ──

/**
 * A fax cover page (CALL-04): a PDF of the account's, chosen by fax lines. The bytes are checked
 * to be a PDF of at most 2 MB before they are stored (decision 0103).
 */
export const faxCoverPages = pgTable(
  'fax_cover_pages',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fileName: text('file_name').notNull(),
    byteSize: integer('byte_size').notNull(),
    content: bytea('content').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('fax_cover_pages_account_idx').on(t.accountId, t.id),
    index('fax_cover_pages_created_by_idx').on(t.createdBy),
  ],
);

/** A fax kit (C-125..C-127): the fax line of a FAX extension, keyed by the extension's id. */
export const faxKits = pgTable(
  'fax_kits',
  {
    extensionId: integer('extension_id')
      .primaryKey()
      .references(() => extensions.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** One of the account's numbers (E.164), checked when written. */
    faxNumber: text('fax_number'),
    callerId: text('caller_id'),
    /** A kit's choice goes when the page goes (only a page no fax service keeps may go). */
    coverPageId: integer('cover_page_id').references(() => faxCoverPages.id, { onDelete: 'set null' }),
    headerText: text('header_text').notNull().default(''),
    paperSize: text('paper_size').notNull().default('letter'),
    resolution: text('resolution').notNull().default('fine'),
    headerTimeZone: text('header_time_zone').notNull().default('UTC'),
  },
  (t) => [
    index('fax_kits_account_idx').on(t.accountId),
    index('fax_kits_cover_page_idx').on(t.coverPageId),
    uniqueIndex('fax_kits_account_number_idx').on(t.accountId, t.faxNumber),
  ],
);

/** The addresses a fax line e-mails received faxes to: one kit per address in an account (C-560). */
export const faxKitEmails = pgTable(
  'fax_kit_emails',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kitId: integer('kit_id')
      .notNull()
      .references(() => faxKits.extensionId, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('fax_kit_emails_account_email_idx').on(t.accountId, sql`lower(${t.email})`),
    index('fax_kit_emails_kit_idx').on(t.kitId, t.position),
  ],
);

/**
 * A fax service (C-394..C-396, C-510): a licensed fax service on a fax line, company (shared by
 * recipients) or personal (one user's). Detached, it keeps neither line nor user.
 */
export const faxServices = pgTable(
  'fax_services',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** company | personal */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    kitId: integer('kit_id').references(() => faxKits.extensionId, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A company service's recipients: user ids of the account. */
    recipients: jsonb('recipients').notNull().default([]),
    /** Migration flags (decision 0103): still on the old fax platform; may be moved off it. */
    legacy: boolean('legacy').notNull().default(false),
    migrationEligible: boolean('migration_eligible').notNull().default(false),
  },
  (t) => [
    index('fax_services_account_idx').on(t.accountId, t.kind, t.id),
    index('fax_services_kit_idx').on(t.kitId),
    index('fax_services_user_idx').on(t.userId),
  ],
);

/** A conference bridge (C-128..C-130): the settings of a Conference extension, keyed by its id. */
export const conferenceKits = pgTable(
  'conference_kits',
  {
    extensionId: integer('extension_id')
      .primaryKey()
      .references(() => extensions.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** One of the account's numbers (E.164) callers dial; null: reached by the extension only. */
    bridgeNumber: text('bridge_number'),
    hostPin: text('host_pin').notNull(),
    participantPin: text('participant_pin').notNull(),
    maxParticipants: integer('max_participants').notNull().default(25),
    recording: boolean('recording').notNull().default(false),
  },
  (t) => [
    index('conference_kits_account_idx').on(t.accountId),
    uniqueIndex('conference_kits_account_number_idx').on(t.accountId, t.bridgeNumber),
  ],
);

// ── recording rules and monitoring (issue 20) ──

/**
 * A recording rule (REC-01, decision 0105): whose calls are recorded (all of the account, or the
 * named users, queues or call groups: recording_rule_targets), in which direction, always or on
 * demand, the announcement callers hear (a recordingRule greeting of the account, by key), and
 * how long recordings are kept. A user's own rule is a 'users' rule naming that user alone.
 */
export const recordingRules = pgTable(
  'recording_rules',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** account | users | queues | callGroups */
    scope: text('scope').notNull(),
    /** inbound | outbound | both */
    direction: text('direction').notNull(),
    /** always | onDemand */
    mode: text('mode').notNull().default('always'),
    /** The greeting key of the account's recordingRule greetings (C-390); null: no announcement. */
    announcementKey: text('announcement_key'),
    retentionDays: integer('retention_days').notNull().default(365),
    enabled: boolean('enabled').notNull().default(true),
    /** The rules' order in the account's list (C-264): the first that applies wins. */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('recording_rules_account_name_idx').on(t.accountId, sql`lower(${t.name})`),
    index('recording_rules_account_idx').on(t.accountId, t.position, t.id),
  ],
);

/** Who a rule records: a user (scope users) or a queue's or call group's extension. */
export const recordingRuleTargets = pgTable(
  'recording_rule_targets',
  {
    id: serial('id').primaryKey(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => recordingRules.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    extensionId: integer('extension_id').references(() => extensions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('recording_rule_targets_rule_idx').on(t.ruleId),
    index('recording_rule_targets_account_idx').on(t.accountId),
    index('recording_rule_targets_user_idx').on(t.userId),
    index('recording_rule_targets_extension_idx').on(t.extensionId),
  ],
);

/** An account's recording and monitoring switches (C-251/252, C-084/085). */
export const recordingSettings = pgTable('recording_settings', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** End users may search and play the company's recordings, not only their own (C-251). */
  endUserCompanyAccess: boolean('end_user_company_access').notNull().default(false),
  /** Call monitoring is on for the account (C-085). */
  monitoringEnabled: boolean('monitoring_enabled').notNull().default(false),
});

/** One user who may monitor one extension's calls, and how (listen | whisper | barge). */
export const callMonitors = pgTable(
  'call_monitors',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    monitorUserId: integer('monitor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    extensionId: integer('extension_id')
      .notNull()
      .references(() => extensions.id, { onDelete: 'cascade' }),
    mode: text('mode').notNull(),
  },
  (t) => [
    uniqueIndex('call_monitors_pair_idx').on(t.monitorUserId, t.extensionId),
    index('call_monitors_account_idx').on(t.accountId),
    index('call_monitors_extension_idx').on(t.extensionId),
  ],
);

/**
 * A feature an account set on one of its recording services (C-266..269); a feature not set has
 * its default (RECORDING_SERVICES, src/domain/schemas/recordingRules.ts).
 */
export const recordingServiceFeatures = pgTable(
  'recording_service_features',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    service: text('service').notNull(),
    featureName: text('feature_name').notNull(),
    value: jsonb('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.service, t.featureName] })],
);

// ── call recordings (issue 20) ──

/**
 * A recorded call (REC-01): who and which queue it was about, the call's facts, and where its
 * audio is stored (server/storage, decision 0104). `trashedAt` set: in the recycle bin.
 */
export const recordings = pgTable(
  'recordings',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The recording stays when its user goes (SET NULL): it is the company's. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The call queue the call came through, when it did. */
    queueId: integer('queue_id').references(() => callQueues.extensionId, { onDelete: 'set null' }),
    /** The call history row of the same call, when the platform knows it. */
    callRecordId: integer('call_record_id').references(() => callRecords.id, { onDelete: 'set null' }),
    /** inbound | outbound | internal */
    direction: text('direction').notNull(),
    fromNumber: text('from_number').notNull(),
    toNumber: text('to_number').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** The object's key in the store; files may be shared between rows (the seed's). */
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull().default('audio/wav'),
    trashedAt: timestamp('trashed_at', { withTimezone: true }),
    /** When an archiving job moved it to the archive storage tier (decision 0104's update); still searched and played. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    // The search's orders and filters reach one tenant's rows through these (queryPlans test).
    index('recordings_account_started_idx').on(t.accountId, t.startedAt, t.id),
    index('recordings_account_user_idx').on(t.accountId, t.userId, t.startedAt),
    index('recordings_account_queue_idx').on(t.accountId, t.queueId, t.startedAt),
    index('recordings_user_idx').on(t.userId),
    index('recordings_queue_idx').on(t.queueId),
    index('recordings_call_record_idx').on(t.callRecordId),
    // Whether another row still needs a file before it is removed.
    index('recordings_storage_key_idx').on(t.storageKey),
  ],
);

/** A comment on a recording (C-260), newest last. */
export const recordingComments = pgTable(
  'recording_comments',
  {
    id: serial('id').primaryKey(),
    recordingId: integer('recording_id')
      .notNull()
      .references(() => recordings.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The comment stays when its author goes (SET NULL). */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('recording_comments_recording_idx').on(t.recordingId, t.createdAt),
    index('recording_comments_account_idx').on(t.accountId),
    index('recording_comments_author_idx').on(t.authorId),
  ],
);

/** A recording's transcription (C-271): segments `[{ startMs, text }]` in time order. */
export const recordingTranscriptions = pgTable(
  'recording_transcriptions',
  {
    recordingId: integer('recording_id')
      .primaryKey()
      .references(() => recordings.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    language: text('language').notNull().default('en'),
    segments: jsonb('segments').notNull(),
  },
  (t) => [index('recording_transcriptions_account_idx').on(t.accountId)],
);

/** What an account's recordings take in the store (C-257), kept up to date and recalculated (C-258). */
export const recordingUsage = pgTable('recording_usage', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
  recordings: integer('recordings').notNull().default(0),
  calculatedAt: timestamp('calculated_at', { withTimezone: true }).notNull(),
});

/**
 * A zip of chosen recordings (REC-02): built by the job runner (its task), then downloaded
 * until it expires. state: running | ready | failed | cancelled.
 */
export const recordingDownloads = pgTable(
  'recording_downloads',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The task that builds it; the download outlives the task's cleanup (SET NULL). */
    taskId: integer('task_id').references(() => bulkTasks.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    recordingIds: jsonb('recording_ids').notNull(),
    state: text('state').notNull().default('running'),
    total: integer('total').notNull(),
    resultKey: text('result_key'),
    resultBytes: integer('result_bytes'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('recording_downloads_account_idx').on(t.accountId, t.id),
    index('recording_downloads_task_idx').on(t.taskId),
    index('recording_downloads_created_by_idx').on(t.createdBy),
  ],
);

// ── reports (issue 21) ──

/** A report's filters kept under a name, run again from the saved reports page (RPT-02). */
export const savedReports = pgTable(
  'saved_reports',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Who saved it; the report stays for the account when they go (SET NULL). */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** A ReportKind (src/domain/schemas/reports.ts) */
    report: text('report').notNull(),
    /** The report's filters (period, user, direction...) as the report page holds them. */
    filters: jsonb('filters').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('saved_reports_account_name_idx').on(t.accountId, t.name),
    index('saved_reports_created_by_idx').on(t.createdBy),
  ],
);

/** A report export (RPT-02): the task that writes it, what it exports, and the file's name. */
export const reportExports = pgTable(
  'report_exports',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The task writing it; set once the task is recorded (the task's params name this export). */
    taskId: integer('task_id').references(() => bulkTasks.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    report: text('report').notNull(),
    /** csv | pdf */
    format: text('format').notNull(),
    filters: jsonb('filters').notNull().default({}),
    fileName: text('file_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Set by a cancel: the status answers cancelled, whatever the task did. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('report_exports_account_idx').on(t.accountId, t.id),
    index('report_exports_task_idx').on(t.taskId),
    index('report_exports_created_by_idx').on(t.createdBy),
  ],
);

/**
 * One part of an export's file, in order (a CSV's rows in slices of 10,000, a PDF whole as
 * base64): each part is one batch of the task, so the progress moves part by part.
 */
export const reportExportParts = pgTable(
  'report_export_parts',
  {
    exportId: integer('export_id')
      .notNull()
      .references(() => reportExports.id, { onDelete: 'cascade' }),
    part: integer('part').notNull(),
    content: text('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.exportId, t.part] })],
);

// ── API keys (issue 23) ──

/**
 * A long-lived bearer credential of an API user (role 7): the secret is shown once at creation
 * and kept only as its SHA-256 hash; a revoked key keeps its row (revoked_at) for the audit.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The API user the key acts as: its permissions and account, nothing more. */
    apiUserId: integer('api_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The first characters of the secret, shown to people to tell keys apart. */
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_secret_hash_idx').on(t.secretHash),
    index('api_keys_account_idx').on(t.accountId, t.createdAt, t.id),
    index('api_keys_api_user_idx').on(t.apiUserId),
    index('api_keys_created_by_idx').on(t.createdBy),
  ],
);

// ── Passwords, secret questions, assumed roles (issue 23, sec-pw; decision 0108) ──

/** An account's password policy (SEC-02); an account without a row has the default policy. */
export const passwordPolicies = pgTable('password_policies', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  minLength: integer('min_length').notNull(),
  requireDigit: boolean('require_digit').notNull(),
  requireUpper: boolean('require_upper').notNull(),
  requireSymbol: boolean('require_symbol').notNull(),
  historyCount: integer('history_count').notNull(),
  expiryDays: integer('expiry_days').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Every password set through the platform, hashed (scrypt, like users.password_hash): the latest
 * row is the current password and its set_at starts the expiry; older rows are the history a
 * new password may not repeat. Rows beyond the longest history kept are deleted.
 */
export const passwordHistory = pgTable(
  'password_history',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    setAt: timestamp('set_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('password_history_user_idx').on(t.userId, t.setAt),
    index('password_history_account_idx').on(t.accountId),
  ],
);

/** A user's secret question and answer; the answer normalised (case, spaces), then hashed. */
export const secretAnswers = pgTable(
  'secret_answers',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    answerHash: text('answer_hash').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('secret_answers_account_idx').on(t.accountId)],
);

/** An administrator role assumed in a child account for a limited time (SEC-04), kept for the audit. */
export const assumedRoles = pgTable(
  'assumed_roles',
  {
    id: serial('id').primaryKey(),
    /** The child account acted on. */
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    homeAccountId: integer('home_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    roleId: integer('role_id').notNull(),
    sessionId: text('session_id').notNull(),
    reason: text('reason').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('assumed_roles_account_idx').on(t.accountId, t.startedAt),
    index('assumed_roles_user_idx').on(t.userId),
    index('assumed_roles_home_account_idx').on(t.homeAccountId),
  ],
);

// ---- MFA (issue 23, item 2; decision 0109) ----

/**
 * An account's MFA settings, the one truth for C-215/C-216 (enforcement) and C-367/C-368 (the
 * appserver's settings and enable flag). No row: not enforced.
 */
export const mfaSettings = pgTable(
  'mfa_settings',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Every user of the account passes a second factor at sign-in (and enrols one if they have none). */
    enforced: boolean('enforced').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('mfa_settings_updated_by_idx').on(t.updatedBy)],
);

/**
 * A user's second factor: a TOTP authenticator (RFC 6238; its secret encrypted, never answered
 * after enrolment) or e-mail codes to the user's address. Unconfirmed until a first code proves it.
 */
export const mfaMethods = pgTable(
  'mfa_methods',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** totp | email */
    kind: text('kind').notNull(),
    label: text('label').notNull(),
    /** TOTP only: the secret, AES-256-GCM encrypted (server/crypto/secretBox.ts). */
    secretSealed: text('secret_sealed'),
    /** TOTP only: the last time step accepted, so a code is never accepted twice. */
    lastStep: bigint('last_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('mfa_methods_user_idx').on(t.userId, t.id), index('mfa_methods_account_idx').on(t.accountId)],
);

/** Recovery codes: each stored as its SHA-256, usable once. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('mfa_recovery_codes_user_idx').on(t.userId),
    index('mfa_recovery_codes_account_idx').on(t.accountId),
  ],
);

/**
 * A sign-in's second step, or an enrolment's e-mail code: the password step (or the enrolment)
 * answers its token once; only its SHA-256 is kept. Short-lived, a few attempts, used once.
 */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** signIn | enrol (an e-mail method being confirmed) */
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    clientId: text('client_id'),
    /** The method being enrolled at this sign-in or by this enrolment, if any. */
    methodId: integer('method_id').references(() => mfaMethods.id, { onDelete: 'cascade' }),
    emailCodeHash: text('email_code_hash'),
    emailCodeExpiresAt: timestamp('email_code_expires_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mfa_challenges_token_idx').on(t.tokenHash),
    index('mfa_challenges_user_idx').on(t.userId),
    index('mfa_challenges_account_idx').on(t.accountId),
    index('mfa_challenges_method_idx').on(t.methodId),
  ],
);

// ── SSO, SCIM provisioning and identities (issue 23, sec-sso; decision 0110) ──

/**
 * An account's single sign-on through its own OpenID Connect provider (SEC-01): the provider's
 * issuer and client, the client secret encrypted (server/crypto/secretBox.ts; never answered
 * back), whether users of its domains may be created at their first sign-in, and whether it is
 * on. `locked_by_account_id`: a parent account that forced these settings (the override); the
 * account's own people may then read them but not change them.
 */
export const ssoSettings = pgTable(
  'sso_settings',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    /** AES-256-GCM, base64url `iv.tag.ciphertext`; null when no secret was given (a public client). */
    clientSecretSealed: text('client_secret_sealed'),
    jitCreation: boolean('jit_creation').notNull().default(false),
    /** sec-fin (decision 0121): the covered domains sign in only through the provider, no passwords. */
    ssoOnly: boolean('sso_only').notNull().default(false),
    lockedByAccountId: integer('locked_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('sso_settings_locked_by_idx').on(t.lockedByAccountId),
    index('sso_settings_updated_by_idx').on(t.updatedBy),
  ],
);

/** The e-mail domains an account's SSO covers: a domain belongs to one account of the platform. */
export const ssoDomains = pgTable(
  'sso_domains',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Lower case, without a leading @. */
    domain: text('domain').notNull(),
  },
  (t) => [
    uniqueIndex('sso_domains_domain_idx').on(t.domain),
    index('sso_domains_account_idx').on(t.accountId),
  ],
);

/** A user's SSO state: SSO only (no password sign-in once SSO is on). No row: not SSO only. */
export const ssoUserStates = pgTable(
  'sso_user_states',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    ssoOnly: boolean('sso_only').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sso_user_states_account_idx').on(t.accountId)],
);

/** When a user first and last signed in (any way): the never-logged-in list reads it. */
export const userSignIns = pgTable(
  'user_sign_ins',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('user_sign_ins_account_idx').on(t.accountId)],
);

/** What happened to an account's SSO (SEC-01): its own log, by type, with its export. */
export const ssoAuditLogs = pgTable(
  'sso_audit_logs',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** One of SSO_AUDIT_TYPES (src/domain/security/sso.ts). */
    type: text('type').notNull(),
    /** Who did it; null for the identity provider (SCIM) or the platform. */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The user it was about, when one. */
    subjectUserId: integer('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    detail: jsonb('detail').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sso_audit_logs_account_idx').on(t.accountId, t.createdAt, t.id),
    index('sso_audit_logs_actor_idx').on(t.actorUserId),
    index('sso_audit_logs_subject_idx').on(t.subjectUserId),
  ],
);

/** An account's SCIM provisioning (SEC-04): on or off, and its bearer token kept as a hash. */
export const scimProvisioning = pgTable(
  'scim_provisioning',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    tokenHash: text('token_hash'),
    tokenPrefix: text('token_prefix'),
    tokenCreatedAt: timestamp('token_created_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('scim_provisioning_token_idx').on(t.tokenHash)],
);

/** An external identity linked to a user (SCIM's externalId, later an OIDC subject). */
export const externalIdentities = pgTable(
  'external_identities',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'scim', or the OpenID provider's issuer. */
    provider: text('provider').notNull(),
    /** The provider's own key of the identity (SCIM externalId, the id_token's sub). */
    providerIdentityId: text('provider_identity').notNull(),
    /** The user name at the provider (SCIM userName, the id_token's e-mail). */
    username: text('username').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('external_identities_provider_idx').on(t.accountId, t.provider, t.providerIdentityId),
    index('external_identities_user_idx').on(t.userId),
    index('external_identities_username_idx').on(t.accountId, t.provider, t.username),
  ],
);

// ── Messaging and business texting (issue 24, MSG-01; decision 0111) ──

/** The company's messaging switches and disabled carriers: one row per account, made on first write. */
export const messagingSettings = pgTable('messaging_settings', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** C-231..C-233: messaging off for the whole company. */
  messagingDisabled: boolean('messaging_disabled').notNull().default(false),
  /** C-228..C-230: texting off for the company's shared (virtual) inboxes, the business inboxes. */
  vsuDisabled: boolean('vsu_disabled').notNull().default(false),
  /** C-234: SMS to and from phone numbers off; chat between colleagues stays. */
  smsDisabled: boolean('sms_disabled').notNull().default(false),
  /** C-149, C-150: SMS to numbers outside the platform (off-net) off. */
  offNetSmsDisabled: boolean('off_net_sms_disabled').notNull().default(false),
  /** C-241: carriers that get no business texts. */
  disabledCarriers: jsonb('disabled_carriers').$type<string[]>().notNull().default([]),
  /** C-243: whether that list is in force (false: paused, kept). */
  disabledCarriersEnforced: boolean('disabled_carriers_enforced').notNull().default(true),
});

/** C-235: a user whose messaging is off. */
export const messagingDisabledUsers = pgTable(
  'messaging_disabled_users',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
  },
  (t) => [index('messaging_disabled_users_account_idx').on(t.accountId)],
);

/** A text message of a user's threads (C-224..C-227): one row per message. */
export const userMessages = pgTable(
  'user_messages',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The other party's number (E.164): the thread. */
    peer: text('peer').notNull(),
    /** in | out */
    direction: text('direction').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /** null: unread (an incoming message the user has not seen). */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('user_messages_user_idx').on(t.userId, t.sentAt, t.id),
    index('user_messages_account_idx').on(t.accountId),
  ],
);

/** An auto attendant's business inbox (C-236..C-239): who may read and answer it. */
export const businessInboxes = pgTable(
  'business_inboxes',
  {
    autoAttendantId: integer('auto_attendant_id')
      .primaryKey()
      .references(() => autoAttendants.extensionId, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    canDeleteMessages: boolean('can_delete_messages').notNull().default(false),
  },
  (t) => [index('business_inboxes_account_idx').on(t.accountId)],
);

export const businessInboxDelegates = pgTable(
  'business_inbox_delegates',
  {
    autoAttendantId: integer('auto_attendant_id')
      .notNull()
      .references(() => autoAttendants.extensionId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.autoAttendantId, t.userId] }),
    index('business_inbox_delegates_user_idx').on(t.userId),
    index('business_inbox_delegates_account_idx').on(t.accountId),
  ],
);

/**
 * An account's business texting registration (10DLC): its brand and its campaign, each with the
 * status the registry gave it (draft | submitted | approved | rejected) and its rejection reason.
 * A submission's review is due at `*_review_due_at` on the platform clock (decision 0111).
 */
export const tenDlcRegistrations = pgTable('ten_dlc_registrations', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  brand: jsonb('brand').notNull(),
  brandStatus: text('brand_status').notNull().default('draft'),
  brandReason: text('brand_reason'),
  brandSubmittedAt: timestamp('brand_submitted_at', { withTimezone: true }),
  brandReviewDueAt: timestamp('brand_review_due_at', { withTimezone: true }),
  brandReviewedAt: timestamp('brand_reviewed_at', { withTimezone: true }),
  campaign: jsonb('campaign').notNull(),
  campaignStatus: text('campaign_status').notNull().default('draft'),
  campaignReason: text('campaign_reason'),
  campaignSubmittedAt: timestamp('campaign_submitted_at', { withTimezone: true }),
  campaignReviewDueAt: timestamp('campaign_review_due_at', { withTimezone: true }),
  campaignReviewedAt: timestamp('campaign_reviewed_at', { withTimezone: true }),
});

// ── billing: store and orders (issue 22, bill-orders; decision 0112) ──

/** A product of an account's store catalogue, priced in the account's currency (minor units). */
export const storeProducts = pgTable(
  'store_products',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    /** deskPhone | extension | number | addOn */
    category: text('category').notNull(),
    currency: text('currency').notNull(),
    oneTimeMinor: integer('one_time_minor').notNull(),
    monthlyMinor: integer('monthly_minor').notNull(),
    /** Zero-charge skus each unit includes. */
    includes: jsonb('includes').$type<string[]>().notNull().default([]),
    /** A product of the white-label catalogue (C-318), sold under the partner's brand. */
    whiteLabel: boolean('white_label').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('store_products_account_sku_idx').on(t.accountId, t.whiteLabel, t.sku)],
);

/** A submitted order: its priced lines kept as they were charged; one per idempotency key. */
export const storeOrders = pgTable(
  'store_orders',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The submit's Idempotency-Key header: a replay answers this order. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** What the key was sent with (items, white label, version), to refuse the key on another cart. */
    requestHash: text('request_hash').notNull(),
    /** Submitted | Processing | Completed | Cancelled */
    status: text('status').notNull().default('Submitted'),
    /** standard | whiteLabel | multiLocation */
    kind: text('kind').notNull().default('standard'),
    apiVersion: text('api_version').notNull().default('v4'),
    currency: text('currency').notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    taxMinor: integer('tax_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    monthlyMinor: integer('monthly_minor').notNull(),
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull(),
    lines: jsonb('lines').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('store_orders_account_key_idx').on(t.accountId, t.idempotencyKey),
    index('store_orders_account_created_idx').on(t.accountId, t.createdAt),
    index('store_orders_created_by_idx').on(t.createdBy),
  ],
);

// ---- users area, remaining calls (decision 0118): privilege grants and extension templates ----

/**
 * A user's grant of a privilege on one of their objects to a colleague (C-040/C-041): the grantor
 * is the path's user; the object is named by its type id and id (privObjectTypeId, privObjectId).
 */
export const userPrivilegeGrants = pgTable(
  'user_privilege_grants',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    granteeUserId: integer('grantee_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    privObjectTypeId: integer('priv_object_type_id').notNull(),
    privObjectId: integer('priv_object_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('user_privilege_grants_unique_idx').on(
      t.userId,
      t.granteeUserId,
      t.privObjectTypeId,
      t.privObjectId,
    ),
    index('user_privilege_grants_account_idx').on(t.accountId),
    index('user_privilege_grants_grantee_idx').on(t.granteeUserId),
  ],
);

/** An account's extension templates (C-332/C-333): the type and plan a new extension starts with. */
export const extensionTemplates = pgTable(
  'extension_templates',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    extensionType: text('extension_type').notNull(),
    servicePlan: text('service_plan').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('extension_templates_account_name_idx').on(t.accountId, t.name)],
);

// ── Account info and custom attributes (roles-rest: C-049..C-051, C-142, C-148, C-180..C-182,
//    C-507; decision 0119) ──

/** What the account info holds beyond the account row: its postal address and its origin id. */
export const accountProfiles = pgTable(
  'account_profiles',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The postal address: street, city, region, postal code (country is the account's). */
    address: jsonb('address').$type<{
      street: string;
      city: string;
      region: string | null;
      postalCode: string;
    }>(),
    /** The account's id in the system it came from (billing, a migration); C-507 finds by it. Not
     * named origin_id: a column ending in _id is a reference to one of our rows (foreignKeys test). */
    originId: text('origin_ref'),
  },
  (t) => [index('account_profiles_origin_idx').on(t.originId)],
);

/** An account's custom attributes (C-142, C-148): a name, a typed value; one value per name. */
export const accountCustomAttributes = pgTable(
  'account_custom_attributes',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** string | number | boolean: how `value` (kept as text) is read. */
    type: text('type').notNull().default('string'),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('account_custom_attributes_name_idx').on(t.accountId, t.name)],
);

// ---- portal settings, preferences and message texts (issue 24, misc-cfg; decision 0116) ----

/** An account's own portal settings: its clock (CFG-02). No row: the locale's usual clock. */
export const accountPortalSettings = pgTable('account_portal_settings', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** '12' | '24', or null for the locale's usual clock */
  timeFormat: text('time_format'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** A user's own preferences (C-496): their clock over the account's, the dashboard's filter (C-174). */
export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** '12' | '24', or null for the account's clock */
    timeFormat: text('time_format'),
    /** The dashboard's saved filter (C-174/C-175), or null for the default one. */
    dashboardFilter: jsonb('dashboard_filter'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('user_preferences_account_idx').on(t.accountId)],
);

/** A portal text changed with the key tool (MISC-02), per account and locale, over the default. */
export const messageTexts = pgTable(
  'message_texts',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    key: text('key').notNull(),
    text: text('text').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('message_texts_account_locale_key_idx').on(t.accountId, t.locale, t.key),
    index('message_texts_updated_by_idx').on(t.updatedBy),
  ],
);

// ── misc-brand: branding, branding line groups, the app centre, the referral programme (issue 24; decision 0115) ──

/** A partner's or CSP account's brand (C-489..C-491): read by the account and every account under it. */
export const brandingSettings = pgTable(
  'branding_settings',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** A data: URL of a PNG, JPEG, GIF, WebP or ICO image, checked by its first bytes. */
    logo: text('logo'),
    favicon: text('favicon'),
    /** { light: { primary, accent }, dark: { primary, accent } }, each #rrggbb, AA-checked. */
    colours: jsonb('colours').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('branding_settings_updated_by_idx').on(t.updatedBy)],
);

/** A named group of the account's lines that present one caller name (C-492..C-495). */
export const brandingLineGroups = pgTable(
  'branding_line_groups',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    callerIdName: text('caller_id_name').notNull(),
    extensionIds: jsonb('extension_ids').$type<number[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('branding_line_groups_account_name_idx').on(t.accountId, t.name)],
);

/** An app's state in an account (C-477, C-479): active or not, and the user types that may use it. */
export const accountApps = pgTable(
  'account_apps',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    appKey: text('app_key').notNull(),
    active: boolean('active').notNull().default(false),
    userTypes: jsonb('user_types').$type<string[]>().notNull(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('account_apps_account_app_idx').on(t.accountId, t.appKey),
    index('account_apps_changed_by_idx').on(t.changedBy),
  ],
);

/** A priced app's purchase request (C-480): the store order it was placed as. */
export const appPurchaseRequests = pgTable(
  'app_purchase_requests',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    appKey: text('app_key').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => storeOrders.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('app_purchase_requests_order_idx').on(t.orderId),
    index('app_purchase_requests_account_idx').on(t.accountId, t.appKey),
    index('app_purchase_requests_created_by_idx').on(t.createdBy),
  ],
);

/** A partner's referral programme: the code its share link carries (C-474). */
export const referralProgrammes = pgTable('referral_programmes', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
});

/** A referrer registered with a partner's programme (C-473, C-475, C-476). */
export const referrers = pgTable(
  'referrers',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    company: text('company').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    /** sha256 of the reset token the forgot-password e-mail carries, and when it stops working. */
    resetTokenHash: text('reset_token_hash'),
    resetExpiresAt: timestamp('reset_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('referrers_account_email_idx').on(t.accountId, t.email)],
);

// ── billing: invoices, payments, memos, payment methods, usage (issue 22, bill-pay; decision 0113) ──

/** A monthly invoice: its priced lines as billed (minor units, tax per line). */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** INV-<account>-<yyyymm>, unique per account. */
    number: text('number').notNull(),
    /** The billed month: first and last day (yyyy-mm-dd). */
    periodStart: text('period_start').notNull(),
    periodEnd: text('period_end').notNull(),
    issuedOn: text('issued_on').notNull(),
    dueOn: text('due_on').notNull(),
    currency: text('currency').notNull(),
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull(),
    /** [{ description, quantity, unitMinor, amountMinor, taxMinor, totalMinor }] */
    lines: jsonb('lines').notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    taxMinor: integer('tax_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    /** open | paid (an open invoice past its due date answers overdue). */
    status: text('status').notNull().default('open'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The payment that paid it. */
    paymentId: integer('payment_id').references((): AnyPgColumn => billingPayments.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('billing_invoices_account_number_idx').on(t.accountId, t.number),
    index('billing_invoices_account_period_idx').on(t.accountId, t.periodStart),
    index('billing_invoices_payment_idx').on(t.paymentId),
  ],
);

/** A card on file: never its number, only the processor's token, brand, last four and expiry. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    brand: text('brand').notNull(),
    lastFour: text('last_four').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    holderName: text('holder_name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('payment_methods_account_idx').on(t.accountId),
    uniqueIndex('payment_methods_one_default_idx').on(t.accountId).where(sql`is_default`),
  ],
);

/** A payment of an open balance; one per Idempotency-Key per account. */
export const billingPayments = pgTable(
  'billing_payments',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id, {
      onDelete: 'set null',
    }),
    /** The card as it was charged (brand and last four), kept when the method goes. */
    methodLabel: text('method_label').notNull(),
    currency: text('currency').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    invoiceNumbers: jsonb('invoice_numbers').$type<string[]>().notNull(),
    status: text('status').notNull().default('succeeded'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('billing_payments_account_key_idx').on(t.accountId, t.idempotencyKey),
    index('billing_payments_account_created_idx').on(t.accountId, t.createdAt),
    index('billing_payments_method_idx').on(t.paymentMethodId),
    index('billing_payments_created_by_idx').on(t.createdBy),
  ],
);

/** A credit or debit memo: an amount credited to or charged on the account, with its reason. */
export const billingMemos = pgTable(
  'billing_memos',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** credit | debit */
    kind: text('kind').notNull(),
    number: text('number').notNull(),
    reason: text('reason').notNull(),
    invoiceNumber: text('invoice_number'),
    currency: text('currency').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    issuedOn: text('issued_on').notNull(),
  },
  (t) => [index('billing_memos_account_kind_idx').on(t.accountId, t.kind, t.issuedOn)],
);

/** The current period's usage per category (minutes, toll-free minutes, messages). */
export const billingUsage = pgTable(
  'billing_usage',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    periodStart: text('period_start').notNull(),
    /** domestic | international | tollFree | messages */
    category: text('category').notNull(),
    used: integer('used').notNull(),
    included: integer('included').notNull(),
    /** Price of each unit over what is included, in minor units. */
    overageUnitMinor: integer('overage_unit_minor').notNull(),
  },
  (t) => [uniqueIndex('billing_usage_account_period_idx').on(t.accountId, t.periodStart, t.category)],
);

/** A one-time link to the hosted payment page (C-295): only its hash is kept. */
export const hostedPaymentSessions = pgTable(
  'hosted_payment_sessions',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('hosted_payment_sessions_token_idx').on(t.tokenHash),
    index('hosted_payment_sessions_account_idx').on(t.accountId),
    index('hosted_payment_sessions_created_by_idx').on(t.createdBy),
    index('hosted_payment_sessions_method_idx').on(t.paymentMethodId),
  ],
);

/** A digital signature (C-296): who accepted which billing document, and the document's hash. */
export const billingSignatures = pgTable(
  'billing_signatures',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    document: text('document').notNull(),
    documentHash: text('document_hash').notNull(),
    signerName: text('signer_name').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('billing_signatures_account_idx').on(t.accountId),
    index('billing_signatures_user_idx').on(t.userId),
  ],
);

// ---- The account lifecycle (issue 22, part C, bill-acct; decision 0114) ----

/** What billing keeps of an account beside its row: company contact, location and contract. */
export const accountBillingProfiles = pgTable('account_billing_profiles', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  contactName: text('contact_name'),
  contactEmail: text('contact_email'),
  contactPhone: text('contact_phone'),
  // The account's address is not kept here: the location info (C-308) reads and writes the
  // account info's address, account_profiles.address (decision 0120).
  /** The contract (C-302): its first day, its term and its monthly commitment in minor units. */
  contractStartsAt: timestamp('contract_starts_at', { withTimezone: true }),
  contractMonths: integer('contract_months'),
  monthlyCommitmentMinor: integer('monthly_commitment_minor'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * A status change scheduled for a date (C-552) or a cancellation asked for (C-303): applied by
 * the poll when its date comes on the platform clock, until then shown and cancellable. At most
 * one waits per account.
 */
export const accountStatusChanges = pgTable(
  'account_status_changes',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** status (C-552) | cancellation (C-303) */
    kind: text('kind').notNull(),
    toStatus: text('to_status').notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    reason: text('reason'),
    /** A cancellation's cancelReasonCode and Source header. */
    cancelReasonCode: text('cancel_reason_code'),
    source: text('source'),
    /** The early-termination fee shown before the cancellation was confirmed, minor units. */
    feeMinor: integer('fee_minor'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('account_status_changes_account_idx').on(t.accountId, t.createdAt),
    uniqueIndex('account_status_changes_waiting_idx')
      .on(t.accountId)
      .where(sql`applied_at is null and cancelled_at is null`),
    // Not partial (decision 0120): as a partial index beside the waiting one, the planner walked it
    // whole for one account's waiting change; the poll's date condition reaches it either way.
    index('account_status_changes_due_idx').on(t.effectiveAt),
    index('account_status_changes_requested_by_idx').on(t.requestedBy),
  ],
);

/** A service the account has (a provision, C-312): seats, numbers, texting, fax, video. */
export const accountProvisions = pgTable(
  'account_provisions',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** A code of SERVICES (src/domain/billing/services.ts). */
    serviceCode: text('service_code').notNull(),
    quantity: integer('quantity').notNull(),
    /** The extension (device kit) a seat serves. */
    deviceKitId: integer('device_kit_id').references(() => extensions.id, { onDelete: 'set null' }),
    /** The account location where it is used. */
    locationId: integer('location_id').references(() => emergencyLocations.id, { onDelete: 'set null' }),
    /** Active | Cancelled */
    status: text('status').notNull().default('Active'),
    cancelReasonCode: text('cancel_reason_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('account_provisions_account_idx').on(t.accountId, t.status, t.id),
    index('account_provisions_device_kit_idx').on(t.deviceKitId),
    index('account_provisions_location_idx').on(t.locationId),
  ],
);

// ---- Sign-in through an account's own OpenID provider (issue 23 item 5, decision 0117) ----
/** A sign-in sent to the account's provider, between the redirect and the provider's callback. */
export const ssoSignInRequests = pgTable(
  'sso_sign_in_requests',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the state sent to the provider; the callback claims it once. */
    stateHash: text('state_hash').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The issuer and client the request was sent with: settings changed since refuse the callback. */
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    /** The platform's own authorize request the callback answers with a code (client, redirect URI, challenge, state, nonce, scope). */
    authorize: jsonb('authorize').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sso_sign_in_requests_state_idx').on(t.stateHash),
    index('sso_sign_in_requests_account_idx').on(t.accountId),
  ],
);
