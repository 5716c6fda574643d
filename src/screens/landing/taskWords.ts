// The words a reader sees for a task's kind and outcome (C-501, decision 0116).
import type { JobKind } from '../../domain/jobKinds';

const KIND_WORDS: Record<JobKind, string> = {
  userImport: 'User import',
  passwordReset: 'Password reset',
  welcomeResend: 'Welcome e-mail sent again',
  callerIdUpdate: 'Caller ID name change',
  deviceImport: 'Phone import',
  numberChange: 'Phone number change',
  numberMove: 'Phone numbers moved',
  monitorUpdate: 'Call monitoring change',
  extensionReset: 'Extension reset',
  recordingZip: 'Recordings download',
  recordingArchive: 'Recordings archived',
  reportExport: 'Report export',
  serviceLocationMove: 'Services moved to a location',
};

/** A kind's words; an unknown kind as it is named. */
export const kindWords = (kind: string) => KIND_WORDS[kind as JobKind] ?? kind;

const STATUS_WORDS: Record<string, string> = {
  done: 'Done',
  partial: 'Partly done',
  failed: 'Failed',
};

export const statusWords = (status: string) => STATUS_WORDS[status] ?? status;
