/** `GET api/push/devices`: the caller's own browsers that receive push notices (issue 34). */
import { z } from 'zod';
import { hydraCollectionSchema, hydraItemSchema } from './hydra.schema';

export const pushDeviceSchema = hydraItemSchema.extend({
  '@type': z.literal('PushDevice'),
  id: z.number(),
  /** From the user agent at subscription: 'Chrome, Android' (domain/push/push-devices.ts). */
  name: z.string(),
  /** When the browser was first added, ISO 8601. */
  createdAt: z.string(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushDeviceCollectionSchema = hydraCollectionSchema(pushDeviceSchema);
