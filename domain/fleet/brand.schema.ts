/**
 * 'Dodaj markę i modele' / 'Edytuj markę i modele' and `POST api/brands`, `PUT api/brands/{id}`
 * (administration.md §2.4, §5: brand and model names required, 'Pole wymagane'). A model keeps its
 * `id` when edited; a model left out of the list is removed (refused while a car uses it).
 */
import { z } from 'zod';
import { REQUIRED_IN_DIALOG, VALIDATION_MESSAGES } from '../validation/messages';
import { COURSE_MESSAGES } from '../courses/course-messages';

/** Not in the spec; brand and model names are short ('Volkswagen', 'Transporter'). */
export const BRAND_NAME_MAX = 60;
/** Not in the spec; no brand has this many models, it only caps a request. */
export const BRAND_MODELS_MAX = 200;

/** Refused when a car still uses a removed model (§2.4 says models can be removed; this is the limit). */
export const MODEL_IN_USE = 'Nie można usunąć modelu używanego przez samochód';
/** Two brands, or two models of one brand, of one name (case ignored). */
export const BRAND_TAKEN = 'Marka o tej nazwie już istnieje';
export const MODEL_TAKEN = 'Model o tej nazwie już istnieje';

const name = z
  .string({ error: REQUIRED_IN_DIALOG })
  .max(BRAND_NAME_MAX, VALIDATION_MESSAGES.tooLongFor(BRAND_NAME_MAX))
  .trim()
  .min(1, REQUIRED_IN_DIALOG);

/**
 * Example: brandSchema.safeParse({ name: 'Kia', models: [{ name: 'Ceed' }] }).success === true
 */
export const brandSchema = z.object(
  {
    name,
    models: z
      .array(z.object({ id: z.number().int().positive().nullish(), name }), {
        error: COURSE_MESSAGES.invalidValue,
      })
      .max(BRAND_MODELS_MAX, COURSE_MESSAGES.invalidValue)
      .superRefine((models, ctx) => {
        const seen = new Set<string>();
        models.forEach((model, index) => {
          const key = model.name.toLocaleLowerCase('pl');
          if (seen.has(key)) ctx.addIssue({ code: 'custom', message: MODEL_TAKEN, path: [index, 'name'] });
          seen.add(key);
        });
      }),
  },
  { error: COURSE_MESSAGES.invalidValue },
);

export type BrandFormInput = z.input<typeof brandSchema>;
export type BrandFormData = z.output<typeof brandSchema>;
