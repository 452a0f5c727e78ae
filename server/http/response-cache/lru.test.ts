import { describe, expect, it } from 'vitest';
import { BoundedLru } from './lru';

const body = (byteLength: number) => ({ byteLength });

describe('BoundedLru', () => {
  it('drops the least recently read entry when the entry limit is passed', () => {
    const lru = new BoundedLru({ maxEntries: 2, maxBytes: 1000 });
    lru.set('a', body(1));
    lru.set('b', body(1));
    lru.get('a');
    lru.set('c', body(1));
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBeDefined();
    expect(lru.get('c')).toBeDefined();
    expect(lru.size).toBe(2);
  });

  it('keeps the bodies within the byte budget and never keeps a body larger than it', () => {
    const lru = new BoundedLru({ maxEntries: 100, maxBytes: 10 });
    lru.set('a', body(4));
    lru.set('b', body(4));
    lru.set('c', body(4));
    expect(lru.byteLength).toBe(8);
    expect(lru.get('a')).toBeUndefined();
    lru.set('huge', body(11));
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.byteLength).toBe(8);
  });

  it('replaces an entry under the same key without counting it twice', () => {
    const lru = new BoundedLru({ maxEntries: 5, maxBytes: 100 });
    lru.set('a', body(30));
    lru.set('a', body(20));
    expect(lru.byteLength).toBe(20);
    expect(lru.size).toBe(1);
  });

  it('keeps nothing when switched off (0 entries)', () => {
    const lru = new BoundedLru({ maxEntries: 0, maxBytes: 100 });
    lru.set('a', body(1));
    expect(lru.size).toBe(0);
  });

  it('stays bounded under many distinct keys', () => {
    const lru = new BoundedLru({ maxEntries: 50, maxBytes: 1000 });
    for (let index = 0; index < 10_000; index += 1) lru.set(`k${index}`, body(30));
    expect(lru.size).toBeLessThanOrEqual(50);
    expect(lru.byteLength).toBeLessThanOrEqual(1000);
  });
});
