/**
 * What the passenger and driver edit forms may show as fields of the login account behind the
 * person (docs/spec-decisions.md row 597): computed per caller on the server by
 * `accountFieldFlags` (domain/people/account-fields.ts), the rule its PUT applies.
 */
import { z } from 'zod';

export const accountFieldFlagsShape = {
  /** E-mail and phones are fields (else text, or hidden when the caller may not see them). */
  accountEditable: z.boolean(),
  /** The employer / transport company is a field (else text). */
  employerEditable: z.boolean(),
  /** 'Dodaj/Zmień/Usuń miejsce zamieszkania' are offered (else the home is shown as text). */
  homeEditable: z.boolean(),
};
