// `npm run create-admin -- --login NAME --email E [--password P] [--first F] [--last L]`:
// creates the platform home account (id 1) if it is missing and a provider super user on it.
// Without --password the password comes from SWITCHBOARD_ADMIN_PASSWORD, else from a prompt
// that does not echo (when run in a terminal).
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { ROLE } from '../../src/domain/roles';
import { hashPassword } from '../auth/passwords';
import { readConfig } from '../config';
import { openDatabase } from './client';
import { roleMemberships, users } from './schema';
import { ensureHomeAccount } from './seed';

const MIN_PASSWORD_LENGTH = 12;
const USAGE =
  'Usage: npm run create-admin -- --login NAME --email EMAIL [--password PASSWORD] [--first NAME] [--last NAME]\n' +
  `  The password needs at least ${MIN_PASSWORD_LENGTH} characters. Without --password it is read from\n` +
  '  SWITCHBOARD_ADMIN_PASSWORD, or asked for when run in a terminal.';

/** A refusal with a message for the operator (no stack trace). */
class Refusal extends Error {}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = () => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') {
          finish();
          resolve(value);
          return;
        }
        if (ch === '\u0003') {
          finish();
          reject(new Error('Cancelled.'));
          return;
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function readPassword(given: string | undefined): Promise<string> {
  if (given !== undefined) return given;
  const fromEnv = process.env.SWITCHBOARD_ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) {
    throw new Refusal(`No password given: pass --password or set SWITCHBOARD_ADMIN_PASSWORD.\n${USAGE}`);
  }
  const first = await promptHidden('Password for the new provider super user: ');
  if (first.length >= MIN_PASSWORD_LENGTH) {
    const again = await promptHidden('Repeat the password: ');
    if (again !== first) throw new Refusal('The passwords do not match; nothing was created.');
  }
  return first;
}

let args: {
  login?: string;
  email?: string;
  password?: string;
  first?: string;
  last?: string;
  help?: boolean;
};
try {
  args = parseArgs({
    options: {
      login: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      first: { type: 'string' },
      last: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }).values;
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const login = args.login?.trim() ?? '';
const email = args.email?.trim() ?? '';
if (!login || /\s/.test(login)) fail(`--login is required and may not contain spaces.\n${USAGE}`);
if (!/^[^\s@]+@[^\s@]+$/.test(email)) fail(`--email is required and must look like name@domain.\n${USAGE}`);

const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const loginTaken = async (db: Pick<typeof database.db, 'select'>) =>
  (await db.select({ id: users.id }).from(users).where(sql`lower(${users.loginName}) = lower(${login})`))
    .length > 0;
const takenMessage = `The login name '${login}' is already taken; nothing was created.`;

try {
  // Refuse a taken login name before asking for a password.
  if (await loginTaken(database.db)) throw new Refusal(takenMessage);
  const password = await readPassword(args.password);
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new Refusal(
      `The password is too short: it needs at least ${MIN_PASSWORD_LENGTH} characters (it has ${password.length}). Nothing was created.`,
    );
  }
  const passwordHash = await hashPassword(password);
  const created = await database.db.transaction(async (tx) => {
    if (await loginTaken(tx)) return undefined;
    await ensureHomeAccount(tx);
    const [user] = await tx
      .insert(users)
      .values({
        accountId: 1,
        loginName: login,
        email,
        firstName: args.first?.trim() || 'Platform',
        lastName: args.last?.trim() || 'Administrator',
        roleId: ROLE.SUPERUSER,
        passwordHash,
      })
      .returning({ id: users.id });
    await tx
      .insert(roleMemberships)
      .values({ userId: user.id, accountId: 1, roleId: ROLE.SUPERUSER, isDefault: true });
    return user;
  });
  if (!created) throw new Refusal(takenMessage);
  const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`Created provider super user '${login}' (user id ${created.id}) on account 1 in ${where}.`);
} catch (error) {
  console.error(
    error instanceof Refusal
      ? error.message
      : `Could not create the admin: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
} finally {
  await database.close();
}
