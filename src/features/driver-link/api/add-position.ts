import { api } from '@/api/client';
import type { PositionBody } from '@domain/contract/tracking.schema';

/** `POST /api/course-info/position/{token}` (public: the driver link's token is the credential). */
export async function addPosition(token: string, position: PositionBody): Promise<void> {
  await api.post(`/api/course-info/position/${encodeURIComponent(token)}`, position);
}
