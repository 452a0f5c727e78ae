import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { toApiError } from '@/api/api-error';
import { createQueryKeys } from '@/api/query-keys';
import { readStored, writeStored } from '@/lib/stored-value';
import { courseInfoSchema, type CourseInfo } from '@domain/contract/course-info.schema';
import { DRIVER_PAGE_REFRESH_MS } from '@domain/rides/stop-changes';

const courseInfoKeys = createQueryKeys('course-info');
export const courseInfoKey = (token: string) => courseInfoKeys.detail(token);

/** While the server cannot be reached the course is read again this often (and on `online`). */
const UNREACHABLE_REFETCH_MS = 15_000;

const knownKey = (token: string) => `driver-course:${token}`;

/** The last course the server sent for this link, kept on the phone for a reload without a connection. */
export function readKnownCourse(token: string): CourseInfo | undefined {
  try {
    const parsed = courseInfoSchema.safeParse(JSON.parse(readStored(knownKey(token)) ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function saveKnownCourse(token: string, info: CourseInfo | null): void {
  writeStored(knownKey(token), info ? JSON.stringify(info) : null);
}

/** `GET /api/course-info/{token}` (public: the token is the credential). */
export async function getCourseInfo(token: string): Promise<CourseInfo> {
  try {
    const response = await api.get<unknown>(`/api/course-info/${encodeURIComponent(token)}`);
    const info = courseInfoSchema.parse(response.data);
    saveKnownCourse(token, info);
    return info;
  } catch (error) {
    if (toApiError(error).status === 404) saveKnownCourse(token, null);
    throw error;
  }
}

/**
 * The course, starting from the copy kept on the phone (shown at once, also offline) and read from
 * the server on every mount. `networkMode: 'always'`: the browser's online flag is not trusted either
 * way; a failed read keeps the known course and is retried until the server answers.
 */
export function useCourseInfo(token: string) {
  return useQuery({
    queryKey: courseInfoKey(token),
    queryFn: () => getCourseInfo(token),
    initialData: () => readKnownCourse(token),
    initialDataUpdatedAt: 0,
    networkMode: 'always',
    retry: false,
    refetchOnReconnect: 'always',
    refetchInterval: (query) => {
      if (query.state.status !== 'error') return DRIVER_PAGE_REFRESH_MS;
      return toApiError(query.state.error).status !== 404 ? UNREACHABLE_REFETCH_MS : false;
    },
  });
}
