import { useEffect } from 'react';
import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { liveEvents, type LiveEvent, type LiveEventHandlers, type LiveEventSource } from '@/api/live-events';
import { type CourseListParams } from '../utils/course-filters';
import { courseKeys, placePointsOf, type CourseDetail } from '../api/get-course';
import { courseBelongsInList, listAcceptor } from '@domain/courses/course-list-membership';
import { courseVisibility } from '@domain/courses/visibility';
import { currentUserQueryOptions } from '@/api/current-user';
import { courseSchema, type Course } from '@domain/contract/course.schema';
import { coursesKeys, type CoursePage } from '../api/get-courses';
import { rideCommentsKeys } from '../api/get-ride-comments';
import { rideRatingsKeys } from '../api/get-ride-ratings';
import { asRuleUser } from '@/api/user.schema';

export const COURSE_EVENT_TYPES = ['course_insert', 'course_update', 'course_delete'] as const;
export type CourseEventType = (typeof COURSE_EVENT_TYPES)[number];

/** The `data:` of a course event of `GET /api/events` (server/events/event-bus.ts). */
const courseEventSchema = z.object({
  type: z.enum(COURSE_EVENT_TYPES),
  courseId: z.number(),
  course: z.unknown(),
});

export interface CourseEvent {
  type: CourseEventType;
  courseId: number;
  /** The course as a list member; null when deleted or no longer readable. */
  course: Course | null;
}

type CoursePages = InfiniteData<CoursePage, unknown>;

/** Reads a stream event as a course event; null for other events or a malformed one. */
export function toCourseEvent(event: LiveEvent): CourseEvent | null | 'malformed' {
  if (!(COURSE_EVENT_TYPES as readonly string[]).includes(event.type)) return null;
  const parsed = courseEventSchema.safeParse(event.data);
  if (!parsed.success) return 'malformed';
  const { type, courseId, course } = parsed.data;
  if (course === null || course === undefined || type === 'course_delete') {
    return { type, courseId, course: null };
  }
  const member = courseSchema.safeParse(course);
  return member.success ? { type, courseId, course: member.data } : 'malformed';
}

/**
 * Whether `course` belongs to the list of `params`, by the domain's rule (the server's list filters,
 * as far as a list member shows them). A search term cannot be judged here: such lists take no new
 * courses.
 */
export const courseMatchesList = (
  course: Course,
  params: CourseListParams,
  acceptorCompanyId: number | null = null,
): boolean => courseBelongsInList(course, { ...params.filters, column: params.column, acceptorCompanyId });

/**
 * The transport company the signed-in user answers for (`listAcceptor`), from the cached current user:
 * its lists put a course waiting for its acceptance under 'Wymaga uwagi', as the server's do.
 */
function cachedAcceptor(queryClient: QueryClient): number | null {
  const user = queryClient.getQueryData(currentUserQueryOptions().queryKey);
  return user ? listAcceptor(courseVisibility(asRuleUser(user))) : null;
}

/** Cards a course shows in a list that splits courses (one per ride, §2). */
const cardsOf = (course: Course) => Math.max(1, course.rides.length);

/**
 * The counters after `delta` courses (±1) and `cards` cards came or went. A limited count ('ponad N',
 * ADR 011) stays as it is: one course more or less cannot be told from it; the next fetch recounts.
 */
const withTotal = (data: CoursePages, delta: number, cards: number): CoursePages => ({
  ...data,
  pages: data.pages.map((page) =>
    page.totalItemsLimited
      ? page
      : {
          ...page,
          totalItems: Math.max(0, page.totalItems + delta),
          ...(page.totalCards === undefined ? {} : { totalCards: Math.max(0, page.totalCards + cards) }),
        },
  ),
});

/**
 * The list `data` of `params` after the event: the course replaced where it is, removed from a list it
 * no longer belongs to (§2: another column, or no rides left), put at the top of a list it now belongs
 * to; `totalItems` (the column counter) follows. Returns `data` itself when nothing changes.
 */
export function applyCourseEvent(
  data: CoursePages,
  params: CourseListParams,
  event: CourseEvent,
  /** The course was in another cached list with this search term, so it matches the term. */
  searchMatched = false,
  acceptorCompanyId: number | null = null,
): CoursePages {
  const present = data.pages.some((page) => page.member.some((course) => course.id === event.courseId));
  const course = event.course;
  const belongs = course !== null && courseMatchesList(course, params, acceptorCompanyId);

  const previous = data.pages.flatMap((page) => page.member).find((member) => member.id === event.courseId);
  if (present && belongs) {
    const replaced = {
      ...data,
      pages: data.pages.map((page) =>
        page.member.some((member) => member.id === event.courseId)
          ? { ...page, member: page.member.map((member) => (member.id === event.courseId ? course : member)) }
          : page,
      ),
    };
    // A ride added or removed changes the cards of a split list, not the courses.
    const cards = previous ? cardsOf(course) - cardsOf(previous) : 0;
    return cards === 0 ? replaced : withTotal(replaced, 0, cards);
  }
  if (present) {
    const removed = data.pages.map((page) => ({
      ...page,
      member: page.member.filter((member) => member.id !== event.courseId),
    }));
    return withTotal({ ...data, pages: removed }, -1, previous ? -cardsOf(previous) : -1);
  }
  if (!belongs || event.type === 'course_delete') return data;
  // A list filtered by a search term cannot tell whether the course matches, unless a sibling list
  // with the same term held it (e.g. the course moved column); otherwise leave it to the next fetch.
  if (params.search.trim() !== '' && !searchMatched) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return withTotal(
    { ...data, pages: [{ ...first, member: [course, ...first.member] }, ...rest] },
    1,
    cardsOf(course),
  );
}

