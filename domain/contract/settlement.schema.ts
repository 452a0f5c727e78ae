/** `GET api/abstract_course/settle`: how many courses were accepted in bulk, and the notice to show. */
import { z } from 'zod';

export const bulkSettleResultSchema = z.object({ settled: z.number().int().min(0), message: z.string() });
export type BulkSettleResult = z.output<typeof bulkSettleResultSchema>;
