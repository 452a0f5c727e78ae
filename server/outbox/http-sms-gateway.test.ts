import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PermanentDeliveryError } from './deliver';
import { httpSmsGateway } from './http-sms-gateway';
import { htmlToText } from './smtp-adapter';

interface Received {
  auth: string | undefined;
  body: unknown;
}

describe('httpSmsGateway', () => {
  let server: Server;
  let url = '';
  const received: Received[] = [];
  let status = 200;

  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      request.on('data', (chunk: Buffer) => (data += chunk.toString()));
      request.on('end', () => resolve(data));
    });

  beforeAll(async () => {
    server = createServer((request, response) => {
      void readBody(request).then((body) => {
        received.push({ auth: request.headers.authorization, body: JSON.parse(body) as unknown });
        response.writeHead(status).end(status === 200 ? 'ok' : 'nie');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts the phone and text with the bearer token', async () => {
    await httpSmsGateway(url, 'sekret').send('600100200', 'Kursownik: kurs');
    expect(received.at(-1)).toEqual({
      auth: 'Bearer sekret',
      body: { to: '+48600100200', text: 'Kursownik: kurs' },
    });
  });

  it('refuses a number that is no phone number for good, without calling the provider', async () => {
    const calls = received.length;
    await expect(httpSmsGateway(url).send('000000000', 'x')).rejects.toBeInstanceOf(PermanentDeliveryError);
    expect(received).toHaveLength(calls);
  });

  it('gives up on a refusal and retries a server error', async () => {
    status = 400;
    await expect(httpSmsGateway(url).send('600100200', 'x')).rejects.toBeInstanceOf(PermanentDeliveryError);
    status = 503;
    const failure = httpSmsGateway(url).send('600100200', 'x');
    await expect(failure).rejects.toThrow('Bramka SMS odpowiedziała 503');
    await expect(failure).rejects.not.toBeInstanceOf(PermanentDeliveryError);
    status = 200;
  });
});

describe('htmlToText', () => {
  it('keeps the words and links of an e-mail body', () => {
    expect(htmlToText('<p>Kurs A &amp; B</p><p><a href="https://x/kurs/t">Potwierdź</a></p>')).toBe(
      'Kurs A & B\nPotwierdź: https://x/kurs/t',
    );
  });
});
