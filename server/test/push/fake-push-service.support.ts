/**
 * A local https push service for tests (Google's and Mozilla's are unreachable here): a self-signed
 * certificate for FCM's host name (openssl), and an agent that resolves that name to 127.0.0.1 and
 * trusts the certificate. It carries the real name because device tokens may only name the known
 * push services (domain/push/push-subscription.ts); only the test agent trusts this certificate. Each POST is recorded; `status` is what the service answers.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const FAKE_PUSH_HOST = 'fcm.googleapis.com';

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface FakePushService {
  origin: string;
  agent: Agent;
  received: ReceivedPush[];
  status: number;
  /** What the service answers for one path instead of `status` (one device gone, others not). */
  statusByPath: Map<string, number>;
  close(): Promise<void>;
}

const toLoopback: LookupFunction = (_host, options, callback) => {
  if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
  else callback(null, '127.0.0.1', 4);
};

export async function startFakePushService(): Promise<FakePushService> {
  const dir = mkdtempSync(join(tmpdir(), 'kursownik-push-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      `/CN=${FAKE_PUSH_HOST}`,
      '-addext',
      `subjectAltName=DNS:${FAKE_PUSH_HOST}`,
    ],
    { stdio: 'ignore' },
  );
  const service: Omit<FakePushService, 'origin' | 'agent' | 'close'> = {
    received: [],
    status: 201,
    statusByPath: new Map(),
  };
  const server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      service.received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(service.statusByPath.get(request.url ?? '') ?? service.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ ca: readFileSync(cert), lookup: toLoopback });
  return Object.assign(service, {
    origin: `https://${FAKE_PUSH_HOST}:${port}`,
    agent,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  });
}
