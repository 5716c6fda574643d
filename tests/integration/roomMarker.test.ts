// USER-02 on every answer that carries a user's name: the request layer strips the room marker
// once, for the call summary, the extension list and one extension as much as for the users
// calls, and a room user is still known as one.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { testWgConfig } from '../../mocks/config';
import { platformHandlers } from '../../mocks/platform';
import { getExtension, listExtensions } from '../../src/api/extensions';
import { getSelf } from '../../src/api/identity';
import { getCallSummary } from '../../src/api/tenants';
import { listUsers } from '../../src/api/users';
import { createSession, type Session } from '../../src/app/session/SessionContext';
import { ROOM_MARKER } from '../../src/domain/roomUsers';
import { demo } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
let session: Session;
let accountId: number;
let token: string;
const server = setupServer();
const admin = demo('account administrator');
const marker = ROOM_MARKER.trim();

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
  token = (await p.signIn(admin.loginName, admin.password)).access_token;
});
afterAll(async () => {
  server.close();
  await p.close();
});

const raw = async (path: string) => JSON.stringify(await (await p.call('GET', path, { token })).json());

describe('the room marker never reaches the portal (USER-02)', () => {
  it('USER-02 the call summary names the boardroom without the marker', async () => {
    expect(await raw(`/svc/ucaas/api/ucaas/account/${accountId}/callSummary`)).toContain(marker);
    const summary = await getCallSummary(session.api, accountId);
    expect(JSON.stringify(summary)).not.toContain(marker);
    expect(summary.items.map((r) => `${r.firstName} ${r.lastName}`)).toContain('Main Boardroom');
  });

  it('USER-02 the extension list and one extension show the room’s name without the marker', async () => {
    const page = await listExtensions(session.api, accountId, { pageSize: 100, offset: 0 });
    expect(JSON.stringify(page)).not.toContain(marker);
    const boardroom = page.items.find((e) => e.userName === 'Main Boardroom');
    expect(boardroom?.deviceKitName).toBe('Main Boardroom');
    expect(await raw(`/svc/ucaas/api/ucaas/extension/${boardroom!.deviceKitId}`)).toContain(marker);
    const one = await getExtension(session.api, boardroom!.deviceKitId);
    expect(one).toMatchObject({ userName: 'Main Boardroom', deviceKitName: 'Main Boardroom' });
  });

  it('USER-02 USER-03 the users list still knows a room user once the marker is gone', async () => {
    const page = await listUsers(session.api, accountId, {
      pageSize: 100,
      offset: 0,
      sortField: 'lastName',
      sortDirection: 'ASC',
    });
    expect(JSON.stringify(page)).not.toContain(marker);
    expect(page.items.find((u) => u.lastName === 'Boardroom')?.userType).toBe('ROOM_USER');
    expect(page.items.find((u) => u.loginName === admin.loginName)?.userType).toBe('END_USER');
  });
});
