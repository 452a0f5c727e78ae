import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { mutationErrorText } from './use-resource-mutation';

describe('mutationErrorText (administration.md §8)', () => {
  it('shows the server’s last violation or description below 500', () => {
    const violation = new ApiError(422, {
      violations: [
        { propertyPath: 'a', message: 'Pierwszy' },
        { propertyPath: 'b', message: 'Ostatni' },
      ],
    });
    expect(mutationErrorText('create', violation)).toBe('Ostatni');
    expect(mutationErrorText('edit', new ApiError(409, { 'hydra:description': 'Nieaktualne dane' }))).toBe(
      'Nieaktualne dane',
    );
  });

  it('falls back by what was attempted on 500s, silences and lost connections', () => {
    expect(mutationErrorText('create', new ApiError(500, { 'hydra:description': 'stack' }))).toBe(
      'Wystąpił błąd dodawania',
    );
    expect(mutationErrorText('edit', new ApiError(400, {}))).toBe('Wystąpił błąd edycji');
    expect(mutationErrorText('delete', new ApiError(0, undefined))).toBe(
      'Błąd usuwania: Wystąpił błąd usuwania',
    );
    expect(mutationErrorText('delete', new ApiError(403, { 'hydra:description': 'Brak uprawnień' }))).toBe(
      'Błąd usuwania: Brak uprawnień',
    );
  });
});
