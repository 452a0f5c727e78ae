// The README's nginx (docs/deploy/nginx.conf, quoted verbatim there) in front of test processes:
// Debian's `nginx` installed with apt-get when missing (as root, like local-postgres.ts), run as a
// child of the caller on a free port with its pid, logs and temp files in a temp directory, so it
// needs no root, never touches the system's nginx and runs beside one already serving port 80.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { aptInstall, isRoot } from './apt-install';
import { freePort } from './local-postgres';

/** The deployment's configuration: the README's ```nginx block is this file's text (a test keeps it so). */
export const DEPLOY_NGINX_CONF = fileURLToPath(new URL('../docs/deploy/nginx.conf', import.meta.url));

/** Which upstream answered, for the tests; set outside the README's block, which has no add_header. */
export const UPSTREAM_HEADER = 'x-test-upstream';

const DEBIAN_NGINX = '/usr/sbin/nginx';

export interface LocalNginx {
  url: string;
  /** Ends nginx (fast shutdown: open streams are cut) and deletes its directory; safe to call twice. */
  stop(): Promise<void>;
}

/**
 * The README's block for a test: the upstream's `server` lines become the given ports, `listen 443 ssl`
 * a plain listener on 127.0.0.1 (no certificate in a test). Throws when the block no longer has the
 * shape replaced here, so a changed README fails the test instead of being silently not tested.
 */
export function deployNginxConfig(conf: string, upstreamPorts: readonly number[], port: number): string {
  const servers = /^( *)server 127\.0\.0\.1:\d+;\n(?:\1server 127\.0\.0\.1:\d+;\n)*/m;
  const listen = /^( *)listen 443 ssl;$/m;
  const match = servers.exec(conf);
  if (!match || !listen.test(conf)) {
    throw new Error(
      `${DEPLOY_NGINX_CONF}: no upstream 'server 127.0.0.1:<port>;' lines or no 'listen 443 ssl;'`,
    );
  }
  const indent = match[1] ?? '';
  return conf
    .replace(servers, upstreamPorts.map((upstream) => `${indent}server 127.0.0.1:${upstream};\n`).join(''))
    .replace(listen, `$1listen 127.0.0.1:${port};`);
}

/** nginx's binary, installing Debian's package first when there is none (root only). NGINX_BIN overrides. */
export function ensureNginxInstalled(): string {
  const override = process.env.NGINX_BIN;
  if (override) {
    if (!existsSync(override)) throw new Error(`NGINX_BIN=${override} does not exist.`);
    return override;
  }
  if (existsSync(DEBIAN_NGINX)) return DEBIAN_NGINX;
  if (!isRoot()) {
    throw new Error(
      'nginx not found. Install it (sudo apt-get install -y nginx) or set NGINX_BIN to its binary.',
    );
  }
  console.log('nginx not found: installing Debian package nginx (apt-get)...');
  aptInstall(['nginx']);
  if (!existsSync(DEBIAN_NGINX)) throw new Error(`apt-get installed nginx but ${DEBIAN_NGINX} is missing.`);
  return DEBIAN_NGINX;
}

/**
 * The whole file nginx reads: one process in the foreground (its round-robin turn is then one counter,
 * and there is no worker to switch to another user), every path in `dir`, the README's block in `http`.
 */
function mainConfig(dir: string, block: string): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
  return [
    'daemon off;',
    'master_process off;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    `    access_log ${join(dir, 'access.log')};`,
    ...temp.map((name) => `    ${name}_temp_path ${join(dir, name)};`),
    `    add_header ${UPSTREAM_HEADER} $upstream_addr always;`,
    block,
    '}',
    '',
  ].join('\n');
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(500, () => socket.destroy());
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    // Refused: 'error', then 'close' answers.
    socket.once('error', () => undefined);
    socket.once('close', () => resolve(false));
  });

/** Starts nginx in front of the upstream ports; resolves once it accepts connections (no request sent). */
export async function startLocalNginx(upstreamPorts: readonly number[]): Promise<LocalNginx> {
  const bin = ensureNginxInstalled();
  const dir = mkdtempSync(join(tmpdir(), 'kursownik-nginx-'));
  const port = await freePort();
  const conf = join(dir, 'nginx.conf');
  const block = deployNginxConfig(readFileSync(DEPLOY_NGINX_CONF, 'utf8'), upstreamPorts, port);
  writeFileSync(conf, mainConfig(dir, block));
  // -e: the compiled-in error log (/var/log/nginx) is opened before the configuration is read.
  const child: ChildProcess = spawn(bin, ['-p', dir, '-c', conf, '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errorLog = () =>
    existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '';
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const why = `${output}${errorLog()}`;
      await stop();
      throw new Error(`nginx did not start on port ${port}:\n${why}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}
