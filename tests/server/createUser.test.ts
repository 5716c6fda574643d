// One way to create a user (issue 14): the single create, the create with extension and the
// bulk import write the same rows for the same input, in every table a new user touches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callers } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';
import { sqlRows } from '../support/sqlRows';

let p: TestPlatform;
let as: ReturnType<typeof callers>['as'];

beforeAll(async () => {
  p = await startPlatform();
  as = callers(p).as;
});
afterAll(() => p.close());

const rows = <T = Record<string, unknown>>(text: string) => sqlRows<T>(p.database.db, text);

/** What a new user wrote, without what differs by design (ids, login name, times, the import mark). */
async function written(userId: number) {
  const [user] = await rows(`select * from users where id = ${userId}`);
  const { id, login_name, created_at, list_item, is_imported, ...userFields } = user;
  const strip = (r: Record<string, unknown>) => {
    const { id: _id, user_id, extension_number, created_at: _c, body, ...rest } = r;
    return rest;
  };
  return {
    user: userFields,
    memberships: (await rows(`select * from role_memberships where user_id = ${userId} order by id`)).map(
      strip,
    ),
    contacts: (await rows(`select * from contact_numbers where user_id = ${userId} order by kind`)).map(
      strip,
    ),
    extensions: (await rows(`select * from extensions where user_id = ${userId} order by id`)).map(strip),
    mail: (await rows(`select kind, to_address, sent_at from outbox where user_id = ${userId}`)).map(strip),
    settings: (await rows(`select * from user_security_settings where user_id = ${userId}`)).map(strip),
  };
}

const person = (loginName: string) => ({
  firstName: 'Dana',
  lastName: 'Okafor',
  email: 'dana.okafor@acme.example',
  loginName,
  roleId: 4,
  // Not the defaults: a path that drops them writes other rows.
  allowLogin: false,
  allowCallBlocking: false,
  updateMeWithAnnouncements: true,
});

describe('creating a user', () => {
  it('USER-08 the single create, the create with extension and the import write the same rows', async () => {
    const admin = await as('account administrator');
    const account = admin.accountId;
    const single = await admin.post(`/svc/ucaas/api/ucaas/account/${account}/users`, {
      ...person('dana.single@acme.example'),
      contactNumbers: [{ kind: 'M', number: '4155550142' }],
    });
    expect(single.status).toBe(201);
    const withExtension = await admin.post(`/svc/appserver/rest/account/${account}/userWithExtension`, {
      user: { ...person('dana.ext@acme.example'), contactNumbers: [{ kind: 'M', number: '4155550142' }] },
      assignments: { extension: '7101' },
    });
    expect(withExtension.status).toBe(201);
    const task = await admin.post(`/svc/appserver/rest/account/${account}/users/bulkCreate`, {
      users: [
        { ...person('dana.import@acme.example'), mobile: '4155550142', extension: '7102', rowNumber: 1 },
      ],
    });
    expect(task.status).toBe(202);
    await p.jobs.idle();
    const outcome = await admin.get(
      `/svc/appserver/rest/account/${account}/bulkTask/${task.body.taskId}/rows`,
    );
    expect(outcome.body.rows[0]).toMatchObject({ status: 'ok', subjectId: expect.any(Number) });

    const a = await written(single.body.userId);
    const b = await written(withExtension.body.userId);
    const c = await written(outcome.body.rows[0].subjectId);
    expect(a.user).toMatchObject({ block_access: true, send_email: false, allow_call_blocking: false });
    expect(a.contacts).toEqual([{ account_id: account, kind: 'M', number: '+14155550142' }]);
    // The single create makes no extension (C-080); the other two make the default one alike.
    expect(b).toEqual({ ...a, extensions: b.extensions });
    expect(c).toEqual(b);
    expect(b.extensions).toEqual([
      expect.objectContaining({ extension_type: 'Extension', is_default: true, user_name: 'Dana Okafor' }),
    ]);
  });
});
