/**
 * HTTP requests from a chosen loopback address (Linux routes all of 127.0.0.0/8 to `lo`, so 127.0.0.2,
 * 127.0.0.3... need no setup): different clients as nginx sees them. The per-address login limit
 * behind nginx (TRUST_PROXY) is then tested with the address nginx itself writes into
 * X-Forwarded-For, not with a header the test forges.
 */
import { request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';

export interface AnswerFrom {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface RequestFromInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export function requestFrom(
  localAddress: string,
  url: string,
  init: RequestFromInit = {},
): Promise<AnswerFrom> {
  return new Promise((resolve, reject) => {
    // agent: false, a connection of its own: a pooled one may have been opened from another address.
    const outgoing = request(
      url,
      { method: init.method ?? 'GET', headers: init.headers, localAddress, agent: false },
      (answer) => {
        let body = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (body += chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body }));
        answer.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}
