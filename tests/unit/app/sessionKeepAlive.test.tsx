// @vitest-environment happy-dom
// The keep-alive beside the token actor (AUTH-09): a token refresh extends the session on the
// platform, so the expiry is read again; a refresh that could not reach the platform extended
// nothing. The keep-alive hears the token machine's `token.refreshed`, not its state names.
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { tokenMachine } from '../../../machines/session/tokenMachine';
import type { EndpointName } from '../../../src/api/endpointCatalogue';
import { SessionKeepAlive } from '../../../src/app/session/SessionKeepAlive';
import type { TokenGrant } from '../../../src/domain/session';

const grant: TokenGrant = {
  access_token: 'a1',
  refresh_token: 'r1',
  expires_in: 600,
  user_id: 7,
  account_id: 42,
};
let refreshAnswer: () => Promise<TokenGrant>;
const tokenActor = createActor(
  tokenMachine.provide({
    actors: { refresh: fromPromise(() => refreshAnswer()), signIn: fromPromise(async () => grant) },
  }),
  { input: {} },
);
const reads: EndpointName[] = [];
const api = {
  call: vi.fn(async (name: EndpointName) => {
    reads.push(name);
    return { expirationTime: new Date(Date.now() + 30 * 60_000).toISOString() };
  }),
};
vi.mock('../../../src/app/session/SessionContext', () => ({
  useSessionContext: () => ({ api, tokenActor, config: { enableSessionRenew: true } }),
  useSession: () => ({ signOut: vi.fn() }),
  useSessionChannel: () => undefined,
}));

afterEach(cleanup);
const expiryReads = () => reads.filter((n) => n === 'sessionExpiration').length;

describe('the keep-alive and token refreshes', () => {
  it('AUTH-09 after a token refresh the expiry is read again; after a refresh that failed, not', async () => {
    refreshAnswer = async () => grant;
    tokenActor.start();
    await waitFor(tokenActor, (s) => s.hasTag('usable'));
    render(<SessionKeepAlive />);
    await vi.waitFor(() => expect(expiryReads()).toBe(1));

    await act(async () => {
      tokenActor.send({ type: 'token.refresh' });
      await waitFor(tokenActor, (s) => s.hasTag('usable'));
    });
    await vi.waitFor(() => expect(expiryReads()).toBe(2));

    refreshAnswer = async () => {
      throw { message: 'Failed to fetch' };
    };
    await act(async () => {
      tokenActor.send({ type: 'token.refresh' });
      await waitFor(tokenActor, (s) => s.hasTag('usable'));
    });
    expect(expiryReads()).toBe(2);
    tokenActor.stop();
  });
});
