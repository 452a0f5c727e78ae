/** Hydra collection envelope of docs/api.md, with the page links API Platform sends. */

export interface HydraView {
  '@id': string;
  '@type': 'hydra:PartialCollectionView';
  'hydra:first': string;
  'hydra:last': string;
  'hydra:previous'?: string;
  'hydra:next'?: string;
}

export interface HydraCollection<T> {
  '@context': string;
  '@id': string;
  '@type': 'hydra:Collection';
  'hydra:member': T[];
  'hydra:totalItems': number;
  'hydra:view': HydraView;
}

export interface CollectionPage {
  /** Collection path, e.g. '/api/abstract_courses'. */
  path: string;
  /** The request's query string (without '?'); filters are kept in the page links. */
  search: string;
  page: number;
  itemsPerPage: number;
  totalItems: number;
}

/**
 * Example: hydraCollection('AbstractCourse', [], { path: '/api/x', search: 'page=2', page: 2, itemsPerPage: 15, totalItems: 20 })
 *   has 'hydra:view' { '@id': '/api/x?page=2', 'hydra:first': '/api/x?page=1', 'hydra:last': '/api/x?page=2', 'hydra:previous': '/api/x?page=1' }
 */
export function hydraCollection<T>(resource: string, members: T[], page: CollectionPage): HydraCollection<T> {
  const last = Math.max(1, Math.ceil(page.totalItems / page.itemsPerPage));
  const link = (number: number) => {
    const params = new URLSearchParams(page.search);
    params.set('page', String(number));
    return `${page.path}?${params.toString()}`;
  };
  const view: HydraView = {
    '@id': link(page.page),
    '@type': 'hydra:PartialCollectionView',
    'hydra:first': link(1),
    'hydra:last': link(last),
  };
  if (page.page > 1) view['hydra:previous'] = link(Math.min(page.page - 1, last));
  if (page.page < last) view['hydra:next'] = link(page.page + 1);
  return {
    '@context': `/api/contexts/${resource}`,
    '@id': page.path,
    '@type': 'hydra:Collection',
    'hydra:member': members,
    'hydra:totalItems': page.totalItems,
    'hydra:view': view,
  };
}
