import { api } from '@/api/client';
import { parseItem } from '@/api/hydra';
import { courseSchema, type Course } from '@domain/contract/course.schema';

/** `POST /api/waypoints/{id}/achieved?at=`: the signed-in driver reached the stop; answers the course. */
export async function markStopReached({
  waypointId,
  at,
}: {
  waypointId: number;
  at: string;
}): Promise<Course> {
  const response = await api.post<unknown>(`/api/waypoints/${waypointId}/achieved`, {}, { params: { at } });
  return parseItem(response.data, courseSchema);
}
