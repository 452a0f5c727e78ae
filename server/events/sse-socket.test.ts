import { describe, expect, it } from 'vitest';
import { responseHead } from './sse-socket';

describe('responseHead', () => {
  const now = new Date('2026-11-26T12:00:00Z');

  it('writes the status line, the date and every header, arrays as repeated lines', () => {
    const head = responseHead(
      200,
      { 'content-type': 'text/event-stream', 'set-cookie': ['a=1', 'b=2'], 'content-length': 0 },
      now,
    );
    expect(head).toBe(
      'HTTP/1.1 200 OK\r\ndate: Thu, 26 Nov 2026 12:00:00 GMT\r\ncontent-type: text/event-stream\r\n' +
        'set-cookie: a=1\r\nset-cookie: b=2\r\ncontent-length: 0\r\n\r\n',
    );
  });

  it('skips undefined headers and keeps one date', () => {
    expect(responseHead(200, { date: 'x', 'x-none': undefined }, now)).toBe(
      'HTTP/1.1 200 OK\r\ndate: Thu, 26 Nov 2026 12:00:00 GMT\r\n\r\n',
    );
  });

  it('refuses a header that would split the response, as Node does', () => {
    expect(() => responseHead(200, { link: 'a\r\nset-cookie: x=1' }, now)).toThrow();
    expect(() => responseHead(200, { 'bad name': 'x' }, now)).toThrow();
  });
});
