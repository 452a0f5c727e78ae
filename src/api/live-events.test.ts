import { describe, expect, it, vi } from 'vitest';
import { createLiveEvents, createSseParser, type LiveEvent, type SseFrame } from './live-events';

interface FakeStream {
  response: Response;
  send(text: string): void;
  close(): void;
}

const encoder = new TextEncoder();

function fakeStream(): FakeStream {
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
  });
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    send: (text) => controller?.enqueue(encoder.encode(text)),
    close: () => controller?.close(),
  };
}

interface Call {
  url: string;
  headers: Record<string, string>;
}

/** A fake server: each fetch takes the next scripted answer and records the headers it was sent. */
function fakeServer(answers: (() => Response)[]) {
  const calls: Call[] = [];
  const fetch = vi.fn((url: string, init: RequestInit) => {
    calls.push({ url, headers: { ...(init.headers as Record<string, string>) } });
    const answer = answers.shift();
    if (!answer) return new Promise<Response>(() => undefined);
    return Promise.resolve(answer());
  });
  return { calls, fetch };
}

/** Timers run only when the test says so; their delays are recorded. */
function manualTimers() {
  const pending = new Map<number, () => void>();
  const delays: number[] = [];
  let next = 1;
  return {
    delays,
    setTimeout: (callback: () => void, ms: number) => {
      delays.push(ms);
      const handle = next++;
      pending.set(handle, callback);
      return handle;
    },
    clearTimeout: (handle: unknown) => {
      if (typeof handle === 'number') pending.delete(handle);
    },
    runAll() {
      const callbacks = [...pending.values()];
      pending.clear();
      for (const callback of callbacks) callback();
    },
    get size() {
      return pending.size;
    },
  };
}

function setup(answers: (() => Response)[], refresh = vi.fn(() => Promise.resolve('fresh-token'))) {
  const server = fakeServer(answers);
  const timers = manualTimers();
  let token: string | null = 'old-token';
  refresh.mockImplementation(() => {
    token = 'fresh-token';
    return Promise.resolve('fresh-token');
  });
  const manager = createLiveEvents({
    fetch: server.fetch,
    url: 'https://api.test/api/events',
    getToken: () => token,
    getRefreshToken: () => 'refresh-1',
    getSwitchUser: () => null,
    refresh,
    setTimeout: timers.setTimeout,
    clearTimeout: timers.clearTimeout,
    idleTimeoutMs: 0,
  });
  return { manager, server, timers, refresh };
}

const COURSE_FRAME = (id: number) =>
  `id: ${id}\nevent: course_update\ndata: ${JSON.stringify({ type: 'course_update', courseId: id, course: null })}\n\n`;

describe('createSseParser', () => {
  it('parses frames split anywhere across chunks, skipping comments and retry', () => {
    const frames: SseFrame[] = [];
    const ids: string[] = [];
    const parser = createSseParser(
      (frame) => frames.push(frame),
      (id) => ids.push(id),
    );
    const text = `retry: 3000\n\n: ping\n\nid: 7\nevent: course_insert\ndata: {"a":\ndata: 1}\n\r\nid: 8\r\nevent: history_lost\r\ndata: x\r\n\r\n`;
    for (const char of text) parser.push(char);
    expect(frames).toEqual([
      { id: '7', event: 'course_insert', data: '{"a":\n1}' },
      { id: '8', event: 'history_lost', data: 'x' },
    ]);
    expect(ids).toEqual(['7', '8']);
  });

  it('defaults the event type to message and ignores frames without data', () => {
    const frames: SseFrame[] = [];
    const parser = createSseParser(
      (frame) => frames.push(frame),
      () => undefined,
    );
    parser.push('event: lonely\n\ndata:plain\n\n');
    expect(frames).toEqual([{ id: null, event: 'message', data: 'plain' }]);
  });
});

