// The kinds of long job the platform runs as tasks polled by id (decision 0076): the one list,
// read by the server (each area registers its kinds in server/jobs), the request layer and the
// screens. A new kind is a line here and a registration in its area.

export const JOB_KINDS = [
  /** The users area: a CSV import of new users (USER-08). */
  'userImport',
  /** The users area: reset the passwords of chosen users. */
  'passwordReset',
  /** The users area: send chosen users the new-user e-mail again. */
  'welcomeResend',
  /** The users area: the caller-id name of chosen users' numbers (C-330). */
  'callerIdUpdate',
  /** The devices area: a CSV import of devices, each on its extension when the row names one. */
  'deviceImport',
  /** The numbers area: one change (status, caller id, tag, provider, removals…) to chosen numbers. */
  'numberChange',
  /** The numbers area: chosen numbers moved to another account, in batches of 50 by default. */
  'numberMove',
  /** Call monitoring (issue 20): one supervisor's mode set on chosen extensions (C-555). */
  'monitorUpdate',
  /** Call monitoring (issue 20): chosen extensions' own data cleared (C-553). */
  'extensionReset',
  /** Call recordings: a zip of chosen recordings with an index (REC-02). */
  'recordingZip',
  /** Call recordings: the account's recordings older than N days moved to the archive tier (C-486). */
  'recordingArchive',
  /** The reports area: a report written as CSV or PDF, part by part, then downloaded (RPT-02). */
  'reportExport',
  /** Provisioning (issue 24, C-400): chosen services moved to another service location. */
  'serviceLocationMove',
] as const;

export type JobKind = (typeof JOB_KINDS)[number];

export const isJobKind = (value: string): value is JobKind =>
  (JOB_KINDS as readonly string[]).includes(value);
