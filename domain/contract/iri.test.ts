import { describe, expect, it } from 'vitest';
import { MAX_ROW_ID, RESOURCES, iri, iriId, iriRef, isIri } from './iri';

describe('the one IRI helper', () => {
  it('builds and reads back an IRI of each resource', () => {
    for (const resource of Object.values(RESOURCES)) {
      expect(iriId(iri(resource, 42), resource)).toBe(42);
    }
  });

  it('reads no id of another resource, zero, a sign, a suffix or a prefix', () => {
    expect(iriId('/api/users/3', RESOURCES.passenger)).toBeNull();
    expect(iriId('/api/passengers/0', RESOURCES.passenger)).toBeNull();
    expect(iriId('/api/passengers/-3', RESOURCES.passenger)).toBeNull();
    expect(iriId('/api/passengers/03', RESOURCES.passenger)).toBeNull();
    expect(iriId('/api/passengers/3/x', RESOURCES.passenger)).toBeNull();
    expect(iriId('x/api/passengers/3', RESOURCES.passenger)).toBeNull();
    expect(isIri('/api/passengers/3', RESOURCES.passenger)).toBe(true);
  });

  it('reads no id a row cannot have, so PostgreSQL never gets an out-of-range integer', () => {
    expect(iriId(`/api/taxi_courses/${MAX_ROW_ID}`, RESOURCES.taxiCourse)).toBe(MAX_ROW_ID);
    expect(iriId(`/api/taxi_courses/${MAX_ROW_ID + 1}`, RESOURCES.taxiCourse)).toBeNull();
    expect(iriId('/api/taxi_courses/99999999999', RESOURCES.taxiCourse)).toBeNull();
  });

  it('iriRef reads a body IRI as its id and refuses anything else with the given message', () => {
    const schema = iriRef(RESOURCES.startingBase, 'Nieprawidłowa wartość');
    expect(schema.parse('/api/starting_bases/4')).toBe(4);
    for (const bad of ['/api/companies/4', '4', '', `/api/starting_bases/${'9'.repeat(300)}`, 4, null]) {
      const result = schema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Nieprawidłowa wartość');
    }
  });
});
