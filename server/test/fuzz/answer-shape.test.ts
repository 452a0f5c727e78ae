/** The write fuzz's shape check must refuse what the house shape is not. */
import { describe, expect, it } from 'vitest';
import { hydraError, violations } from '../../http/errors';
import { refusalProblem } from './answer-shape.support';

const json = (value: unknown) => JSON.stringify(value);

describe('refusalProblem', () => {
  it('accepts a Polish hydra:Error, a Polish violation list and the JWT bundle 401', () => {
    expect(refusalProblem(404, json(hydraError('Nie znaleziono zasobu')))).toBeNull();
    expect(
      refusalProblem(422, json(violations([{ propertyPath: 'name', message: 'Pole jest wymagane' }]))),
    ).toBeNull();
    expect(refusalProblem(401, json({ code: 401, message: 'Invalid credentials.' }))).toBeNull();
    expect(
      refusalProblem(429, json({ code: 429, message: 'Zbyt wiele nieudanych prób logowania.' })),
    ).toBeNull();
  });

  it("refuses Fastify's own body, English messages, an empty list and non-JSON", () => {
    const fastify = {
      error: 'Bad Request',
      code: 'FST_ERR_BAD_URL',
      message: "'/x' is not a valid url component",
    };
    expect(refusalProblem(400, json(fastify))).toMatch(/not a hydra error/);
    expect(refusalProblem(400, json(hydraError('Invalid input: expected string')))).toMatch(/not Polish/);
    const english = violations([
      { propertyPath: 'name', message: 'Too big: expected string to have <=100 characters' },
    ]);
    expect(refusalProblem(422, json(english))).toMatch(/not Polish/);
    expect(refusalProblem(422, json({ ...violations([]), violations: [] }))).toMatch(/no violations/);
    expect(refusalProblem(401, json({ code: 401, message: 'Brak sesji' }))).toMatch(/not a hydra error/);
    expect(refusalProblem(500, 'Internal Server Error')).toMatch(/not JSON/);
  });
});
