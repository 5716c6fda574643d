// The identity service (cat §7.13): the signed-in user in the identity view (USER-01).
import type { ApiClient } from './client';

export interface IdentityUser {
  id: number;
  account_id: number;
  first_name: string;
  last_name: string;
  login_name: string;
  email: string;
  roles: { id: number; name: string }[];
  is_enable: boolean;
  is_imported: boolean;
  secretQuestionId: number | null;
  isExpiredPassword: boolean;
  acting_account: { id: number; name: string } | null;
}

export const getSelf = (client: ApiClient, signal?: AbortSignal) =>
  client.call<IdentityUser>('selfIdentity', { signal });

/** Another user of the account in the identity view (USER-01). */
export const getUserIdentity = (client: ApiClient, userId: number, signal?: AbortSignal) =>
  client.call<IdentityUser>('userIdentity', { params: { userId }, signal });
