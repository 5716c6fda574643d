// Node's FormData, Blob and File, kept before the page test's document replaces them with
// happy-dom's (tests/support/happyDomPlatform.ts): Node's fetch, which carries the portal's
// requests to the platform in process, sends only its own FormData as multipart/form-data. In a
// browser the page's FormData and fetch are one; here the test puts Node's back after the import:
//
//   import { restoreNodeFormData } from './nodeFormData';
//   import '../../../support/happyDomPlatform';
//   restoreNodeFormData();
const kept = { FormData: globalThis.FormData, Blob: globalThis.Blob, File: globalThis.File };

export function restoreNodeFormData() {
  Object.assign(globalThis, kept);
}
