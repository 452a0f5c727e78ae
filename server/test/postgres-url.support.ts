import pg from 'pg';

/**
 * TEST_POSTGRES_URL of the `postgres` Vitest project. Missing, the file fails at once with the way to
 * run it: a PostgreSQL test that quietly skips would pass without testing anything.
 */
export function requiredPostgresUrl(): string {
  const url = process.env.TEST_POSTGRES_URL;
  if (!url) {
    throw new Error(
      'TEST_POSTGRES_URL is not set. Run the PostgreSQL tests with `npm run test:postgres` (starts a throwaway PostgreSQL) or point TEST_POSTGRES_URL=postgres://... at a database that may be emptied.',
    );
  }
  return url;
}

/** The URL of database `name` on TEST_POSTGRES_URL's server (tests that need a database of their own). */
export function postgresDatabaseUrl(name: string): string {
  const parsed = new URL(requiredPostgresUrl());
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Empties the database at `url` (every table, the migrations' record): a test starts from nothing. */
export async function emptyPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public',
    );
  } finally {
    await client.end();
  }
}

/** Drops and creates database `name` on TEST_POSTGRES_URL's server: a test's own, empty database. */
export async function recreatePostgresDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: requiredPostgresUrl() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}
