import { describe, expect, it } from 'vitest';
import { describeFailure } from '../../../src/api/describeFailure';
import {
  bodyText,
  classifyFailure,
  GENERIC_400,
  NO_TOKEN_MESSAGE,
  SERVICE_UNAVAILABLE,
} from '../../../src/api/errorCatalogue';
import {
  ApiFailure,
  INVALID_ACCOUNT_ID,
  InvalidAccountIdError,
  NoTokenError,
} from '../../../src/api/failure';

const U = 'http://api.test/svc/ucaas/api/ucaas/account/1/info';
const failure = (status: number | undefined, body?: unknown, extra: { url?: string; family?: string } = {}) =>
  new ApiFailure({ status, url: extra.url ?? U, body, family: extra.family ?? 'ucaas', method: 'get' });

describe('error catalogue (ERR-01..05, ERR-10)', () => {
  it('ERR-01 a 400 with a list of validation errors shows the details of the first error', () => {
    const body = {
      status: 400,
      code: 'validation_failed',
      message: 'Invalid input',
      errors: [
        { field: 'email', message: 'Enter a valid e-mail address.' },
        { field: 'loginName', message: 'Taken.' },
      ],
    };
    expect(classifyFailure(failure(400, body))).toEqual({
      kind: 'message',
      rule: 'ERR-01',
      message: 'Enter a valid e-mail address.',
    });
  });

  it('ERR-02 any other 400 shows "We couldn\'t process your request, Please try again"', () => {
    expect(GENERIC_400).toBe("We couldn't process your request, Please try again");
    for (const body of [
      { status: 400, code: 'bad_request', message: 'nope' },
      { errors: [] },
      'plain text',
      undefined,
    ])
      expect(classifyFailure(failure(400, body))).toEqual({
        kind: 'message',
        rule: 'ERR-02',
        message: GENERIC_400,
      });
  });

  it('ERR-03 404 and 5xx open the error modal with the status, the URL and the body as text', () => {
    for (const status of [404, 500, 502, 503]) {
      const outcome = classifyFailure(failure(status, { status, code: 'x', message: 'Boom' }));
      expect(outcome).toMatchObject({ kind: 'modal', rule: 'ERR-03', status, url: U });
      expect(outcome.kind === 'modal' && JSON.parse(outcome.body)).toEqual({
        status,
        code: 'x',
        message: 'Boom',
      });
    }
    const html = classifyFailure(failure(500, '<h1>Bad gateway</h1>'));
    expect(html).toMatchObject({ kind: 'modal', body: '<h1>Bad gateway</h1>' });
    expect(bodyText(undefined)).toBe('');
    expect(bodyText(null)).toBe('');
  });

  it('ERR-04 a failure on the call-recording family or the legacy il family says the page is unavailable', () => {
    expect(SERVICE_UNAVAILABLE).toBe(
      'Sorry, the page you are trying to access is currently unavailable. Please try again later.',
    );
    for (const family of ['recording', 'il'])
      for (const status of [400, 404, 500, undefined])
        expect(classifyFailure(failure(status, undefined, { family }))).toEqual({
          kind: 'message',
          rule: 'ERR-04',
          message: SERVICE_UNAVAILABLE,
        });
  });

  it('ERR-05 a failure on an exempt path is only logged', () => {
    for (const url of [
      'http://api.test/svc/hoteling/devices/5',
      'http://api.test/svc/auth/v1/sso/accounts/1',
      'http://api.test/svc/ucaas/api/ucaas/account/1/phonesystem/accountPhoneNumbers/moveToAccount',
      'http://api.test/svc/appserver/messages/8/users/x/hasMessages',
      'http://api.test/svc/appserver/receptionists/1',
      'http://api.test/svc/hoteling/features/1',
    ])
      for (const status of [400, 404, 500])
        expect(classifyFailure(failure(status, undefined, { url })).kind, `${status} ${url}`).toBe('logged');
  });

  it('ERR-10 a bulk call without an account id says so', () => {
    expect(classifyFailure(new InvalidAccountIdError())).toEqual({
      kind: 'message',
      rule: 'ERR-10',
      message: INVALID_ACCOUNT_ID,
    });
  });

  it('AUTH-11 no token, 403, an unreachable platform and unknown errors have their own sentences', () => {
    expect(classifyFailure(new NoTokenError())).toMatchObject({ message: NO_TOKEN_MESSAGE });
    expect(classifyFailure(failure(403))).toMatchObject({ kind: 'message', rule: '403' });
    expect(classifyFailure(failure(undefined))).toMatchObject({ kind: 'message', rule: 'unreachable' });
    expect(classifyFailure(new Error('x'))).toMatchObject({ kind: 'message', rule: 'unknown' });
  });

  it('ERR-01 ERR-02 ERR-03 ERR-05 describeFailure gives screens the catalogue sentence, nothing for exempt paths', () => {
    const logged: unknown[] = [];
    const log = (...args: unknown[]) => logged.push(args);
    expect(describeFailure(failure(400, { errors: [{ field: 'a', message: 'First.' }] }), log)).toBe(
      'First.',
    );
    expect(describeFailure(failure(400), log)).toBe(GENERIC_400);
    expect(describeFailure(failure(404), log)).toBe('Not found.');
    expect(describeFailure(failure(503), log)).toBe('The platform answered 503. Please try again.');
    expect(describeFailure(failure(500, undefined, { family: 'il' }), log)).toBe(SERVICE_UNAVAILABLE);
    expect(logged).toEqual([]);
    expect(
      describeFailure(failure(500, undefined, { url: 'http://api.test/svc/hoteling/devices' }), log),
    ).toBe(undefined);
    expect(logged).toHaveLength(1);
  });
});
