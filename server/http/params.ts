import { z } from 'zod';
import { MAX_ROW_ID } from '../../domain/contract/iri';

/** A row id in a path or query: a positive 32-bit integer, as every table's id is. */
export const rowId = z.coerce.number().int().min(1).max(MAX_ROW_ID);

/** `/:id` of a resource (anything else answers 404 as an unknown id would). */
export const idParams = z.object({ id: rowId });