const isListParams = (value: unknown): value is CourseListParams =>
  typeof value === 'object' &&
  value !== null &&
  'filters' in value &&
  typeof value.filters === 'object' &&
  value.filters !== null &&
  'search' in value &&
  typeof value.search === 'string';

/**
 * A list filtered by a related record (creator, driver, locomotive, base, transport or railway company)
 * cannot be judged from a list member: the member does not carry every relation the server's filter
 * reads. Such a list refetches when the event's course is in it or could join it.
 */
const hasReferenceFilter = (params: CourseListParams) =>
  Object.values(params.filters.references).some((option) => option !== undefined);

/**
 * Patches every cached course list with one event; a list with a reference filter that the event may
 * touch is refetched instead (never guessed into).
 */
export function patchCourseLists(queryClient: QueryClient, event: CourseEvent): void {
  const lists = queryClient.getQueriesData<CoursePages>({ queryKey: coursesKeys.lists() });
  const acceptor = cachedAcceptor(queryClient);
  const holds = (data: CoursePages | undefined) =>
    data?.pages.some((page) => page.member.some((course) => course.id === event.courseId)) ?? false;
  const matchedTerms = new Set(
    lists.flatMap(([queryKey, data]) => {
      const params = queryKey[2];
      return isListParams(params) && holds(data) ? [params.search.trim()] : [];
    }),
  );
  for (const [queryKey, data] of lists) {
    const params = queryKey[2];
    if (!isListParams(params)) continue;
    // A list being fetched may answer with what the server read before this change: a patch of the
    // old pages would be overwritten by that answer. Drop the running fetch and fetch it again (a
    // first load too, which a refetch alone would join rather than restart).
    if (queryClient.isFetching({ queryKey, exact: true }) > 0) {
      void queryClient
        .cancelQueries({ queryKey, exact: true })
        .then(() => queryClient.refetchQueries({ queryKey, exact: true }));
      continue;
    }
    if (!data) continue;
    if (hasReferenceFilter(params)) {
      const mayJoin = event.course !== null && courseMatchesList(event.course, params, acceptor);
      if (holds(data) || mayJoin) void queryClient.invalidateQueries({ queryKey, exact: true });
      continue;
    }
    const next = applyCourseEvent(data, params, event, matchedTerms.has(params.search.trim()), acceptor);
    if (next !== data) queryClient.setQueryData<CoursePages>(queryKey, next);
  }
}

/**
 * An open course or ride drawer follows the event too: its course is replaced by the event's member
 * (the same shape as `GET /api/abstract_courses/{id}`), and a deleted or no longer visible course is
 * asked for again, so the drawer says it is gone.
 */
export function patchCourseDetail(queryClient: QueryClient, event: CourseEvent): void {
  const queryKey = courseKeys.detail(event.courseId);
  if (!queryClient.getQueryState(queryKey)) return;
  if (event.course) {
    queryClient.setQueryData<CourseDetail>(queryKey, {
      ...event.course,
      placePoints: placePointsOf(event.course),
    });
  } else void queryClient.invalidateQueries({ queryKey, exact: true });
}

/**
 * Refetches the comments (and ratings) of the event's rides that are on screen: a comment is not part of
 * the list member, so its course_update can only say "look again" (only active queries refetch).
 */
export function refreshRideTalk(queryClient: QueryClient, event: CourseEvent): void {
  for (const ride of event.course?.rides ?? [])
    for (const queryKey of [rideCommentsKeys.detail(ride['@id']), rideRatingsKeys.detail(ride['@id'])])
      if (queryClient.getQueryState(queryKey)) void queryClient.invalidateQueries({ queryKey });
}

/**
 * Refetches only the lists filtered by a search term: after the user's own structural change (a ride
 * moved into a new course) they cannot be patched, as nothing here can tell whether the term matches.
 */
export function refetchSearchedLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: coursesKeys.lists(),
    predicate: (query) => {
      const params = query.queryKey[2];
      return isListParams(params) && params.search.trim() !== '';
    },
  });
}

export function refetchCourseLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: coursesKeys.lists() });
}

export interface UseLiveCoursesOptions {
  /** The live stream; the tab's one stream unless a test injects another. */
  source?: LiveEventSource;
  enabled?: boolean;
}

/**
 * While mounted, keeps the cached course lists current with the live course events: patched in place,
 * moved between status columns, inserted at the top of their column; everything refetched only when the
 * server says events were lost (or sends one this client cannot read).
 */
export function useLiveCourses({ source = liveEvents, enabled = true }: UseLiveCoursesOptions = {}): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return undefined;
    return source.subscribe(liveCourseHandlers(queryClient));
  }, [queryClient, source, enabled]);
}

/**
 * What the live stream does to the cache: each course event patches the lists, the open drawer and the
 * ride talk on screen; a lost history (or an event this client cannot read) refetches the lists.
 */
export function liveCourseHandlers(queryClient: QueryClient): LiveEventHandlers {
  return {
    onEvent: (event) => {
      const courseEvent = toCourseEvent(event);
      if (courseEvent === 'malformed') void refetchCourseLists(queryClient);
      else if (courseEvent !== null) {
        patchCourseLists(queryClient, courseEvent);
        patchCourseDetail(queryClient, courseEvent);
        refreshRideTalk(queryClient, courseEvent);
      }
    },
    onHistoryLost: () => {
      void refetchCourseLists(queryClient);
    },
  };
}
