import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import {
  InfiniteQueryObserver,
  QueryClient,
  QueryClientProvider,
  type InfiniteData,
} from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { buildCourse, buildRide, type CourseFixture } from '@mocks/courses';
import { buildUser } from '@mocks/users';
import { currentUserKey } from '@/api/user.schema';
import type { LiveEvent, LiveEventHandlers, LiveEventSource } from '@/api/live-events';
import { EMPTY_FILTERS, type CourseFilters, type CourseListParams } from '../utils/course-filters';
import { courseSchema, type Course } from '@domain/contract/course.schema';
import { courseKeys } from '../api/get-course';
import { coursesKeys, type CoursePage } from '../api/get-courses';
import { COURSE_COUNT_LIMIT } from '@domain/courses/count-limit';
import { rideCommentsKeys } from '../api/get-ride-comments';
import { patchCourseLists, refetchSearchedLists, useLiveCourses } from './use-live-courses';

type Pages = InfiniteData<CoursePage, unknown>;

/** A live source the test drives by hand. */
function fakeSource() {
  const subscribers = new Set<LiveEventHandlers>();
  const source: LiveEventSource = {
    subscribe(handlers) {
      subscribers.add(handlers);
      return () => subscribers.delete(handlers);
    },
  };
  return {
    source,
    get count() {
      return subscribers.size;
    },
    emit(event: LiveEvent) {
      act(() => {
        for (const handlers of subscribers) handlers.onEvent?.(event);
      });
    },
    historyLost() {
      act(() => {
        for (const handlers of subscribers) handlers.onHistoryLost?.();
      });
    },
  };
}

const course = (overrides: Partial<CourseFixture>): Course => courseSchema.parse(buildCourse(overrides));

const params = (
  column: CourseListParams['column'],
  filters: Partial<CourseFilters> = {},
): CourseListParams => ({
  itemsPerPage: 2,
  search: '',
  filters: { ...EMPTY_FILTERS, ...filters },
  column,
});

const pagesOf = (pages: Course[][], totalItems: number): Pages => ({
  pages: pages.map((member) => ({ member, totalItems, next: undefined })),
  pageParams: pages.map((_, index) => index + 1),
});

const ATTENTION = params('requires_attention');
const IN_PROGRESS = params('in_progress');

const event = (type: string, courseId: number, member: Course | null, id = '1'): LiveEvent => ({
  id,
  type,
  data: { type, courseId, course: member },
});

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const first = course({ id: 1, status: 'requires_attention' });
  const second = course({ id: 2, status: 'requires_attention' });
  const third = course({ id: 3, status: 'requires_attention' });
  const running = course({ id: 10, status: 'in_progress' });
  queryClient.setQueryData<Pages>(coursesKeys.list(ATTENTION), pagesOf([[first, second], [third]], 3));
  queryClient.setQueryData<Pages>(coursesKeys.list(IN_PROGRESS), pagesOf([[running]], 1));
  const live = fakeSource();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const refetch = vi.spyOn(queryClient, 'refetchQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => useLiveCourses({ source: live.source }), { wrapper });
  const list = (listParams: CourseListParams) =>
    queryClient.getQueryData<Pages>(coursesKeys.list(listParams));
  const ids = (listParams: CourseListParams) =>
    list(listParams)?.pages.map((page) => page.member.map((member) => member.id));
  const total = (listParams: CourseListParams) => list(listParams)?.pages[0]?.totalItems;
  return { queryClient, live, invalidate, refetch, view, list, ids, total };
}

