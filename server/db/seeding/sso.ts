// SSO for the demo (issue 23, decision 0110): Acme and Britannia have their identity provider's
// details entered but SSO off (so nobody's sign-in changes), a few SSO audit log rows each, and
// SCIM provisioning off (no token: one is shown once, when made). Set-based.
import { sql } from 'drizzle-orm';
import { ROLE } from '../../../src/domain/roles';
import type { DbOrTx } from '../client';
import { ACME, BRITANNIA } from './demoSignIns';

export async function insertSsoDemo(tx: DbOrTx, now: Date): Promise<void> {
  const at = now.toISOString();
  await tx.execute(sql`
    insert into sso_settings (account_id, enabled, issuer, client_id, jit_creation, updated_at)
    select a.id, false, s.issuer, 'switchboard-portal', false, ${at}::timestamptz
      from accounts a
      join (values (${ACME}, 'https://login.acme.example'), (${BRITANNIA}, 'https://sso.britannia.example'))
           as s(name, issuer) on s.name = a.name`);
  await tx.execute(sql`
    insert into sso_domains (account_id, domain)
    select a.id, d.domain
      from accounts a
      join (values (${ACME}, 'acme.example'), (${BRITANNIA}, 'britannia.example')) as d(name, domain)
        on d.name = a.name`);
  // Who entered them (the account's first administrator), two days ago; and one user made SSO only
  // and back, yesterday.
  await tx.execute(sql`
    with admin as (
      select distinct on (u.account_id) u.account_id, u.id
        from users u join accounts a on a.id = u.account_id
       where a.name in (${ACME}, ${BRITANNIA}) and u.role_id = ${ROLE.ACCOUNT_ADMINISTRATOR}::int
       order by u.account_id, u.id
    ), target as (
      select distinct on (u.account_id) u.account_id, u.id
        from users u join accounts a on a.id = u.account_id
       where a.name in (${ACME}, ${BRITANNIA}) and u.role_id = ${ROLE.END_USER}::int
       order by u.account_id, u.id
    )
    insert into sso_audit_logs (account_id, type, actor_user_id, subject_user_id, message, detail, created_at)
    select admin.account_id, e.type, admin.id, case when e.about then target.id end, e.message, e.detail::jsonb,
           ${at}::timestamptz - e.ago::interval
      from admin join target using (account_id)
     cross join (values
       ('SETTINGS_CHANGED', false, 'SSO settings saved (off).', '{"enabled":false}', '2 days'),
       ('USERS_SSO_CHANGED', true, '1 user made SSO only.', '{"ssoOnly":true}', '1 day 2 hours'),
       ('USERS_SSO_CHANGED', true, '1 user made able to sign in with a password.', '{"ssoOnly":false}', '1 day')
     ) as e(type, about, message, detail, ago)`);
}
