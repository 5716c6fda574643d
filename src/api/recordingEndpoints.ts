// The endpoints of call recordings (REC-01, REC-02; decision 0104), the recording family, spread
// into ENDPOINTS (src/api/endpointCatalogue.ts). The search is never cached (REQ-07), nor is a
// bulk download's status (a poll), nor a link (it carries a token that expires).
import type { EndpointSpec } from './endpoints';

const ACCOUNT = '/api/account/{accountId}';
const EMPTY_LIST = { total: 0, items: [] };
const RECORDING = '/api/recording/{recordingId}';

export const RECORDING_ENDPOINTS = {
  /** C-249 (GET), C-250 (DELETE: to the recycle bin) */
  recordingSearch: {
    family: 'recording',
    path: `${ACCOUNT}/search/recordings`,
    versions: { get: '', delete: '' },
    noCache: true,
    empty: { get: EMPTY_LIST },
  },
  /** C-262 */
  recordingRecycleBin: {
    family: 'recording',
    path: `${ACCOUNT}/recycleBin`,
    versions: { get: '' },
    noCache: true,
    empty: { get: EMPTY_LIST },
  },
  /** C-261 */
  recordingRestore: {
    family: 'recording',
    path: `${ACCOUNT}/recoverRecordingsFromTrash`,
    versions: { post: '' },
  },
  /** C-259 */
  recordingDeleteForGood: {
    family: 'recording',
    path: `${ACCOUNT}/deleteRecordingsPermanently`,
    versions: { post: '' },
  },
  /** C-260 (POST), the list of our own (GET) */
  recordingComments: {
    family: 'recording',
    path: `${RECORDING}/comments`,
    versions: { get: '', post: '' },
    noCache: true,
    empty: { get: [] },
  },
  /** C-271 */
  recordingTranscription: { family: 'recording', path: `${RECORDING}/transcription`, versions: { get: '' } },
  /** C-263 */
  recordingAudio: { family: 'recording', path: `${RECORDING}/audio`, versions: { get: '' }, noCache: true },
  /** C-257 */
  recordingUsage: { family: 'recording', path: `${ACCOUNT}/getUsage`, versions: { get: '' }, noCache: true },
  /** C-258 */
  recordingRecalculate: {
    family: 'recording',
    path: `${ACCOUNT}/recalculateUsage`,
    versions: { get: '' },
    noCache: true,
  },
  /** C-254 */
  recordingZipPrepare: {
    family: 'recording',
    path: `${ACCOUNT}/bulkDownload/prepare`,
    versions: { post: '' },
  },
  /** C-255 */
  recordingZipStart: { family: 'recording', path: `${ACCOUNT}/bulkDownload/start`, versions: { post: '' } },
  /** C-256 (GET), the cancel of our own (DELETE) */
  recordingZip: {
    family: 'recording',
    path: `${ACCOUNT}/bulkDownload/{downloadId}`,
    versions: { get: '', delete: '' },
    noCache: true,
  },
} satisfies Record<string, EndpointSpec>;
