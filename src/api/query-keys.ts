export type Id = string | number;

/** Ids are normalised to strings so `detail(3)` and `detail('3')` share one cache entry. */
export const normalizeId = (id: Id): string => String(id);

/**
 * Resource-first query keys: `[resource]`, `[resource, 'list', params]`, `[resource, 'detail', id]`.
 * Example: createQueryKeys('users').detail(3) -> ['users', 'detail', '3']
 */
export function createQueryKeys<R extends string>(resource: R) {
  return {
    all: [resource] as const,
    lists: () => [resource, 'list'] as const,
    list: <P extends object>(params: P) => [resource, 'list', params] as const,
    details: () => [resource, 'detail'] as const,
    detail: (id: Id) => [resource, 'detail', normalizeId(id)] as const,
  };
}
