/**
 * Splits a postgres:// URL into what a PostgreSQL tool may see on its command line and the password
 * it gets by environment: argv is readable by every local user in the process list (`ps`), the
 * environment of another user's process is not.
 */
export type PgConnection = { dbname: string; env: NodeJS.ProcessEnv };

export function pgConnection(databaseUrl: string): PgConnection {
  const url = new URL(databaseUrl);
  // The password may come in the userinfo or as a `password` query parameter (libpq reads both).
  const password = url.password ? decodeURIComponent(url.password) : url.searchParams.get('password');
  url.password = '';
  url.searchParams.delete('password');
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { dbname: url.toString(), env };
}