describe('createLiveEvents', () => {
  it('opens one stream with the bearer token for several subscribers and delivers events to each', async () => {
    const stream = fakeStream();
    const { manager, server } = setup([() => stream.response]);
    const first: LiveEvent[] = [];
    const second: LiveEvent[] = [];
    const stopFirst = manager.subscribe({ onEvent: (event) => first.push(event) });
    const stopSecond = manager.subscribe({ onEvent: (event) => second.push(event) });
    stream.send(COURSE_FRAME(5).slice(0, 20));
    stream.send(COURSE_FRAME(5).slice(20));

    await vi.waitFor(() => expect(second).toHaveLength(1));
    expect(server.fetch).toHaveBeenCalledTimes(1);
    expect(server.calls[0]).toEqual({
      url: 'https://api.test/api/events',
      headers: { Authorization: 'Bearer old-token', Accept: 'text/event-stream' },
    });
    expect(first[0]).toEqual({
      id: '5',
      type: 'course_update',
      data: { type: 'course_update', courseId: 5, course: null },
    });
    expect(manager.lastEventId).toBe('5');

    stopFirst();
    expect(manager.running).toBe(true);
    stopSecond();
    expect(manager.running).toBe(false);
  });

  it('reconnects with backoff after the stream ends and replays from Last-Event-ID', async () => {
    const firstStream = fakeStream();
    const { manager, server, timers } = setup([
      () => firstStream.response,
      () => new Response('down', { status: 502 }),
      () => fakeStream().response,
    ]);
    manager.subscribe({});
    firstStream.send(COURSE_FRAME(41));
    await vi.waitFor(() => expect(manager.lastEventId).toBe('41'));
    firstStream.close();

    await vi.waitFor(() => expect(timers.size).toBe(1));
    expect(timers.delays).toEqual([1000]);
    timers.runAll();
    await vi.waitFor(() => expect(timers.size).toBe(1));
    expect(timers.delays).toEqual([1000, 2000]);
    timers.runAll();

    await vi.waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(3));
    expect(server.calls[1]?.headers['Last-Event-ID']).toBe('41');
    expect(server.calls[2]?.headers['Last-Event-ID']).toBe('41');
    manager.stop();
  });

  it('on 401 runs one refresh, then reconnects with the new token', async () => {
    const stream = fakeStream();
    const { manager, server, refresh, timers } = setup([
      () => new Response(null, { status: 401 }),
      () => stream.response,
    ]);
    const events: LiveEvent[] = [];
    manager.subscribe({ onEvent: (event) => events.push(event) });
    stream.send(COURSE_FRAME(9));

    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith('refresh-1');
    expect(server.calls.map((call) => call.headers.Authorization)).toEqual([
      'Bearer old-token',
      'Bearer fresh-token',
    ]);
    expect(timers.delays).toEqual([]);
    manager.stop();
  });

  it('stops when the refresh fails (the session is over)', async () => {
    const { manager, server, refresh, timers } = setup([() => new Response(null, { status: 401 })]);
    refresh.mockImplementation(() => Promise.reject(new Error('expired')));
    manager.subscribe({});
    await vi.waitFor(() => expect(manager.running).toBe(false));
    expect(server.fetch).toHaveBeenCalledTimes(1);
    expect(timers.size).toBe(0);
  });

  it('tells subscribers when history was lost, without treating it as a course event', async () => {
    const stream = fakeStream();
    const { manager } = setup([() => stream.response]);
    const onHistoryLost = vi.fn();
    const onEvent = vi.fn();
    manager.subscribe({ onEvent, onHistoryLost });
    stream.send(`retry: 3000\n\nevent: history_lost\ndata: {"type":"history_lost"}\n\n: ping\n\n`);
    await vi.waitFor(() => expect(onHistoryLost).toHaveBeenCalledTimes(1));
    expect(onEvent).not.toHaveBeenCalled();
    manager.stop();
  });

  it('drops an event whose id it already dispatched (a replay overlapping the live stream)', async () => {
    const firstStream = fakeStream();
    const secondStream = fakeStream();
    const { manager, server, timers } = setup([() => firstStream.response, () => secondStream.response]);
    const ids: (string | null)[] = [];
    manager.subscribe({ onEvent: (event) => ids.push(event.id) });
    firstStream.send(COURSE_FRAME(3) + COURSE_FRAME(4));
    await vi.waitFor(() => expect(ids).toEqual(['3', '4']));
    // Cut in the middle of the next frame: the half frame is dropped, not dispatched.
    firstStream.send(COURSE_FRAME(5).slice(0, 30));
    firstStream.close();
    await vi.waitFor(() => expect(timers.size).toBe(1));
    timers.runAll();
    await vi.waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(2));
    expect(server.calls[1]?.headers['Last-Event-ID']).toBe('4');
    secondStream.send(COURSE_FRAME(4) + COURSE_FRAME(5) + COURSE_FRAME(5));
    await vi.waitFor(() => expect(manager.lastEventId).toBe('5'));
    expect(ids).toEqual(['3', '4', '5']);
    manager.stop();
  });

  it('resumes from the id a history_lost carries, so the next reconnect is not told again', async () => {
    const firstStream = fakeStream();
    const { manager, server, timers } = setup([() => firstStream.response, () => fakeStream().response]);
    const onHistoryLost = vi.fn();
    manager.subscribe({ onHistoryLost });
    firstStream.send(COURSE_FRAME(2) + `id: 90\nevent: history_lost\ndata: {"type":"history_lost"}\n\n`);
    await vi.waitFor(() => expect(onHistoryLost).toHaveBeenCalledTimes(1));
    expect(manager.lastEventId).toBe('90');
    firstStream.close();
    await vi.waitFor(() => expect(timers.size).toBe(1));
    timers.runAll();
    await vi.waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(2));
    expect(server.calls[1]?.headers['Last-Event-ID']).toBe('90');
    manager.stop();
  });

  it('takes the id of a ready frame, and counts a ready after a stream that gave no id as lost history', async () => {
    const firstStream = fakeStream();
    const secondStream = fakeStream();
    const { manager, server, timers } = setup([() => firstStream.response, () => secondStream.response]);
    const onHistoryLost = vi.fn();
    const onEvent = vi.fn();
    manager.subscribe({ onEvent, onHistoryLost });
    // Cut before the first stream's ready frame was complete: no id to resume from.
    firstStream.send('retry: 3000\n\nid: 7\nevent: re');
    firstStream.close();
    await vi.waitFor(() => expect(timers.size).toBe(1));
    timers.runAll();
    await vi.waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(2));
    expect(server.calls[1]?.headers['Last-Event-ID']).toBeUndefined();
    secondStream.send('id: 9\nevent: ready\ndata: {"type":"ready"}\n\n');
    await vi.waitFor(() => expect(manager.lastEventId).toBe('9'));
    expect(onHistoryLost).toHaveBeenCalledTimes(1);
    expect(onEvent).not.toHaveBeenCalled();
    manager.stop();

    // A first stream's ready frame only hands over the id.
    const first = fakeStream();
    const { manager: other } = setup([() => first.response]);
    const lost = vi.fn();
    other.subscribe({ onHistoryLost: lost });
    first.send('id: 4\nevent: ready\ndata: {"type":"ready"}\n\n');
    await vi.waitFor(() => expect(other.lastEventId).toBe('4'));
    expect(lost).not.toHaveBeenCalled();
    other.stop();
  });

  it('does not connect without a token and sends X-Switch-User while impersonating', async () => {
    const server = fakeServer([() => fakeStream().response]);
    let token: string | null = null;
    const manager = createLiveEvents({
      fetch: server.fetch,
      url: '/api/events',
      getToken: () => token,
      getRefreshToken: () => null,
      getSwitchUser: () => 'pasazer',
      idleTimeoutMs: 0,
    });
    const stop = manager.subscribe({});
    expect(server.fetch).not.toHaveBeenCalled();
    expect(manager.running).toBe(false);
    stop();

    token = 'abc';
    manager.subscribe({});
    await vi.waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(1));
    expect(server.calls[0]?.headers['X-Switch-User']).toBe('pasazer');
    manager.stop();
  });
});
