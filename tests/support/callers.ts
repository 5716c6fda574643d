// Who calls in a server test: `demo(role)` is the seeded sign-in for a role of the demo
// (server/db/seeding/demoSignIns.ts), and `callers(p).as(role)` is that person signed in once
// per test file, with their token, user and account, calling routes with JSON in and out.
import { DEMO_SIGN_INS, type DemoSignIn } from '../../server/db/seed';
import type { TestPlatform } from './platform';

/** The demo sign-in of a role (its `role` text, e.g. 'account administrator'). */
export function demo(role: string): DemoSignIn {
  const found = DEMO_SIGN_INS.find((d) => d.role === role);
  if (!found)
    throw new Error(`No demo sign-in has the role '${role}': ${DEMO_SIGN_INS.map((d) => d.role).join(', ')}`);
  return found;
}

/** A JSON answer as tests read it: any shape, checked by the test's expectations. */
// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely and checked by expect()
export type Json = any;

export interface Answer<T = Json> {
  status: number;
  body: T;
  headers: Headers;
}

export interface Caller {
  role: string;
  token: string;
  /** The signed-in user's id and home account (from /v3/users/self). */
  userId: number;
  accountId: number;
  call<T = Json>(
    method: string,
    path: string,
    json?: unknown,
    headers?: Record<string, string>,
  ): Promise<Answer<T>>;
  get<T = Json>(path: string): Promise<Answer<T>>;
  post<T = Json>(path: string, json?: unknown): Promise<Answer<T>>;
  put<T = Json>(path: string, json?: unknown): Promise<Answer<T>>;
  patch<T = Json>(path: string, json?: unknown): Promise<Answer<T>>;
  delete<T = Json>(path: string, json?: unknown): Promise<Answer<T>>;
}

/** The answer's body as JSON, or its text when it is not JSON (an empty body reads as null). */
async function bodyOf(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Signed-in callers of one platform, each signed in once and kept for the file. */
export function callers(p: TestPlatform) {
  const signedIn = new Map<string, Promise<Caller>>();
  const open = async (role: string): Promise<Caller> => {
    const d = demo(role);
    const { access_token: token } = await p.signIn(d.loginName, d.password);
    const call: Caller['call'] = async (method, path, json, headers) => {
      const res = await p.call(method, path, { token, json, headers });
      return { status: res.status, body: (await bodyOf(res)) as Json, headers: res.headers };
    };
    const self = await call('GET', '/svc/users/v3/users/self');
    if (self.status !== 200) throw new Error(`${role}: /v3/users/self answered ${self.status}`);
    return {
      role,
      token,
      userId: self.body.id,
      accountId: self.body.account_id,
      call,
      get: (path) => call('GET', path),
      post: (path, json) => call('POST', path, json),
      put: (path, json) => call('PUT', path, json),
      patch: (path, json) => call('PATCH', path, json),
      delete: (path, json) => call('DELETE', path, json),
    };
  };
  return {
    /** The demo person of `role`, signed in (once per file). */
    as(role: string): Promise<Caller> {
      let found = signedIn.get(role);
      if (!found) {
        found = open(role);
        signedIn.set(role, found);
      }
      return found;
    },
    /** Forget the kept sign-ins (after a test that ends sessions or changes passwords). */
    forget(role?: string) {
      if (role) signedIn.delete(role);
      else signedIn.clear();
    },
  };
}
