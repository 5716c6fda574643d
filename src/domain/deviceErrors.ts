// What the portal says when a device change is refused for a reason the admin can act on
// (ERR-07), and how it recognises a line put on an emergency location that does not exist
// (ERR-08). Pure: the device machine and the device pages read these, the server answers the same
// texts (the shared contract of issue 16).

/** The heading of the dialog that shows an ERR-07 refusal. */
export const DEVICE_ERROR_HEADING = 'Error';

/** ERR-07: a line would be put on an emergency location whose provisioning is not finished. */
export const LOCATION_PROVISIONING =
  'The emergency services location is still being provisioned. Please select a different location, or try again in a few minutes.';

/** ERR-07: the device cannot be unassigned while someone else is logged into it. */
export const ANOTHER_USER_LOGGED_IN =
  'Another user is logged into this device. Please have them log out and then try again.';

/** The platform's codes for the refusals above, and for a device assigned meanwhile (DEV-04). */
export const DEVICE_FAILURE_CODES = {
  locationProvisioning: 'emergency_location_provisioning',
  loggedIn: 'device_logged_in',
  assigned: 'device_assigned',
} as const;

/** What a failed call carries, read structurally: an ApiFailure, or its body as the platform sent it. */
interface FailureLike {
  status?: number;
  code?: string;
  message?: string;
  body?: { code?: string; message?: string };
}

const asFailure = (failure: unknown): FailureLike =>
  typeof failure === 'object' && failure !== null ? (failure as FailureLike) : {};

/** The platform's code of a refusal (the failure's own, else its body's); undefined when none. */
export function failureCode(failure: unknown): string | undefined {
  const f = asFailure(failure);
  return f.code ?? f.body?.code;
}

/** The platform's message of a refusal, else the failure's own message. */
export function failureMessage(failure: unknown): string {
  const f = asFailure(failure);
  return f.body?.message ?? f.message ?? String(failure);
}

/**
 * ERR-08: a 400 whose message says an emergency location is missing. The portal tells the admin
 * to choose one; anything else (another 400, another status) the caller raises again. Read from
 * the message, not the code alone, as the contract says: older services answer no code.
 */
export function isMissingEmergencyLocation(failure: unknown): boolean {
  if (asFailure(failure).status !== 400) return false;
  const message = failureMessage(failure);
  return /emergency location/i.test(message) && /does not exist|missing|not found/i.test(message);
}
