/**
 * Starts loading code ahead of need (on focus, on hover, when idle). A preload that fails (the server
 * is down, the phone offline) is no error of its own: the code that needs the chunk imports it again
 * and shows its own error then. Left uncaught it would be an unhandled rejection in the console.
 */
export function preload(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}
