import { z } from 'zod';

/** `/:id` of a resource: a positive 32-bit integer (anything else answers 404 as an unknown id would). */
export const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
