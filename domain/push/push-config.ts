import { z } from 'zod';

/** `GET api/push/config`: the VAPID public key the SPA subscribes with; null = push is off. */
export const pushConfigSchema = z.object({ publicKey: z.string().nullable() });
export type PushConfig = z.infer<typeof pushConfigSchema>;
