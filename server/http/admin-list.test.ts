import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { ADMIN_LIST_ALL_LIMIT, readAdminList } from './admin-list';

describe('readAdminList', () => {
  it('reads the search folded, newest first when asked (pickers keep their own order), the page size capped', () => {
    const query = readAdminList({ search: ' Łódź ', page: '2', itemsPerPage: '25', 'order[id]': 'desc' });
    expect(query.search).toBe('lodz');
    expect(query.idDescending).toBe(true);
    expect([query.pagination.offset, query.pagination.limit]).toEqual([25, 25]);
    expect(readAdminList({ 'order[id]': 'asc' }).idDescending).toBe(false);
    expect(readAdminList({}).idDescending).toBe(false);
    expect(readAdminList({ itemsPerPage: '5000' }).pagination.limit).toBe(100);
  });

  it("'Wszystkie' (pagination=false) still stops at the cap", () => {
    const all = readAdminList({ pagination: 'false' }).pagination;
    expect([all.enabled, all.offset, all.limit]).toEqual([false, 0, ADMIN_LIST_ALL_LIMIT]);
  });

  it('refuses a bad order, a repeated or huge search with a 400', () => {
    for (const query of [{ 'order[id]': 'sideways' }, { search: ['a', 'b'] }, { search: 'x'.repeat(1000) }]) {
      const error = (() => {
        try {
          readAdminList(query);
        } catch (caught) {
          return caught;
        }
        return null;
      })();
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(400);
    }
  });
});
