/**
 * `GET api/docs.jsonld`: the Hydra `ApiDocumentation` API Platform's clients read (api-doc-parser,
 * the admin): every class of API_RESOURCES with its properties (from the contract schemas) and its
 * operations (from the routes the server registered), and the entrypoint's collections.
 */
import { z } from 'zod';
import type { ApiRoute } from '../deny-by-default';
import { API_RESOURCES, entrypointKey, type ApiResourceClass } from './api-resources';
import { objectShapes, propertiesOf, valueSchema } from './zod-json-schema';

export const HYDRA = 'http://www.w3.org/ns/hydra/core#';
export const DOCS_PATH = '/api/docs.jsonld';
export const ENTRYPOINT_PATH = '/api';

const docsContext = (origin: string) => ({
  '@vocab': `${origin}${DOCS_PATH}#`,
  hydra: HYDRA,
  rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
  xmls: 'http://www.w3.org/2001/XMLSchema#',
  owl: 'http://www.w3.org/2002/07/owl#',
  domain: { '@id': 'rdfs:domain', '@type': '@id' },
  range: { '@id': 'rdfs:range', '@type': '@id' },
  subClassOf: { '@id': 'rdfs:subClassOf', '@type': '@id' },
  expects: { '@id': 'hydra:expects', '@type': '@id' },
  returns: { '@id': 'hydra:returns', '@type': '@id' },
});

const classId = (type: string) => `#${type}`;

/** The class an item schema documents (a course's rides are TaxiCourseRide), or null. */
const classOfSchema = (schema: z.ZodType) => API_RESOURCES.find((resource) => resource.item === schema);

function rangeOf(schema: z.ZodType): string | null {
  const value = valueSchema(schema);
  const documented = classOfSchema(value);
  if (documented) return classId(documented.type);
  if (value instanceof z.ZodString || value instanceof z.ZodEnum || value instanceof z.ZodLiteral)
    return 'xmls:string';
  if (value instanceof z.ZodNumber) return 'xmls:decimal';
  if (value instanceof z.ZodBoolean) return 'xmls:boolean';
  return null;
}

/** Keys of every body the class's writes accept: those properties are writable. */
function writableKeys(resource: ApiResourceClass, routes: readonly ApiRoute[]): Set<string> {
  return new Set(
    routes
      .filter((route) => resource.paths.includes(route.url) && route.schema?.body)
      .flatMap((route) => propertiesOf(route.schema?.body)),
  );
}

function supportedProperties(resource: ApiResourceClass, routes: readonly ApiRoute[]) {
  const writable = writableKeys(resource, routes);
  const [shape = {}] = objectShapes(resource.item);
  return Object.entries(shape)
    .filter(([name]) => !name.startsWith('@'))
    .map(([name, schema]) => {
      const range = rangeOf(schema);
      return {
        '@type': 'hydra:SupportedProperty',
        'hydra:property': {
          '@id': `#${resource.type}/${name}`,
          '@type': 'rdf:Property',
          'rdfs:label': name,
          domain: classId(resource.type),
          ...(range ? { range } : {}),
        },
        'hydra:title': name,
        'hydra:required': !schema.isOptional(),
        'hydra:readable': true,
        'hydra:writeable': writable.has(name),
        ...(schema.description ? { 'hydra:description': schema.description } : {}),
      };
    });
}

/** The class whose items a route answers: its own when the shapes match, else the first that does. */
function returnedClass(route: ApiRoute, own: ApiResourceClass): string {
  const responses = Object.entries((route.schema?.response ?? {}) as Record<string, unknown>);
  const success = responses.find(([status]) => /^2/.test(status))?.[1];
  const keys = propertiesOf(success).join(',');
  const sameShape = (resource: ApiResourceClass) => propertiesOf(resource.item).join(',') === keys;
  if (sameShape(own)) return classId(own.type);
  const other = API_RESOURCES.find(sameShape);
  return other ? classId(other.type) : 'owl:Nothing';
}

