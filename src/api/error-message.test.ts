import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { errorMessage } from './error-message';

const violations = (...messages: string[]) => ({
  '@type': 'ConstraintViolationList',
  'hydra:description': 'firstname: ...',
  violations: messages.map((message) => ({ propertyPath: 'firstname', message })),
});

describe('errorMessage (administration.md §8)', () => {
  it('shows the last violation message below 500', () => {
    expect(errorMessage(new ApiError(422, violations('Pole jest wymagane', 'Wartość jest zbyt długa')))).toBe(
      'Wartość jest zbyt długa',
    );
  });

  it('shows the Hydra description when there are no violations', () => {
    const body = { '@type': 'hydra:Error', 'hydra:description': 'Brak uprawnień do wykonania tej operacji' };
    expect(errorMessage(new ApiError(403, body))).toBe('Brak uprawnień do wykonania tej operacji');
  });

  it('accepts the unprefixed description of newer API Platform versions', () => {
    expect(errorMessage(new ApiError(404, { description: 'Nie znaleziono zasobu' }))).toBe(
      'Nie znaleziono zasobu',
    );
  });

  it('falls back to the default without a description', () => {
    expect(errorMessage(new ApiError(400, 'not json'))).toBe('Coś poszło nie tak');
  });

  it('shows only the default for 500 and above, whatever the body says', () => {
    expect(errorMessage(new ApiError(500, violations('Szczegół')))).toBe('Coś poszło nie tak');
    expect(errorMessage(new ApiError(503, { 'hydra:description': 'Stack trace' }))).toBe(
      'Coś poszło nie tak',
    );
  });

  it('says the server was not reached when nothing answered (row 140)', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(
      'Brak połączenia z serwerem. Sprawdź połączenie i spróbuj ponownie.',
    );
  });
});
