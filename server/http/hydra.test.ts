import { describe, expect, it } from 'vitest';
import { hydraCollection, hydraItem } from './hydra';
import { parsePagination } from './pagination';

describe('parsePagination', () => {
  it('defaults to page 1 of 30, caps itemsPerPage at 100 and ignores nonsense', () => {
    expect(parsePagination({})).toEqual({ enabled: true, page: 1, itemsPerPage: 30, offset: 0, limit: 30 });
    expect(parsePagination({ page: '3', itemsPerPage: '500' })).toMatchObject({
      page: 3,
      itemsPerPage: 100,
      offset: 200,
    });
    expect(parsePagination({ page: '0', itemsPerPage: 'abc' })).toMatchObject({ page: 1, itemsPerPage: 30 });
    expect(parsePagination({ page: ['2', '5'] })).toMatchObject({ page: 2 });
  });

  it('turns pagination off with pagination=false, still stopping at 1000 rows', () => {
    expect(parsePagination({ pagination: 'false', page: '4' })).toMatchObject({
      enabled: false,
      offset: 0,
      limit: 1000,
    });
  });
});

describe('hydra helpers', () => {
  it('builds an item with context, IRI and type', () => {
    expect(hydraItem('User', '/api/users/3', { id: 3 })).toEqual({
      '@context': '/api/contexts/User',
      '@id': '/api/users/3',
      '@type': 'User',
      id: 3,
    });
  });

  it('builds a collection view keeping the filters', () => {
    const collection = hydraCollection({
      basePath: '/api/things',
      query: { page: '2', itemsPerPage: '10', 'status[]': ['a', 'b'] },
      items: [{ id: 1 }],
      total: 42,
      type: 'Thing',
      pagination: parsePagination({ page: '2', itemsPerPage: '10' }),
    });
    const link = (page: number) => `/api/things?itemsPerPage=10&status%5B%5D=a&status%5B%5D=b&page=${page}`;
    expect(collection).toEqual({
      '@context': '/api/contexts/Thing',
      '@id': '/api/things',
      '@type': 'hydra:Collection',
      'hydra:member': [{ id: 1 }],
      'hydra:totalItems': 42,
      'hydra:view': {
        '@id': link(2),
        '@type': 'hydra:PartialCollectionView',
        'hydra:first': link(1),
        'hydra:last': link(5),
        'hydra:previous': link(1),
        'hydra:next': link(3),
      },
    });
  });

  it('leaves out the view when pagination is off', () => {
    const collection = hydraCollection({
      basePath: '/api/things',
      query: {},
      items: [],
      total: 0,
      type: 'Thing',
      pagination: parsePagination({ pagination: 'false' }),
    });
    expect(collection).not.toHaveProperty('hydra:view');
  });
});
