import type { Pagination } from './pagination';

export type QueryValues = Record<string, unknown>;

/** A JSON-LD item: `hydraItem('User', '/api/users/3', { id: 3, username: 'jan' })`. */
export function hydraItem<T extends object>(type: string, iri: string, data: T) {
  return { '@context': `/api/contexts/${type}`, '@id': iri, '@type': type, ...data };
}

export { iri } from '../../domain/contract/iri';

interface CollectionInput<T> {
  /** The collection IRI, e.g. `/api/users`. */
  basePath: string;
  /** The request's query, so filters survive in hydra:view links. */
  query: QueryValues;
  items: T[];
  total: number;
  /** The member type, used for `@context`: `/api/contexts/User`. */
  type: string;
  pagination: Pagination;
}

export interface HydraView {
  '@id': string;
  '@type': 'hydra:PartialCollectionView';
  'hydra:first'?: string;
  'hydra:last'?: string;
  'hydra:previous'?: string;
  'hydra:next'?: string;
}

/** A hydra:Collection with hydra:view first/last/previous/next when paginated. */
export function hydraCollection<T>({ basePath, query, items, total, type, pagination }: CollectionInput<T>) {
  const collection: {
    '@context': string;
    '@id': string;
    '@type': 'hydra:Collection';
    'hydra:member': T[];
    'hydra:totalItems': number;
    'hydra:view'?: HydraView;
  } = {
    '@context': `/api/contexts/${type}`,
    '@id': basePath,
    '@type': 'hydra:Collection',
    'hydra:member': items,
    'hydra:totalItems': total,
  };
  if (!pagination.enabled) return collection;
  const link = (page: number) => `${basePath}?${queryString(query, page)}`;
  const last = Math.max(1, Math.ceil(total / pagination.itemsPerPage));
  const view: HydraView = {
    '@id': link(pagination.page),
    '@type': 'hydra:PartialCollectionView',
    'hydra:first': link(1),
    'hydra:last': link(last),
  };
  if (pagination.page > 1) view['hydra:previous'] = link(Math.min(pagination.page - 1, last));
  if (pagination.page < last) view['hydra:next'] = link(pagination.page + 1);
  collection['hydra:view'] = view;
  return collection;
}

function queryString(query: QueryValues, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key === 'page') continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') {
        params.append(key, String(item));
      }
    }
  }
  params.append('page', String(page));
  return params.toString();
}

/** A whole, unpaged collection (a ride's comments, a search's results): `hydraList('/api/x', 'X', items)`. */
export function hydraList<T>(basePath: string, type: string, items: T[]) {
  return hydraCollection({
    basePath,
    query: {},
    items,
    total: items.length,
    type,
    pagination: { enabled: false, page: 1, itemsPerPage: items.length, offset: 0, limit: undefined },
  });
}
