// The people of the demo: the users of the provider and partners, one user of each
// account-level role (plus extra end users and two rooms) in every customer account, their
// role memberships and contact numbers.
import { ROLE } from '../../../src/domain/roles';
import { contactNumbers, roleMemberships, users } from '../schema';
import { DEMO_SIGN_INS } from './demoSignIns';
import { e164, type Numbering, numberingFor } from './numbering';
import type { DemoPlan, UserPlan } from './plan';
import type { Country, CustomerSpec } from './tenantTree';
import { chunks, type Tx } from './writing';

/** The marker a room user's stored last name carries (USER-02). */
export const ROOM_MARKER = ' -room-';

/** The account-level roles every customer account has a user of, in creation order. */
export const ACCOUNT_LEVEL_ROLES: readonly number[] = [
  ROLE.ACCOUNT_SUPER_USER,
  ROLE.ACCOUNT_ADMINISTRATOR,
  ROLE.BILLING_ADMIN,
  ROLE.REPORTS_ADMIN,
  ROLE.CALL_QUEUES_ADMIN,
  ROLE.CALL_QUEUES_REPORTING_ADMIN,
  ROLE.USERS_ADMIN,
  ROLE.END_USER,
  ROLE.END_USER_NO_DASHBOARD,
];

interface PartyUser {
  accountId: number;
  roleId: number;
  firstName: string;
  lastName: string;
  loginName: string;
}

const PARTY_USERS: PartyUser[] = [
  {
    accountId: 1,
    roleId: 1,
    firstName: 'Priya',
    lastName: 'Raman',
    loginName: 'provider@switchboard.example',
  },
  { accountId: 1, roleId: 1, firstName: 'Tom', lastName: 'Okafor', loginName: 'ops@switchboard.example' },
  {
    accountId: 2,
    roleId: 77,
    firstName: 'Paula',
    lastName: 'Brightman',
    loginName: 'partner@brightline.example',
  },
  {
    accountId: 2,
    roleId: 78,
    firstName: 'Peter',
    lastName: 'Lindqvist',
    loginName: 'partner.admin@brightline.example',
  },
  {
    accountId: 3,
    roleId: 77,
    firstName: 'Nina',
    lastName: 'Patel',
    loginName: 'nina.patel@northwind.example',
  },
  {
    accountId: 3,
    roleId: 78,
    firstName: 'Omar',
    lastName: 'Haddad',
    loginName: 'omar.haddad@northwind.example',
  },
];

const PARTY_AREA: Record<number, string> = { 1: '650', 2: '646', 3: '312' };

const words = (text: string) => text.trim().split(/\s+/);

export const FIRST_NAMES: Record<Country, string[]> = {
  US: words(`James Maria Robert Linda Michael Patricia David Jennifer William Elizabeth
    Carlos Aisha Kevin Sofia Brian Grace Daniel Emily Marcus Olivia`),
  GB: words(`Oliver Amelia Harry Isla George Ava Jack Emily
    Charlie Poppy Thomas Freya Alfie Imogen Arthur Rosie`),
  AU: words(`Liam Charlotte Noah Mia Jack Matilda Lachlan Ruby
    Cooper Chloe Harrison Zoe Riley Sienna Hamish Isabelle`),
  IN: words(`Aarav Ananya Vihaan Diya Arjun Isha Rohan Priya
    Karan Meera Siddharth Kavya Aditya Nisha Rahul Lakshmi`),
};

export const LAST_NAMES: Record<Country, string[]> = {
  US: words(`Johnson Garcia Miller Davis Rodriguez Martinez Wilson Anderson Thomas Taylor
    Moore Jackson Martin Lee Thompson White Harris Clark Lewis`),
  GB: words(`Smith Jones Williams Brown Taylor Davies Evans
    Roberts Wright Walker Hughes Green Hall`),
  AU: words(`Nguyen Kelly Ryan Walsh Murphy Campbell Stewart
    Mitchell Cooper Hughes Bennett Fraser Doyle`),
  IN: words(`Sharma Patel Iyer Reddy Gupta Nair Singh
    Rao Menon Kapoor Joshi Bose Pillai`),
};

const ROOMS: ReadonlyArray<{ firstName: string; lastName: string; login: string }> = [
  { firstName: 'Main', lastName: `Boardroom${ROOM_MARKER}`, login: 'boardroom' },
  { firstName: 'Huddle', lastName: `Space${ROOM_MARKER}`, login: 'huddle' },
];

function demoLoginFor(accountName: string, roleId: number): string | undefined {
  return DEMO_SIGN_INS.find((s) => s.accountName === accountName && s.roleId === roleId)?.loginName;
}

const loginPart = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** A person of a customer account, in creation order; `did` is their own local number. */
export interface Person {
  first: string;
  last: string;
  login: string;
  roleId: number;
  isRoom: boolean;
  did: string;
}

