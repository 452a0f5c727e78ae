import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { buildCourse, buildRide } from '@mocks/courses';
import { courseSchema } from '@domain/contract/course.schema';
import { KilometerReportNotice } from './kilometer-report-notice';

// courses.md §2, row 681: the kilometer card's settlement report banner, for the course's creator only.
const kilometer = (status: string, type: 'KilometerCourse' | 'TaxiCourse' = 'KilometerCourse') =>
  courseSchema.parse(
    buildCourse({
      '@type': type,
      createdBy: { id: 9, name: 'Jan Kowalski' },
      rides: [
        buildRide({ '@type': type === 'TaxiCourse' ? 'TaxiCourseRide' : 'KilometerCourseRide', status }),
      ],
    }),
  );

describe('KilometerReportNotice', () => {
  it.each([
    ['created', 'Raport rozliczenia do wysłania: otwórz przejazd i wybierz „Raport kursu”.'],
    ['inconsistency', 'Firma zgłosiła niezgodność w rozliczeniu: popraw i wyślij ponownie „Raport kursu”.'],
    ['finished', 'Raport rozliczenia wysłany: czeka na akceptację firmy.'],
    ['to_be_settled', 'Raport rozliczenia zaakceptowany: czeka na rozliczenie.'],
    ['settled', 'Raport rozliczenia rozliczony.'],
  ])('tells the creator of a %s ride where the report stands', async (status, text) => {
    render(<KilometerReportNotice course={kilometer(status)} userId={9} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it.each([
    ['anyone but the creator', kilometer('created'), 10],
    ['a signed-out card', kilometer('created'), undefined],
    ['a cancelled ride', kilometer('cancelled'), 9],
    ['a taxi course', kilometer('created', 'TaxiCourse'), 9],
  ])('shows no banner to %s', async (_case, course, userId) => {
    // Beside a creator's card, so the banner's lazy chunk has loaded when the count is read.
    render(
      <>
        <KilometerReportNotice course={kilometer('finished')} userId={9} />
        <KilometerReportNotice course={course} userId={userId} />
      </>,
    );
    await screen.findByRole('alert');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
