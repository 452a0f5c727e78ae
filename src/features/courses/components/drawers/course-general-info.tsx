import { formatDateAndTime } from '@domain/dates';
import { COURSE_STATUS_COLUMN_LABELS, COURSE_STATUS_COLUMNS } from '@domain/courses/status-columns';
import type { Course } from '@domain/contract/course.schema';
import { listColumn } from '@domain/courses/course-list-membership';
import { driverWorkingTime } from './driver-working-time';
import { InfoList, WithPhone, type InfoItem } from '@/ui/detail/info-list';

/** The status column's label ('Zakończone'...), the raw status when it is not a column. */
export function courseStatusLabel(status: string): string {
  const column = COURSE_STATUS_COLUMNS.find((candidate) => candidate === status);
  return column ? COURSE_STATUS_COLUMN_LABELS[column] : status;
}

/** Example: addedLabel('2026-11-10T10:00:00+01:00', 'Ewa') === '10.11.2026 10:00 przez Ewa' (Polish time). */
export function addedLabel(createdAt: string, by: string | null | undefined): string {
  const date = formatDateAndTime(createdAt);
  return by ? `${date} przez ${by}` : date;
}

interface CourseGeneralInfoProps {
  course: Course;
  /** The transport company the viewer answers for (`listAcceptor`): 'Status' names the viewer's column. */
  acceptorCompanyId?: number | null;
  now?: Date;
}

export function CourseGeneralInfo({ course, acceptorCompanyId = null, now }: CourseGeneralInfoProps) {
  const workingTime = driverWorkingTime(course.driverStartAt, course.driverEndAt, now);
  const items: InfoItem[] = [
    // The column the viewer's list shows the course in: 'Wymaga uwagi' for the company whose answer it awaits.
    { label: 'Status', value: courseStatusLabel(listColumn(course, acceptorCompanyId)) },
    { label: 'Utworzono', value: addedLabel(course.createdAt, course.createdBy?.name) },
    {
      label: 'Wykonawca',
      value: course.contractor ? (
        <WithPhone name={course.contractor.name} phone={course.contractor.phone} />
      ) : (
        'Brak wykonawcy'
      ),
    },
  ];
  if (course.subcontractor)
    items.push({
      label: 'Podwykonawca',
      value: <WithPhone name={course.subcontractor.name} phone={course.subcontractor.phone} />,
    });
  items.push({
    label: 'Kierowca',
    value: course.driver ? (
      <WithPhone name={course.driver.name} phone={course.driver.phone} />
    ) : (
      'Brak kierowcy'
    ),
  });
  if (workingTime) items.push({ label: 'Czas pracy kierowcy', value: workingTime });
  return <InfoList label="Informacje o kursie" items={items} />;
}
