/**
 * The wire shape of 'Bazy startowe' (issue 13): a list member carries the owning transport company
 * and the version beside what the course form reads (`startingBaseSchema`), the item is the page
 * `/starting_bases/:id` and its edit form.
 */
import { z } from 'zod';
import { startingBaseSchema } from './company.schema';
import { contextShape } from './hydra.schema';
import { companyRefSchema } from './place.schema';

export const startingBaseMemberSchema = startingBaseSchema.extend({
  company: companyRefSchema.nullable(),
  version: z.number(),
});
export const startingBaseViewSchema = startingBaseMemberSchema.extend(contextShape);

export type StartingBaseMember = z.output<typeof startingBaseMemberSchema>;
export type StartingBaseView = z.output<typeof startingBaseViewSchema>;
