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
