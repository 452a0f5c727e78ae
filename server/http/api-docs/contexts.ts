/**
 * `GET api/contexts/{name}`: the JSON-LD context every answer names in its `@context`. Terms map into
 * the documentation's vocabulary (`{origin}/api/docs.jsonld#Type/property`), as API Platform does.
 */
import { API_RESOURCES, entrypointKey, resourceClassOf } from './api-resources';
import { DOCS_PATH, HYDRA } from './hydra-documentation';
import { propertiesOf } from './zod-json-schema';

/** Contexts of answers that are no resource: the entrypoint, collections and refusals. */
const FIXED: Record<string, (type: string) => Record<string, unknown>> = {
  Entrypoint: () =>
    Object.fromEntries(
      API_RESOURCES.filter((resource) => resource.collection).map((resource) => {
        const key = entrypointKey(resource.type);
        return [key, { '@id': `Entrypoint/${key}`, '@type': '@id' }];
      }),
    ),
  Error: () => ({}),
  ConstraintViolationList: () => ({
    violations: 'ConstraintViolationList/violations',
    propertyPath: 'ConstraintViolationList/propertyPath',
    message: 'ConstraintViolationList/message',
  }),
};

/** The context document of `name`, or null when no answer names it. */
export function contextDocument(name: string, origin: string): Record<string, unknown> | null {
  const fixed = FIXED[name];
  const resource = resourceClassOf(name);
  if (!fixed && !resource) return null;
  const terms = fixed
    ? fixed(name)
    : Object.fromEntries(
        propertiesOf(resource?.item).map((property) => [property, `${resource?.type}/${property}`]),
      );
  return { '@context': { '@vocab': `${origin}${DOCS_PATH}#`, hydra: HYDRA, ...terms } };
}
