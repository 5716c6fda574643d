// Plans: rows to insert, with references by natural key until ids are known.
import type {
  accounts,
  callRecords,
  devices,
  emergencyLocations,
  extensions,
  lines,
  phoneNumbers,
  users,
} from '../schema';

export type UserRow = typeof users.$inferInsert;
export type ExtensionRow = typeof extensions.$inferInsert;
export type DeviceRow = typeof devices.$inferInsert;
export type LineRow = typeof lines.$inferInsert;
export type PhoneRow = typeof phoneNumbers.$inferInsert;
export type CallRow = typeof callRecords.$inferInsert;

export interface UserPlan {
  row: Omit<UserRow, 'passwordHash'>;
  password?: string;
  contacts: Array<{ kind: 'D' | 'M' | 'H' | 'F'; number: string }>;
  /** The number of the user's own extension, if any. */
  extensionNumber?: string;
}

export interface ExtensionPlan {
  row: Omit<ExtensionRow, 'userId'>;
  userLogin?: string;
}

/** A line as planned: its extension by number; the rest as it is written. */
export type LinePlan = {
  sipId: string;
  clientId: string | null;
  appType: string | null;
  extensionNumber?: string;
} & Pick<
  LineRow,
  'sipPassword' | 'position' | 'registeredAt' | 'registrationExpiresAt' | 'registeredFrom' | 'userAgent'
>;

export interface DevicePlan {
  row: Omit<DeviceRow, 'extensionId' | 'loggedInUserId'>;
  extensionNumber?: string;
  loggedInLogin?: string;
  lines: LinePlan[];
  /** Busy-lamp-field keys: which extension each key watches. */
  blfKeys?: Array<{ position: number; extensionNumber: string; label: string }>;
}

export interface PhonePlan {
  row: Omit<PhoneRow, 'extensionId'>;
  extensionNumber?: string;
}

export interface CallPlan {
  row: Omit<CallRow, 'userId' | 'extensionId'>;
  userLogin: string;
  extensionNumber: string;
}

export interface DemoPlan {
  accounts: Array<typeof accounts.$inferInsert>;
  users: UserPlan[];
  extensions: ExtensionPlan[];
  locations: Array<typeof emergencyLocations.$inferInsert>;
  devices: DevicePlan[];
  phones: PhonePlan[];
  calls: CallPlan[];
}
