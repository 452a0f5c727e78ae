import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildCourse } from '@mocks/courses';
import { courseDetailBody } from '@mocks/course-detail';
import { courseFormHandlers } from '@mocks/course-form';
import { server } from '@mocks/server';
import { signInAs } from '@/features/courses/components/course-list.test-utils';
import { renderWithRouter } from '@/test/render';
import { Component as CourseEditRoute } from './course-edit-route';

const open = (roles: string[]) => {
  signInAs(roles);
  server.use(
    ...courseFormHandlers,
    http.get('*/api/taxi_courses/701', () => HttpResponse.json(courseDetailBody(buildCourse({ id: 701 })))),
  );
  return renderWithRouter(<CourseEditRoute />, {
    path: '/course/:id/edit',
    initialEntry: '/course/701/edit',
  });
};

describe('/course/:id/edit (courses.md §6: drivers and passengers cannot open the taxi course form)', () => {
  it.each([[['ROLE_DRIVER']], [['ROLE_PASSENGER', 'ROLE_KILOMETER_COURSE']]])(
    'shows %j no form, only that it has no access',
    async (roles) => {
      open(roles);
      expect(await screen.findByRole('alert')).toHaveTextContent('Brak uprawnień');
      expect(screen.queryByRole('button', { name: 'zapisz zmiany' })).toBeNull();
    },
  );

  it('opens the form for a dispatcher', async () => {
    open(['ROLE_USER']);
    expect(
      await screen.findByRole('button', { name: 'zapisz zmiany' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
