// Builds the test database once per run: migrated and seeded with the demo tree. Test files
// then start from it (PGlite: load the dumped data folder, deleted when the run ends; PostgreSQL:
// CREATE DATABASE ... TEMPLATE).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { seedDemo } from '../../server/db/seed';
import { clockStart } from './clockStart';
import { createPgTemplate, dropPgTemplate, PG_TEMPLATE } from './postgres';

/** The run's template, made once however many projects ask for it (they set up in one process). */
let template: Promise<{ value: string; teardown: () => void | Promise<void> }> | undefined;

export default async function setup(project: TestProject) {
  const first = !template;
  template ??= makeTemplate();
  const { value, teardown } = await template;
  project.provide('dbTemplate', value);
  // Only the first asker removes it, when the whole run ends.
  return first ? teardown : undefined;
}

async function makeTemplate() {
  const url = process.env.DATABASE_URL;
  if (url) {
    await createPgTemplate(url);
    return { value: `pg:${PG_TEMPLATE}`, teardown: () => dropPgTemplate(url) };
  }
  const dir = resolve('.tmp');
  mkdirSync(dir, { recursive: true });
  const database = await openDatabase({ dataDir: 'memory://' });
  await seedDemo(database.db, clockStart());
  const client = (
    database.db as unknown as {
      $client: { exec(sql: string): Promise<unknown>; dumpDataDir(c: 'none'): Promise<Blob> };
    }
  ).$client;
  // A checkpoint first: a dump taken without one makes every clone replay the seed's WAL as
  // crash recovery when it starts (about 0.2 s of each test file's CPU; decision 0127).
  await client.exec('checkpoint');
  const dump = await client.dumpDataDir('none');
  const file = resolve(dir, `template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  // The teardown: the dump is this run's only (about 40 MB); nothing else reads it.
  return { value: `file:${file}`, teardown: () => rmSync(file, { force: true }) };
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: string;
  }
}
