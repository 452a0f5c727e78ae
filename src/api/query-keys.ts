export type Id = string | number;

/** Ids are normalised to strings so `detail(3)` and `detail('3')` share one cache entry. */
export const normalizeId = (id: Id): string => String(id);

/**
 * Resource-first query keys: `[resource]`, `[resource, 'list', ...params]`, `[resource, 'detail', id,
 * ...parts]`, `[resource, name, ...parts]`. Every key starts with its resource so a write invalidates
 * all of it with `all`; the lint rule in eslint.config.js refuses a hand-typed `queryKey: [...]`.
 * Example: createQueryKeys('users').detail(3) -> ['users', 'detail', '3']
 */
export function createQueryKeys<R extends string>(resource: R) {
  return {
    all: [resource] as const,
    lists: () => [resource, 'list'] as const,
    list: <P extends readonly unknown[]>(...params: P) => [resource, 'list', ...params] as const,
    details: () => [resource, 'detail'] as const,
    /** `parts` name a narrower read of the record (`'form'`, `'edit'`): one detail invalidation covers it. */
    detail: <P extends readonly unknown[]>(id: Id, ...parts: P) =>
      [resource, 'detail', normalizeId(id), ...parts] as const,
    /** Another view of the resource (`'recent'`, `'contractors'`) that is neither its list nor a record. */
    scope: <P extends readonly unknown[]>(name: string, ...parts: P) => [resource, name, ...parts] as const,
  };
}
