import { describe, expect, it } from 'vitest';
import { ReadBatches } from './read-batches';

/** A read that the test ends by hand, to see who joined which statement. */
function manualReads(options: { maxInFlight?: number; maxKeys?: number } = {}) {
  const sent: {
    keys: string[];
    answer: (found: Map<string, string>) => void;
    fail: (error: Error) => void;
  }[] = [];
  const batches = new ReadBatches<string, string>({
    maxInFlight: options.maxInFlight ?? 1,
    maxKeys: options.maxKeys ?? 100,
    read: (keys) =>
      new Promise((answer, fail) => {
        sent.push({ keys, answer, fail });
      }),
  });
  return { batches, sent };
}

const oneTurn = () => new Promise((resolve) => setImmediate(resolve));
/** Two turns of the event loop: an ended read's `finally` and the next read's scheduling both ran. */
const turn = async () => {
  await oneTurn();
  await oneTurn();
};
const answerAll = (keys: string[], version: string) => new Map(keys.map((key) => [key, `${key}@${version}`]));

describe('ReadBatches', () => {
  it('answers the callers of one turn with one read, each key asked once', async () => {
    const { batches, sent } = manualReads();
    const asked = [batches.get('a'), batches.get('b'), batches.get('a')];
    await turn();
    expect(sent.map((read) => read.keys)).toEqual([['a', 'b']]);
    sent[0]?.answer(answerAll(['a', 'b'], 'v1'));
    expect(await Promise.all(asked)).toEqual(['a@v1', 'b@v1', 'a@v1']);
  });

  it('never answers a caller with a read sent before it asked', async () => {
    const { batches, sent } = manualReads();
    const early = batches.get('a');
    await turn();
    const late = batches.get('a');
    await turn();
    // The first read is still running: the late caller waits for a read of its own, not for this one.
    expect(sent).toHaveLength(1);
    sent[0]?.answer(answerAll(['a'], 'v1'));
    expect(await early).toBe('a@v1');
    await turn();
    expect(sent).toHaveLength(2);
    sent[1]?.answer(answerAll(['a'], 'v2'));
    expect(await late).toBe('a@v2');
  });

  it('gives undefined for a key the read did not find', async () => {
    const { batches, sent } = manualReads();
    const missing = batches.get('gone');
    await turn();
    sent[0]?.answer(new Map());
    expect(await missing).toBeUndefined();
  });

  it("sends a read's error to its own callers only, and reads again for the next", async () => {
    const { batches, sent } = manualReads();
    const failed = batches.get('a');
    await turn();
    const next = batches.get('a');
    sent[0]?.fail(new Error('timeout'));
    await expect(failed).rejects.toThrow('timeout');
    await turn();
    sent[1]?.answer(answerAll(['a'], 'v2'));
    expect(await next).toBe('a@v2');
  });

  it('runs at most maxInFlight reads, each of at most maxKeys keys', async () => {
    const { batches, sent } = manualReads({ maxInFlight: 2, maxKeys: 2 });
    const asked = ['a', 'b', 'c', 'd', 'e'].map((key) => batches.get(key));
    await turn();
    expect(sent.map((read) => read.keys)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    sent[0]?.answer(answerAll(['a', 'b'], 'v1'));
    await turn();
    expect(sent.map((read) => read.keys)).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    sent[1]?.answer(answerAll(['c', 'd'], 'v1'));
    sent[2]?.answer(answerAll(['e'], 'v2'));
    expect(await Promise.all(asked)).toEqual(['a@v1', 'b@v1', 'c@v1', 'd@v1', 'e@v2']);
    expect(batches.statements).toBe(3);
  });
});
