// The users area's request layer against the real platform in process: room users keep their
// marker on the platform and never show it to the portal (USER-02), the search wraps results
// (USER-03), the phone book and the bulk calls go through the same layer.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { testWgConfig } from '../../mocks/config';
import { platformHandlers } from '../../mocks/platform';
import { getBulkTask, getBulkTaskRows, startUserImport } from '../../src/api/bulk';
import { getExtension, listExtensions } from '../../src/api/extensions';
import { getSelf } from '../../src/api/identity';
import { checkLoginName, createUser, getUser, listUsers, updateUser } from '../../src/api/users';
import { createSession, type Session } from '../../src/app/session/SessionContext';
import { demo } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
let session: Session;
let accountId: number;
const server = setupServer();
const admin = demo('account administrator');

beforeAll(async () => {
  p = await startPlatform();
  server.listen({ onUnhandledRequest: 'error' });
  server.use(...platformHandlers(p.app));
  session = createSession(await testWgConfig(p.app));
  session.tokenActor.start();
  await waitFor(session.tokenActor, (s) => s.matches('signedOut'));
  session.tokenActor.send({ type: 'session.signIn', username: admin.loginName, password: admin.password });
  await waitFor(session.tokenActor, (s) => s.matches('valid'));
  accountId = (await getSelf(session.api)).account_id;
});
afterAll(async () => {
  server.close();
  await p.close();
});

describe('room users through the request layer (USER-02, USER-03)', () => {
  it('USER-02 a room user is stored with the marker as END_USER and read back as ROOM_USER without it', async () => {
    const created = await createUser(session.api, {
      firstName: 'Huddle',
      lastName: 'Room 3',
      email: 'huddle3@acme.example',
      loginName: 'huddle3@acme.example',
      userType: 'ROOM_USER',
    });
    expect(created).toMatchObject({ lastName: 'Room 3', userType: 'ROOM_USER' });
    const raw = await (
      await p.call('GET', `/svc/ucaas/api/ucaas/v4/user/${created.userId}`, {
        token: (await p.signIn(admin.loginName, admin.password)).access_token,
      })
    ).json();
    expect(raw).toMatchObject({ lastName: 'Room 3 -room-', userType: 'END_USER' });
    const again = await getUser(session.api, created.userId);
    expect(again).toMatchObject({ lastName: 'Room 3', userType: 'ROOM_USER' });
    // An edit that renames keeps the room; one that does not touch the name leaves it alone.
    const renamed = await updateUser(session.api, created.userId, {
      lastName: 'Room 4',
      userType: 'ROOM_USER',
    });
    expect(renamed).toMatchObject({ lastName: 'Room 4', userType: 'ROOM_USER' });
    const flag = await updateUser(session.api, created.userId, { allowLogin: false });
    expect(flag).toMatchObject({
      lastName: 'Room 4',
      userType: 'ROOM_USER',
      blockAccess: true,
      sendEmail: false,
    });
  });

  it('USER-02 USER-03 lists and the keyword search show the seeded rooms as ROOM_USER, unmarked', async () => {
    const page = await listUsers(session.api, accountId, { pageSize: 750, offset: 0 });
    const rooms = page.items.filter((u) => u.userType === 'ROOM_USER');
    expect(rooms.length).toBeGreaterThan(0);
    for (const u of page.items) expect(u.lastName).not.toContain('-room-');
    // The users page searches through the list with a keyword (the product path).
    const found = await listUsers(session.api, accountId, {
      pageSize: 10,
      offset: 0,
      keyword: rooms[0].loginName,
    });
    expect(found.items[0]).toMatchObject({ userType: 'ROOM_USER', lastName: rooms[0].lastName });
  });

  it('USER-04 availability answers through the layer, never from the cache', async () => {
    expect((await checkLoginName(session.api, 'fresh.name@acme.example')).available).toBe(true);
    await createUser(session.api, {
      firstName: 'F',
      lastName: 'N',
      email: 'fresh.name@acme.example',
      loginName: 'fresh.name@acme.example',
    });
    expect((await checkLoginName(session.api, 'fresh.name@acme.example')).available).toBe(false);
  });

  it('USER-07 extensions read with includeVoicemailCount=false and list under phoneSystemExtension', async () => {
    const page = await listExtensions(session.api, accountId, { pageSize: 5, offset: 0 });
    expect(page.items).toHaveLength(5);
    const one = await getExtension(session.api, page.items[0].deviceKitId);
    expect(one.deviceKitId).toBe(page.items[0].deviceKitId);
  });

  it('USER-02 USER-08 an import sends room users with the marker and polls the task to the end', async () => {
    const { taskId } = await startUserImport(session.api, accountId, [
      {
        rowNumber: 1,
        firstName: 'Focus',
        lastName: 'Pod',
        email: 'focus.pod@acme.example',
        loginName: 'focus.pod@acme.example',
        userType: 'ROOM_USER',
      },
      {
        rowNumber: 2,
        firstName: 'A',
        lastName: 'B',
        email: 'a.b@acme.example',
        loginName: 'admin@acme.example',
      },
    ]);
    await p.jobs.idle();
    expect(await getBulkTask(session.api, accountId, taskId)).toMatchObject({
      status: 'partial',
      succeeded: 1,
      failed: 1,
    });
    const rows = (await getBulkTaskRows(session.api, accountId, taskId)).rows;
    const user = await getUser(session.api, rows[0].subjectId!);
    expect(user).toMatchObject({ lastName: 'Pod', userType: 'ROOM_USER' });
  });
});