/** The users of the provider and the partners. */
export function planPartyUsers(plan: DemoPlan, passwordOf: Map<string, string>): void {
  for (const [i, u] of PARTY_USERS.entries()) {
    const n = numberingFor('US', PARTY_AREA[u.accountId] || '650', '650');
    plan.users.push({
      row: {
        accountId: u.accountId,
        loginName: u.loginName,
        email: u.loginName,
        firstName: u.firstName,
        lastName: u.lastName,
        roleId: u.roleId,
      },
      password: passwordOf.get(u.loginName),
      contacts: [
        { kind: 'D', number: e164(n.did(0, 80 + i)) },
        { kind: 'M', number: e164(n.mobile(0, 60 + i)) },
      ],
    });
  }
}

/**
 * The users of one customer account: one of each account-level role (plus extra end users),
 * then two rooms. `nextDid` hands out the account's local numbers, one to each person in order;
 * a person's extension is `101 + ` their index.
 */
export function planCustomerPeople(
  plan: DemoPlan,
  c: CustomerSpec,
  a: number,
  num: Numbering,
  nextDid: () => string,
  passwordOf: Map<string, string>,
): Person[] {
  const firstNames = FIRST_NAMES[c.country];
  const lastNames = LAST_NAMES[c.country];
  const roles = [
    ...ACCOUNT_LEVEL_ROLES,
    ...Array.from({ length: c.extraEndUsers ?? 0 }, () => ROLE.END_USER),
  ];

  const named: Array<Omit<Person, 'did'>> = [];
  for (const [u, roleId] of roles.entries()) {
    const first = firstNames[(a * 5 + u) % firstNames.length];
    const last = lastNames[(a * 3 + u * 7) % lastNames.length];
    const demoLogin = u < ACCOUNT_LEVEL_ROLES.length ? demoLoginFor(c.name, roleId) : undefined;
    named.push({
      first,
      last,
      login: demoLogin ?? `${loginPart(first)}.${loginPart(last)}@${c.domain}`,
      roleId,
      isRoom: false,
    });
  }
  for (const room of ROOMS) {
    named.push({
      first: room.firstName,
      last: room.lastName,
      login: `${room.login}@${c.domain}`,
      roleId: ROLE.END_USER,
      isRoom: true,
    });
  }

  const people: Person[] = [];
  for (const [u, p] of named.entries()) {
    const extensionNumber = String(101 + u);
    const did = nextDid();
    people.push({ ...p, did });
    const contacts: UserPlan['contacts'] = [{ kind: 'D', number: e164(did) }];
    if (!p.isRoom) {
      contacts.push({ kind: 'M', number: e164(num.mobile(a, u)) });
      if (u % 3 === 0) contacts.push({ kind: 'H', number: e164(num.home(a, u)) });
      if (u % 5 === 2) contacts.push({ kind: 'F', number: e164(num.home(a, u + 20)) });
    }
    const blocked = p.roleId === ROLE.END_USER && u === roles.length - 1 && (c.extraEndUsers ?? 0) > 0;
    plan.users.push({
      row: {
        accountId: c.id,
        loginName: p.login,
        email: p.login,
        firstName: p.first,
        lastName: p.last,
        roleId: p.roleId,
        blockAccess: blocked,
        sendEmail: !blocked,
        allowEndUserOutboundCallerId: p.roleId === ROLE.END_USER && u % 2 === 0,
        updateMeWithAnnouncements: u % 4 === 0,
      },
      password: passwordOf.get(p.login),
      contacts,
      extensionNumber,
    });
  }
  return people;
}

/** Inserts the users, their memberships and contact numbers; answers a user's id by login. */
export async function insertPeople(
  tx: Tx,
  plan: DemoPlan,
  hashes: Map<string, string>,
): Promise<(login: string) => number> {
  const userIds = new Map<string, number>();
  for (const part of chunks(plan.users)) {
    const inserted = await tx
      .insert(users)
      .values(part.map((u) => ({ ...u.row, passwordHash: u.password ? hashes.get(u.password)! : null })))
      .returning({ id: users.id, loginName: users.loginName });
    for (const r of inserted) userIds.set(r.loginName, r.id);
  }
  const userId = (login: string) => {
    const id = userIds.get(login);
    if (id === undefined) throw new Error(`seed: no user ${login}`);
    return id;
  };
  const memberships = plan.users.map((u) => ({
    userId: userId(u.row.loginName),
    accountId: u.row.accountId,
    roleId: u.row.roleId,
    isDefault: true,
  }));
  for (const part of chunks(memberships)) await tx.insert(roleMemberships).values(part);
  const contacts = plan.users.flatMap((u) =>
    u.contacts.map((cn) => ({
      accountId: u.row.accountId,
      userId: userId(u.row.loginName),
      kind: cn.kind,
      number: cn.number,
    })),
  );
  for (const part of chunks(contacts)) await tx.insert(contactNumbers).values(part);

  return userId;
}
