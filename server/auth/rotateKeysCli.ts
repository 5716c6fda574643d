// `npm run keys:rotate`: a new signing key signs from now on; the old one verifies until the
// tokens it signed have expired, and keys past that are deleted (decision 0080). Running servers
// pick the new key up within a minute; none needs a restart.
// The database is the server's: DATABASE_URL if set, else PGlite in DATA_DIR (./data).
import { readConfig } from '../config';
import { openDatabase } from '../db/client';
import { rotateSigningKeys } from './signingKeys';

const config = readConfig();
if (config.tokenSigningSecret)
  console.log('Note: TOKEN_SIGNING_SECRET is set, so servers sign with it and not with these keys.');
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const rotation = await rotateSigningKeys(database.db, config, new Date());
  console.log(`Key ${rotation.kid} signs from now on.`);
  if (rotation.retired.length) console.log(`Retired (still verifying): ${rotation.retired.join(', ')}`);
  if (rotation.deleted.length) console.log(`Deleted (expired): ${rotation.deleted.join(', ')}`);
} catch (error) {
  console.error(`Rotation failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
