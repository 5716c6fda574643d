// The platform names a refused field by its place in the body; the Add user form by its own name.
import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../../src/api/failure';
import { createUserWithExtension } from '../../../src/api/users';
import { fakeClient, json } from './support';

const user = {
  firstName: 'Nia',
  lastName: 'Okafor',
  email: 'nia@acme.example',
  loginName: 'nia@acme.example',
};

describe('creating a user with an extension', () => {
  it('USER-08 a refused extension or login name comes back under the form’s own field names', async () => {
    const { api } = fakeClient({
      answer: () =>
        json(
          {
            status: 400,
            code: 'validation_failed',
            message: 'Extension 101 is already in use.',
            errors: [
              { field: 'assignments.extension', message: 'Extension 101 is already in use.' },
              { field: 'user.loginName', message: 'This login name is already taken. Choose another.' },
            ],
          },
          400,
        ),
    });
    const failure = await createUserWithExtension(api, 7, user, { extension: '101' }).catch((e) => e);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure.status).toBe(400);
    expect(failure.code).toBe('validation_failed');
    expect(failure.errors).toEqual([
      { field: 'extension', message: 'Extension 101 is already in use.' },
      { field: 'loginName', message: 'This login name is already taken. Choose another.' },
    ]);
  });
});
