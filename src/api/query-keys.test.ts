import { describe, expect, it } from 'vitest';
import { createQueryKeys } from './query-keys';

describe('createQueryKeys', () => {
  const keys = createQueryKeys('courses');

  it('keeps every key under the resource root, so one invalidation of `all` reaches it', () => {
    expect(keys.list({ page: 1 })).toEqual(['courses', 'list', { page: 1 }]);
    expect(keys.list('/api/courses', { q: 'a' })).toEqual(['courses', 'list', '/api/courses', { q: 'a' }]);
    expect(keys.scope('recent', { userId: 1 })).toEqual(['courses', 'recent', { userId: 1 }]);
  });

  it("puts a record's narrower reads after its id, and normalises the id", () => {
    expect(keys.detail(3)).toEqual(['courses', 'detail', '3']);
    expect(keys.detail('3', 'form')).toEqual(['courses', 'detail', '3', 'form']);
    expect(keys.detail(3, 'relation', '/api/rides/7').slice(0, 3)).toEqual(keys.detail(3));
  });
});
