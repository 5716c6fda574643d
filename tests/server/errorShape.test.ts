// ERR-01 on the server: every error answer has one JSON shape, and a validation failure answers
// its list of { field, message }.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badRequest, handleError, notFound, validationFailed } from '../../server/http/errors';
import { demo } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

describe('error answers (ERR-01)', () => {
  it('ERR-01 a validation failure of the platform answers { status, code, message, errors: [{ field, message }] }', async () => {
    const res = await p.app.request('/svc/auth/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', client_id: 'switchboard-portal' }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({
      status: 400,
      code: 'bad_request',
      message: 'Enter your login name and password.',
      errors: [
        { field: 'username', message: 'Enter your login name.' },
        { field: 'password', message: 'Enter your password.' },
      ],
    });
  });

  it('ERR-01 validationFailed answers its list, the first message as the message', async () => {
    const app = new Hono();
    app.onError(handleError);
    app.post('/v', () => {
      throw validationFailed([
        { field: 'email', message: 'Enter a valid e-mail address.' },
        { field: 'loginName', message: 'That login name is taken.' },
      ]);
    });
    app.post('/b', () => {
      throw badRequest('Nope.');
    });
    app.get('/n', () => {
      throw notFound();
    });
    const v = await app.request('/v', { method: 'POST' });
    expect(v.status).toBe(400);
    expect(await v.json()).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'Enter a valid e-mail address.',
      errors: [
        { field: 'email', message: 'Enter a valid e-mail address.' },
        { field: 'loginName', message: 'That login name is taken.' },
      ],
    });
    // ERR-02 and ERR-03 rely on the same shape without a list.
    expect(await (await app.request('/b', { method: 'POST' })).json()).toEqual({
      status: 400,
      code: 'bad_request',
      message: 'Nope.',
    });
    expect(await (await app.request('/n')).json()).toEqual({
      status: 404,
      code: 'not_found',
      message: 'Not found',
    });
  });

  it('ERR-03 an unknown service call answers 404 in the same shape', async () => {
    const res = await p.app.request('/svc/ucaas/api/ucaas/nothing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ status: 404, code: 'not_found', message: 'No such service call' });
  });

  it('ERR-02 a write whose body is not JSON answers 400 in the same shape, not a server error', async () => {
    const d = demo('account administrator');
    const t = await p.signIn(d.loginName, d.password);
    const me = await (await p.call('GET', '/svc/users/v3/users/self', { token: t.access_token })).json();
    const res = await p.app.request(`/svc/ucaas/api/ucaas/user/${me.id}/security/settings`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${t.access_token}`, 'content-type': 'application/json' },
      body: '{"mfaRequired": tru',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      status: 400,
      code: 'bad_request',
      message: 'The request body is not valid JSON.',
    });
  });
});
