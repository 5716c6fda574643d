// How to walk the location save machine: what the admin does (a well-formed address, one the
// schema refuses), and what the platform answers to the validation and the save. Read by the path
// tests, the coverage report and the machine gallery.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { LocationInput } from '../../src/domain/schemas/location';
import { type MachineModel, possibleIn } from '../graph/paths';

export const TYPED_ADDRESS: LocationInput = {
  name: 'Fifth Avenue office',
  countryCode: 'US',
  region: 'NY',
  city: 'new york',
  street: '350 Fifth Avenue',
  street2: null,
  predirectional: null,
  postalCode: '101181234',
};

/** An address the schema refuses before any call: no name, no street. */
export const MALFORMED_ADDRESS: LocationInput = { ...TYPED_ADDRESS, name: '', street: '' };

export const SUGGESTED_ADDRESS = {
  countryCode: 'US',
  region: 'NY',
  city: 'New York',
  street: '350 Fifth Ave',
  street2: null,
  predirectional: null,
  postalCode: '10118-1234',
};

export const VALID = { valid: true, problems: [], suggestion: null, changed: [] };
export const WITH_SUGGESTION = {
  valid: true,
  problems: [],
  suggestion: SUGGESTED_ADDRESS,
  changed: ['city', 'street', 'postalCode'],
};
export const INVALID = {
  valid: false,
  problems: [{ field: 'postalCode', message: 'Enter a ZIP code like 80202 or 80202-1234.' }],
  suggestion: null,
  changed: [],
};
export const SAVED = { id: 41, name: 'Fifth Avenue office' };

/** A refusal as the request layer raises it: a 400 naming its fields, or no answer at all. */
export const FIELD_REFUSAL = {
  status: 400,
  message: 'Check the fields.',
  errors: [{ field: 'name', message: 'A location with this name already exists.' }],
};
export const UNREACHABLE = { message: 'Failed to fetch' };
export const SERVER_ERROR = { status: 500, message: 'Something went wrong.', errors: [] };

export const LOCATION_SAVE_EVENTS: EventObject[] = [
  { type: 'SAVE', draft: TYPED_ADDRESS } as EventObject,
  { type: 'SAVE', draft: MALFORMED_ADDRESS } as EventObject,
  { type: 'USE' },
  { type: 'KEEP' },
  { type: 'EDIT' },
  { type: 'RETRY' },
  { type: 'BACK' },
  { type: 'xstate.done.actor.validate', output: VALID } as EventObject,
  { type: 'xstate.done.actor.validate', output: WITH_SUGGESTION } as EventObject,
  { type: 'xstate.done.actor.validate', output: INVALID } as EventObject,
  { type: 'xstate.error.actor.validate', error: UNREACHABLE } as EventObject,
  { type: 'xstate.done.actor.save', output: SAVED } as EventObject,
  { type: 'xstate.error.actor.save', error: FIELD_REFUSAL } as EventObject,
  { type: 'xstate.error.actor.save', error: SERVER_ERROR } as EventObject,
];

export const locationSaveModel: MachineModel = {
  // Saved is final: nothing is sent once the page moves on.
  events: (s) => (s.status === 'done' ? [] : LOCATION_SAVE_EVENTS.filter((e) => possibleIn(s, e))),
  // Guards read the step that failed (RETRY in failed).
  serialize: (s: AnyMachineSnapshot) => JSON.stringify([s.value, s.context.failure?.step]),
};