describe('useLiveCourses', () => {
  it('moves an updated course to the top of its new column and adjusts both counters', () => {
    const { live, ids, total, invalidate, refetch } = setup();
    const moved = course({
      id: 3,
      status: 'in_progress',
      rides: [buildRide({ number: 'IC/0099', status: 'accepted_by_transport_company' })],
    });
    live.emit(event('course_update', 3, moved));

    expect(ids(ATTENTION)).toEqual([[1, 2], []]);
    expect(total(ATTENTION)).toBe(2);
    expect(ids(IN_PROGRESS)).toEqual([[3, 10]]);
    expect(total(IN_PROGRESS)).toBe(2);
    expect(invalidate).not.toHaveBeenCalled();
    expect(refetch).not.toHaveBeenCalled();
  });

  it('replaces a course in place when it stays in its column', () => {
    const { live, ids, list, total } = setup();
    const renamed = course({ id: 2, status: 'requires_attention', rides: [buildRide({ number: 'NEW/1' })] });
    live.emit(event('course_update', 2, renamed));

    expect(ids(ATTENTION)).toEqual([[1, 2], [3]]);
    expect(list(ATTENTION)?.pages[0]?.member[1]?.rides[0]?.number).toBe('NEW/1');
    expect(total(ATTENTION)).toBe(3);
    expect(ids(IN_PROGRESS)).toEqual([[10]]);
  });

  it('inserts a new course at the top of its column only, bumping its counter', () => {
    const { live, ids, total, invalidate } = setup();
    live.emit(event('course_insert', 20, course({ id: 20, status: 'in_progress' })));

    expect(ids(IN_PROGRESS)).toEqual([[20, 10]]);
    expect(total(IN_PROGRESS)).toBe(2);
    expect(ids(ATTENTION)).toEqual([[1, 2], [3]]);
    expect(total(ATTENTION)).toBe(3);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('puts a course waiting for its acceptance under attention in the accepting transport company’s lists', () => {
    const { queryClient, live, ids } = setup();
    const waiting = (id: number) =>
      course({
        id,
        status: 'in_progress',
        rides: [buildRide({ id: id * 10, status: 'waiting_for_transport_company_acceptance' })],
      });
    live.emit(event('course_insert', 21, waiting(21)));
    // A dispatcher's list: the ride waits in time, the course is in progress.
    expect(ids(IN_PROGRESS)).toEqual([[21, 10]]);
    expect(ids(ATTENTION)).toEqual([[1, 2], [3]]);

    // The course's contractor (Taxi Trans Warszawa, company 2) signed in: the ride waits for its answer.
    queryClient.setQueryData(
      currentUserKey,
      buildUser({
        roles: ['ROLE_DEFAULT', 'ROLE_TRANSPORT_COMPANY'],
        company: { '@id': '/api/companies/2', id: 2, name: 'Taxi Trans Warszawa', isTransportCompany: true },
      }),
    );
    live.emit(event('course_insert', 22, waiting(22), '2'));
    expect(ids(ATTENTION)).toEqual([[22, 1, 2], [3]]);
    expect(ids(IN_PROGRESS)).toEqual([[21, 10]]);
  });

  it('counts the cards of a railway company’s list: one per ride of a new, changed or removed course', () => {
    const queryClient = new QueryClient();
    const key = coursesKeys.list(IN_PROGRESS);
    const single = course({ id: 30, status: 'in_progress' });
    queryClient.setQueryData<Pages>(key, {
      pages: [{ member: [single], totalItems: 1, totalCards: 1, next: undefined }],
      pageParams: [1],
    });
    const cards = () => queryClient.getQueryData<Pages>(key)?.pages[0]?.totalCards;
    const twoRides = (id: number) =>
      course({
        id,
        status: 'in_progress',
        rides: [buildRide({ id: id * 10 }), buildRide({ id: id * 10 + 1 })],
      });

    patchCourseLists(queryClient, { type: 'course_insert', courseId: 31, course: twoRides(31) });
    expect(cards()).toBe(3);
    patchCourseLists(queryClient, { type: 'course_update', courseId: 30, course: twoRides(30) });
    expect(cards()).toBe(4);
    patchCourseLists(queryClient, { type: 'course_delete', courseId: 31, course: null });
    expect(cards()).toBe(2);
    expect(queryClient.getQueryData<Pages>(key)?.pages[0]?.totalItems).toBe(1);
  });

  it('counts exactly across the limit and leaves a "ponad N" counter as it is', () => {
    const queryClient = new QueryClient();
    const exact = coursesKeys.list(IN_PROGRESS);
    const limitedParams = params('in_progress', { discriminator: 'taxi_course' });
    const limited = coursesKeys.list(limitedParams);
    const member = course({ id: 40, status: 'in_progress' });
    queryClient.setQueryData<Pages>(exact, {
      pages: [{ member: [member], totalItems: COURSE_COUNT_LIMIT, next: undefined }],
      pageParams: [{ page: 1 }],
    });
    queryClient.setQueryData<Pages>(limited, {
      pages: [{ member: [member], totalItems: COURSE_COUNT_LIMIT, totalItemsLimited: true, next: undefined }],
      pageParams: [{ page: 1 }],
    });
    const totalOf = (key: typeof exact) => queryClient.getQueryData<Pages>(key)?.pages[0]?.totalItems;

    patchCourseLists(queryClient, {
      type: 'course_insert',
      courseId: 41,
      course: course({ id: 41, status: 'in_progress' }),
    });
    // An exact count of the limit plus one is still exact; a limited one cannot be told apart.
    expect(totalOf(exact)).toBe(COURSE_COUNT_LIMIT + 1);
    expect(totalOf(limited)).toBe(COURSE_COUNT_LIMIT);
    patchCourseLists(queryClient, { type: 'course_delete', courseId: 40, course: null });
    expect(totalOf(exact)).toBe(COURSE_COUNT_LIMIT);
    expect(totalOf(limited)).toBe(COURSE_COUNT_LIMIT);
    expect(queryClient.getQueryData<Pages>(limited)?.pages[0]?.totalItemsLimited).toBe(true);
    expect(queryClient.getQueryData<Pages>(limited)?.pages[0]?.member.map((m) => m.id)).toEqual([41]);
  });

  it('skips lists whose type or cancelled filter the new course does not match', () => {
    const { live, queryClient, ids } = setup();
    const kilometerOnly = params('in_progress', { discriminator: 'kilometer_course' });
    const withCancelled = params('finished', { includeCancelledCourses: true });
    const finished = params('finished');
    queryClient.setQueryData<Pages>(coursesKeys.list(kilometerOnly), pagesOf([[]], 0));
    queryClient.setQueryData<Pages>(coursesKeys.list(withCancelled), pagesOf([[]], 0));
    queryClient.setQueryData<Pages>(coursesKeys.list(finished), pagesOf([[]], 0));

    live.emit(event('course_insert', 21, course({ id: 21, status: 'in_progress' })));
    const cancelled = course({ id: 22, status: 'finished', rides: [buildRide({ status: 'cancelled' })] });
    live.emit(event('course_insert', 22, cancelled));

    expect(ids(kilometerOnly)).toEqual([[]]);
    expect(ids(IN_PROGRESS)).toEqual([[21, 10]]);
    expect(ids(withCancelled)).toEqual([[22]]);
    expect(ids(finished)).toEqual([[]]);
  });

  it('refetches a list filtered by a related record instead of guessing whether the course belongs', () => {
    const { live, queryClient, invalidate, ids } = setup();
    const mine = params('in_progress', { references: { createdBy: { iri: '/api/users/7', label: 'Ewa' } } });
    queryClient.setQueryData<Pages>(coursesKeys.list(mine), pagesOf([[]], 0));
    invalidate.mockClear();

    live.emit(event('course_insert', 30, course({ id: 30, status: 'in_progress' })));

    // The member does not say who created it: not put in, asked again.
    expect(ids(mine)).toEqual([[]]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: coursesKeys.list(mine), exact: true });
    expect(ids(IN_PROGRESS)).toEqual([[30, 10]]);
  });

  it('judges a date filter by the Polish day of the first stop, whatever the browser zone', () => {
    const { live, queryClient, ids } = setup();
    // 23:30 UTC on 12 November is already 00:30 on the 13th in Warsaw.
    const fromThirteenth = params('in_progress', { dateStartAfter: '2026-11-13' });
    queryClient.setQueryData<Pages>(coursesKeys.list(fromThirteenth), pagesOf([[]], 0));
    const base = course({ id: 31, status: 'in_progress' });
    const late: Course = {
      ...base,
      rides: base.rides.map((ride) => ({
        ...ride,
        segments: ride.segments.map((segment, index) =>
          index === 0
            ? { ...segment, waypointStart: { ...segment.waypointStart, time: '2026-11-12T23:30:00Z' } }
            : segment,
        ),
      })),
    };

    live.emit(event('course_insert', 31, late));

    expect(ids(fromThirteenth)).toEqual([[31]]);
  });

  it('keeps an open drawer current: the changed course replaces its detail, a deleted one is asked for again', () => {
    const { live, queryClient, invalidate } = setup();
    const detailKey = courseKeys.detail(2);
    queryClient.setQueryData(detailKey, {
      ...course({ id: 2, status: 'requires_attention' }),
      placePoints: {},
    });
    const renamed = course({
      id: 2,
      status: 'requires_attention',
      contractor: { id: 9, name: 'Nowy Wykonawca', phone: null },
    });

    live.emit(event('course_update', 2, renamed));
    expect(queryClient.getQueryData<Course>(detailKey)?.contractor?.name).toBe('Nowy Wykonawca');

    invalidate.mockClear();
    live.emit(event('course_delete', 2, null, '2'));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: detailKey, exact: true });
  });

  it('removes a course left without rides, and a deleted one', () => {
    const { live, ids, total } = setup();
    live.emit(event('course_update', 1, course({ id: 1, status: 'requires_attention', rides: [] })));
    live.emit(event('course_delete', 10, null));

    expect(ids(ATTENTION)).toEqual([[2], [3]]);
    expect(total(ATTENTION)).toBe(2);
    expect(ids(IN_PROGRESS)).toEqual([[]]);
    expect(total(IN_PROGRESS)).toBe(0);
  });

  it('refetches the course lists when history was lost or an event cannot be read', () => {
    const { live, invalidate } = setup();
    live.historyLost();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: coursesKeys.lists() });

    live.emit(event('course_update', 1, null, '2'));
    expect(invalidate).toHaveBeenCalledTimes(1);
    live.emit({ id: '3', type: 'course_update', data: { courseId: 'x' } });
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('refetches the comments of a ride on screen when its course changes, and nothing else', () => {
    const { live, queryClient, invalidate } = setup();
    const ride = buildRide({ id: 77 });
    queryClient.setQueryData(rideCommentsKeys.detail(ride['@id']), []);
    live.emit(event('course_update', 2, course({ id: 2, status: 'requires_attention', rides: [ride] })));

    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: rideCommentsKeys.detail(ride['@id']) });
  });

  it('fetches a list again when an event arrives while it loads, instead of patching pages about to be replaced', async () => {
    const { queryClient, live, ids } = setup();
    const FINISHED = params('finished');
    // The list's fetch read the server before the event's change: its answer would undo a patch.
    let answer: (pages: CoursePage) => void = () => undefined;
    const staleAnswer = new Promise<CoursePage>((resolve) => {
      answer = resolve;
    });
    const fresh = course({ id: 20, status: 'finished' });
    const queryFn = vi
      .fn<() => Promise<CoursePage>>()
      .mockReturnValueOnce(staleAnswer)
      .mockResolvedValue({ member: [fresh], totalItems: 1, next: undefined });
    // On screen: the list has an observer, whose mount starts the fetch.
    const observer = new InfiniteQueryObserver(queryClient, {
      queryKey: coursesKeys.list(FINISHED),
      queryFn,
      initialPageParam: 1,
      getNextPageParam: () => undefined,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    live.emit(event('course_insert', 20, fresh));
    answer({ member: [course({ id: 10, status: 'finished' })], totalItems: 1, next: undefined });
    await vi.waitFor(() => expect(ids(FINISHED)).toEqual([[20]]));
    expect(queryFn).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('subscribes while mounted only', () => {
    const { live, view } = setup();
    expect(live.count).toBe(1);
    view.unmount();
    expect(live.count).toBe(0);
  });

  it('moves a searched course to its new column when a list with the same term held it', () => {
    const queryClient = new QueryClient();
    const searched = (column: CourseListParams['column'], search: string) => ({ ...params(column), search });
    const waiting = course({ id: 7, status: 'requires_attention' });
    queryClient.setQueryData<Pages>(
      coursesKeys.list(searched('requires_attention', 'LINK')),
      pagesOf([[waiting]], 1),
    );
    queryClient.setQueryData<Pages>(coursesKeys.list(searched('in_progress', 'LINK')), pagesOf([[]], 0));
    queryClient.setQueryData<Pages>(coursesKeys.list(searched('in_progress', 'IC')), pagesOf([[]], 0));

    const accepted = { ...waiting, status: 'in_progress' as const };
    patchCourseLists(queryClient, { type: 'course_update', courseId: 7, course: accepted });

    const ids = (column: CourseListParams['column'], search: string) =>
      queryClient
        .getQueryData<Pages>(coursesKeys.list(searched(column, search)))
        ?.pages.flatMap((page) => page.member.map((member) => member.id));
    expect(ids('requires_attention', 'LINK')).toEqual([]);
    expect(ids('in_progress', 'LINK')).toEqual([7]);
    // Another term says nothing about whether the course matches it.
    expect(ids('in_progress', 'IC')).toEqual([]);
  });

  it('refetches only the searched lists after a move the user made', async () => {
    const queryClient = new QueryClient();
    const searched = { ...params('in_progress'), search: 'MOVE' };
    queryClient.setQueryData<Pages>(coursesKeys.list(searched), pagesOf([[]], 0));
    queryClient.setQueryData<Pages>(coursesKeys.list(IN_PROGRESS), pagesOf([[]], 0));
    await refetchSearchedLists(queryClient);
    expect(queryClient.getQueryState(coursesKeys.list(searched))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(coursesKeys.list(IN_PROGRESS))?.isInvalidated).toBe(false);
  });
});
