// `npm run catalogue`: per area of the specification's catalogue, how many of its calls the
// platform serves, and which are not served yet (server/catalogue/report.ts). It builds the
// platform on an empty in-memory database only to read its declared routes.
import { createApp } from '../server/app';
import { coverage, formatCoverage, readCatalogue } from '../server/catalogue/report';
import { testConfig } from '../server/config';
import { openDatabase } from '../server/db/client';

const database = await openDatabase({});
try {
  const platform = createApp({
    db: database.db,
    config: testConfig({ staticDir: '' }),
    now: () => new Date(),
  });
  await platform.jobs.idle();
  const calls = readCatalogue();
  console.log(formatCoverage(coverage(calls, [...platform.routes, ...platform.otherRoutes]), calls));
} finally {
  await database.close();
}