function operation(route: ApiRoute, own: ApiResourceClass) {
  const title = `${route.method} ${route.url}`;
  const type =
    route.method === 'POST'
      ? 'hydra:CreateResourceOperation'
      : route.method === 'PUT'
        ? 'hydra:ReplaceResourceOperation'
        : 'hydra:Operation';
  return {
    '@type': type,
    'hydra:method': route.method,
    'hydra:title': title,
    'rdfs:label': title,
    ...(route.schema?.body ? { expects: classId(own.type) } : {}),
    returns: route.method === 'DELETE' ? 'owl:Nothing' : returnedClass(route, own),
  };
}

function entrypointProperty(
  resource: ApiResourceClass & { collection: string },
  routes: readonly ApiRoute[],
) {
  const onCollection = routes.filter((route) => route.url === resource.collection);
  const label = `Kolekcja: ${resource.title}`;
  return {
    '@type': 'hydra:SupportedProperty',
    'hydra:property': {
      '@id': `#Entrypoint/${entrypointKey(resource.type)}`,
      '@type': 'hydra:Link',
      domain: '#Entrypoint',
      'rdfs:label': label,
      'rdfs:range': [
        { '@id': 'hydra:Collection' },
        {
          'owl:equivalentClass': {
            'owl:onProperty': { '@id': 'hydra:member' },
            'owl:allValuesFrom': { '@id': classId(resource.type) },
          },
        },
      ],
      'hydra:supportedOperation': onCollection.map((route) =>
        route.method === 'GET'
          ? {
              '@type': 'hydra:Operation',
              'hydra:method': 'GET',
              'hydra:title': label,
              'rdfs:label': label,
              returns: 'hydra:Collection',
            }
          : operation(route, resource),
      ),
    },
    'hydra:title': label,
    'hydra:readable': true,
    'hydra:writeable': false,
  };
}

const withCollection = (resource: ApiResourceClass): resource is ApiResourceClass & { collection: string } =>
  resource.collection !== undefined;

/** `origin` (`https://host`) makes the vocabulary absolute, as JSON-LD processors expect. */
export function hydraDocumentation(apiRoutes: readonly ApiRoute[], origin: string) {
  const routes = apiRoutes.filter((route) => route.method !== 'HEAD');
  return {
    '@context': docsContext(origin),
    '@id': DOCS_PATH,
    '@type': 'hydra:ApiDocumentation',
    'hydra:title': 'Kursownik API',
    'hydra:description':
      'Zamawianie, realizacja i rozliczanie przewozów pracowników kolei. Odpowiedzi w JSON-LD (Hydra).',
    'hydra:entrypoint': ENTRYPOINT_PATH,
    'hydra:supportedClass': [
      ...API_RESOURCES.map((resource) => ({
        '@id': classId(resource.type),
        '@type': 'hydra:Class',
        'rdfs:label': resource.type,
        'hydra:title': resource.type,
        'hydra:description': resource.title,
        'hydra:supportedProperty': supportedProperties(resource, routes),
        'hydra:supportedOperation': routes
          .filter((route) => resource.paths.includes(route.url))
          .map((route) => operation(route, resource)),
      })),
      {
        '@id': '#Entrypoint',
        '@type': 'hydra:Class',
        'hydra:title': 'Punkt wejścia API',
        'hydra:supportedProperty': API_RESOURCES.filter(withCollection).map((resource) =>
          entrypointProperty(resource, routes),
        ),
        'hydra:supportedOperation': {
          '@type': 'hydra:Operation',
          'hydra:method': 'GET',
          'rdfs:label': 'Punkt wejścia API',
          returns: '#Entrypoint',
        },
      },
    ],
  };
}

/** `GET api`: the entrypoint, one link per collection. */
export function entrypoint() {
  return {
    '@context': '/api/contexts/Entrypoint',
    '@id': ENTRYPOINT_PATH,
    '@type': 'Entrypoint',
    ...Object.fromEntries(
      API_RESOURCES.filter(withCollection).map((resource) => [
        entrypointKey(resource.type),
        resource.collection,
      ]),
    ),
  };
}
