/**
 * The wire of one `GET /api/events` stream: the response head written once, straight to the request's
 * socket, then frames on the same socket (ADR 012, "What a stream keeps").
 *
 * Why not `reply.raw` (Node's ServerResponse): it keeps, for the stream's whole life, every header as a
 * `[name, value]` array, the head as a string of some 80 concatenated pieces and a chunked-encoding
 * frame around every write, about 4-5 KB a stream, 45 MB at 10 000 streams. The stream is `connection:
 * close`, so its body may end with the connection (HTTP/1.1 §6.3, a close-delimited body, as EventSource,
 * fetch, nginx and our round-robin proxy read it): no chunked encoding is needed.
 */
import type { Socket } from 'node:net';
import { STATUS_CODES, validateHeaderName, validateHeaderValue } from 'node:http';

export interface SseSocket {
  /** Writes a frame (or a shared, already encoded one) unless the stream ended. */
  write(chunk: string | Buffer): void;
  /** Flushes what is written, then closes the connection. */
  end(): void;
  isOpen(): boolean;
}

/** `HTTP/1.1 <status>` and the headers as one string; throws on a header Node itself would refuse. */
export function responseHead(
  status: number,
  headers: Readonly<Record<string, string | number | readonly string[] | undefined>>,
  now = new Date(),
): string {
  const lines = [`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`, `date: ${now.toUTCString()}`];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name.toLowerCase() === 'date') continue;
    validateHeaderName(name);
    for (const one of typeof value === 'object' ? value : [String(value)]) {
      validateHeaderValue(name, one);
      lines.push(`${name}: ${one}`);
    }
  }
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/** Starts the stream on `socket` with `head`; `onClose` runs once when either side ends it. */
export function openSseSocket(socket: Socket, head: string, onClose: () => void): SseSocket {
  let open = true;
  const closed = () => {
    if (!open) return;
    open = false;
    onClose();
  };
  socket.on('close', closed);
  socket.on('error', closed);
  socket.write(head);
  return {
    // A method, not a getter: an object literal with an accessor is kept as a dictionary (256 B a stream).
    isOpen: () => open && !socket.destroyed,
    write(chunk) {
      if (open && !socket.destroyed) socket.write(chunk);
    },
    end() {
      closed();
      // The connection served only this stream: dropped once the last frame is flushed.
      if (socket.writableEnded) socket.destroy();
      else socket.end(() => socket.destroy());
    },
  };
}
