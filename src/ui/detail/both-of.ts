import type { GatedRead } from './query-gate';

// Its own module: the course list loads QueryGate within its JavaScript budget, and has no joined read.
/**
 * Two reads a screen needs together, as one for QueryGate: waiting while either waits, failed when
 * either failed (its error), and the retry reads again only what failed.
 */
export function bothOf<A, B>(first: GatedRead<A>, second: GatedRead<B>): GatedRead<[A, B]> {
  const failed = first.isError ? first : second.isError ? second : null;
  return {
    isPending: first.isPending || second.isPending,
    isError: failed !== null,
    error: failed?.error ?? null,
    data: first.data === undefined || second.data === undefined ? undefined : [first.data, second.data],
    refetch: () => {
      if (first.isError) void first.refetch();
      if (second.isError) void second.refetch();
    },
  };
}
