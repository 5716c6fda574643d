// ERR-07's texts, exactly as the contract gives them, and ERR-08's test of a refusal: a 400 whose
// message says an emergency location is missing (the caller raises anything else again).
import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../../src/api/failure';
import {
  ANOTHER_USER_LOGGED_IN,
  DEVICE_ERROR_HEADING,
  failureCode,
  failureMessage,
  isMissingEmergencyLocation,
  LOCATION_PROVISIONING,
} from '../../../src/domain/deviceErrors';

const refusal = (status: number, body: Record<string, unknown>) =>
  new ApiFailure({
    status,
    url: 'http://api.test/svc/hoteling/v1/devices/5/assignment',
    body: { status, ...body },
  });

describe('device refusals (ERR-07)', () => {
  it('ERR-07 the texts and the heading are the contract’s, word for word', () => {
    expect(LOCATION_PROVISIONING).toBe(
      'The emergency services location is still being provisioned. Please select a different location, or try again in a few minutes.',
    );
    expect(ANOTHER_USER_LOGGED_IN).toBe(
      'Another user is logged into this device. Please have them log out and then try again.',
    );
    expect(DEVICE_ERROR_HEADING).toBe('Error');
  });

  it('ERR-07 the code and message are read from a failure of the request layer or from a bare body', () => {
    const failure = refusal(409, { code: 'device_logged_in', message: ANOTHER_USER_LOGGED_IN });
    expect(failureCode(failure)).toBe('device_logged_in');
    expect(failureMessage(failure)).toBe(ANOTHER_USER_LOGGED_IN);
    expect(failureCode({ body: { code: 'device_assigned' } })).toBe('device_assigned');
    expect(failureCode(new Error('Failed to fetch'))).toBeUndefined();
    expect(failureMessage(new Error('Failed to fetch'))).toBe('Failed to fetch');
    expect(failureCode(undefined)).toBeUndefined();
  });
});

describe('a missing emergency location (ERR-08)', () => {
  it('ERR-08 a 400 saying the location does not exist, is missing or was not found is recognised', () => {
    for (const message of [
      'The emergency location 99 does not exist.',
      'Emergency location missing.',
      'emergency LOCATION not found',
    ])
      expect(
        isMissingEmergencyLocation(refusal(400, { code: 'emergency_location_missing', message })),
        message,
      ).toBe(true);
    // Recognised by the message, not the code: a service that sends none is understood too.
    expect(
      isMissingEmergencyLocation(refusal(400, { message: 'The emergency location 7 does not exist.' })),
    ).toBe(true);
  });

  it('ERR-08 anything else is not: another status, another 400, or a location that exists but is provisioning', () => {
    const missing = {
      code: 'emergency_location_missing',
      message: 'The emergency location 99 does not exist.',
    };
    expect(isMissingEmergencyLocation(refusal(404, missing))).toBe(false);
    expect(isMissingEmergencyLocation(refusal(409, missing))).toBe(false);
    expect(isMissingEmergencyLocation(refusal(400, { message: 'The extension 99 does not exist.' }))).toBe(
      false,
    );
    expect(
      isMissingEmergencyLocation(
        refusal(400, { code: 'emergency_location_provisioning', message: LOCATION_PROVISIONING }),
      ),
    ).toBe(false);
    // The code alone, with a message that says nothing of a missing location, is not enough.
    expect(
      isMissingEmergencyLocation(
        refusal(400, { code: 'emergency_location_missing', message: 'Bad request.' }),
      ),
    ).toBe(false);
    expect(isMissingEmergencyLocation(new Error('The emergency location 99 does not exist.'))).toBe(false);
    expect(isMissingEmergencyLocation(null)).toBe(false);
  });
});
