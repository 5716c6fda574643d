// File bytes to and from a bytea column (greetings, fax cover pages; decisions 0096 and 0103).
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The bytes travel to and from the database as base64 text: PGlite reads and writes a bytea
 * parameter byte by byte (6 s for 5 MB), its base64 text ten times faster, and PostgreSQL is no
 * slower either way.
 */
export const bytesIn = (bytes: Uint8Array) => sql`decode(${Buffer.from(bytes).toString('base64')}, 'base64')`;

/** A bytea column read as base64 text; `bytesOf` turns it back into bytes. */
export const bytesOut = (column: AnyPgColumn) => sql<string>`encode(${column}, 'base64')`;
export const bytesOf = (base64: string) => Buffer.from(base64, 'base64');
