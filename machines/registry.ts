// Every machine of the portal, once. The gallery (#/machines), the exporter
// (npm run machines:export) and the coverage report (npm run test:model) all read this list:
// adding a machine is one line here, beside its `<name>.model.ts`.
import type { AnyStateMachine } from 'xstate';
import { resourceMachine } from './data/resourceMachine';
import { resourceModel } from './data/resourceMachine.model';
import { assignmentMachine } from './devices/assignmentMachine';
import { assignmentModel } from './devices/assignmentMachine.model';
import type { MachineModel } from './graph/paths';
import { locationSaveMachine } from './locations/locationSaveMachine';
import { locationSaveModel } from './locations/locationSaveMachine.model';
import { tenDlcMachine } from './messaging/tenDlcMachine';
import { tenDlcModel } from './messaging/tenDlcMachine.model';
import { numberBulkMachine } from './numbers/numberBulkMachine';
import { numberBulkModel } from './numbers/numberBulkMachine.model';
import { checkoutMachine } from './orders/checkoutMachine';
import { checkoutModel } from './orders/checkoutMachine.model';
import { keyToolMachine } from './portal/keyToolMachine';
import { keyToolModel } from './portal/keyToolMachine.model';
import { gatewayTokenMachine } from './session/gatewayTokenMachine';
import { gatewayTokenModel } from './session/gatewayTokenMachine.model';
import { idpSignInMachine } from './session/idpSignInMachine';
import { idpSignInModel } from './session/idpSignInMachine.model';
import { keepAliveMachine } from './session/keepAliveMachine';
import { keepAliveModel } from './session/keepAliveMachine.model';
import { tokenMachine } from './session/tokenMachine';
import { tokenModel } from './session/tokenMachine.model';
import { bulkTaskMachine } from './tasks/bulkTaskMachine';
import { bulkTaskModel } from './tasks/bulkTaskMachine.model';
import { exportMachine } from './tasks/exportMachine';
import { exportModel } from './tasks/exportMachine.model';
import { recordingMachine } from './tasks/recordingMachine';
import { recordingModel } from './tasks/recordingMachine.model';
import { userCreateMachine } from './users/userCreateMachine';
import { userCreateModel } from './users/userCreateMachine.model';

export interface RegisteredMachine {
  /** The machine's id (its `id:`), also the file name of its exports: docs/machines/<id>.svg. */
  id: string;
  title: string;
  machine: AnyStateMachine;
  /** How to walk it: the events for the generated paths. */
  model: MachineModel;
  /** The requirement ids (../shared/spec/REQUIREMENTS.md) the machine serves. */
  requirements: string[];
  /** The machine's file, from the repository root. */
  source: string;
}

// biome-ignore format: one line per machine, so that adding one is one line.
export const MACHINES: RegisteredMachine[] = [
  { id: 'token', title: 'Token lifecycle', machine: tokenMachine, model: tokenModel, requirements: ['AUTH-01', 'AUTH-02', 'AUTH-03', 'AUTH-04', 'AUTH-05', 'AUTH-06', 'AUTH-07', 'AUTH-09', 'AUTH-12', 'SEC-03'], source: 'machines/session/tokenMachine.ts' },
  { id: 'keepAlive', title: 'Session keep-alive', machine: keepAliveMachine, model: keepAliveModel, requirements: ['AUTH-09', 'AUTH-12'], source: 'machines/session/keepAliveMachine.ts' },
  { id: 'idpSignIn', title: 'Single sign-on (PKCE)', machine: idpSignInMachine, model: idpSignInModel, requirements: ['AUTH-07', 'SEC-01'], source: 'machines/session/idpSignInMachine.ts' },
  { id: 'gatewayToken', title: 'Second-service tokens', machine: gatewayTokenMachine, model: gatewayTokenModel, requirements: ['AUTH-08'], source: 'machines/session/gatewayTokenMachine.ts' },
  { id: 'resource', title: 'Loading a resource', machine: resourceMachine, model: resourceModel, requirements: ['ERR-03'], source: 'machines/data/resourceMachine.ts' },
  { id: 'bulkTask', title: 'Bulk task (import, password reset, welcome e-mail)', machine: bulkTaskMachine, model: bulkTaskModel, requirements: ['USER-08'], source: 'machines/tasks/bulkTaskMachine.ts' },
  { id: 'userCreate', title: 'Creating a user with the login-name check', machine: userCreateMachine, model: userCreateModel, requirements: ['USER-04'], source: 'machines/users/userCreateMachine.ts' },
  { id: 'deviceAssignment', title: 'Assigning a device (move, unassign, log out)', machine: assignmentMachine, model: assignmentModel, requirements: ['DEV-04', 'ERR-07'], source: 'machines/devices/assignmentMachine.ts' },
  { id: 'numberBulk', title: 'Bulk change of phone numbers (dry run, review, batches)', machine: numberBulkMachine, model: numberBulkModel, requirements: ['NUM-04'], source: 'machines/numbers/numberBulkMachine.ts' },
  { id: 'export', title: 'An export (start, poll for the file’s location, cancel, try again)', machine: exportMachine, model: exportModel, requirements: ['RPT-02'], source: 'machines/tasks/exportMachine.ts' },
  { id: 'recording', title: 'Recording a greeting by phone (start, poll by ticket, cancel, time out)', machine: recordingMachine, model: recordingModel, requirements: ['CALL-03'], source: 'machines/tasks/recordingMachine.ts' },
  { id: 'tenDlc', title: 'Business texting registration (10DLC: draft, review, approved or rejected, resubmit)', machine: tenDlcMachine, model: tenDlcModel, requirements: ['MSG-01'], source: 'machines/messaging/tenDlcMachine.ts' },
  { id: 'locationSave', title: 'Saving an emergency location (validate, suggestion, save, retry)', machine: locationSaveMachine, model: locationSaveModel, requirements: ['CALL-06'], source: 'machines/locations/locationSaveMachine.ts' },
  { id: 'checkout', title: 'Ordering from the store (cart, preview, submit once, retry)', machine: checkoutMachine, model: checkoutModel, requirements: ['BILL-03'], source: 'machines/orders/checkoutMachine.ts' },
  { id: 'keyTool', title: 'The key tool (edit the portal’s texts in place: save, restore, retry)', machine: keyToolMachine, model: keyToolModel, requirements: ['MISC-02'], source: 'machines/portal/keyToolMachine.ts' },
];

export const machineById = (id: string) => MACHINES.find((m) => m.id === id);
