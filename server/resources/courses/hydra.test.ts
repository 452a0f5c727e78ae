import { describe, expect, it } from 'vitest';
import { hydraCollection } from './hydra';

const page = { path: '/api/things', search: '', itemsPerPage: 10, totalItems: 25 };

describe('hydraCollection', () => {
  it('links the first, previous, next and last pages, keeping the filters', () => {
    const body = hydraCollection('Thing', ['a'], { ...page, page: 2, search: 'search=ab&page=2' });
    expect(body).toEqual({
      '@context': '/api/contexts/Thing',
      '@id': '/api/things',
      '@type': 'hydra:Collection',
      'hydra:member': ['a'],
      'hydra:totalItems': 25,
      'hydra:view': {
        '@id': '/api/things?search=ab&page=2',
        '@type': 'hydra:PartialCollectionView',
        'hydra:first': '/api/things?search=ab&page=1',
        'hydra:last': '/api/things?search=ab&page=3',
        'hydra:previous': '/api/things?search=ab&page=1',
        'hydra:next': '/api/things?search=ab&page=3',
      },
    });
  });

  it('has one page when empty', () => {
    const body = hydraCollection('Thing', [], { ...page, page: 1, totalItems: 0 });
    expect(body['hydra:view']).toEqual({
      '@id': '/api/things?page=1',
      '@type': 'hydra:PartialCollectionView',
      'hydra:first': '/api/things?page=1',
      'hydra:last': '/api/things?page=1',
    });
  });
});
