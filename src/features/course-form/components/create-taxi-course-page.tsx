import { Suspense, lazy, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { type User, asRuleUser } from '@/api/user.schema';
import { useNotice } from '@/ui/notice/notice-context';
import { hasAnyRole, isCompanyUser } from '@domain/auth/roles';
import { newTaxiCourseDraft } from '@domain/courses/course-defaults';
import { canCreateTaxiCourse, canEditRideStatusManually } from '@domain/courses/course-permissions';
import type { SeriesRuleInput } from '@domain/course-series/series-rule';
import { emptyLabels } from '../utils/course-labels';
import { useCreateTaxiCourse } from '../api/create-taxi-course';
import { savedNotice } from '../api/save-course';
import { useCompanyOption } from '@/api/options';
import { CenteredState } from './centered-state';
import { courseCreatePath } from './create-course-button';
import { NewCourseDialog } from './new-course-dialog';
import { TaxiCourseForm } from './taxi-course-form';

const companyRoles = ['ROLE_COMPANY', 'ROLE_USER_COMPANY'] as const;

// 'Powtarzaj' (issue 35): its fields and its save are loaded apart from the course form.
const SeriesFields = lazy(() => import('../series/series-fields'));

/**
 * /course/create: a company user orders for their own company; anyone else brings the choice of
 * 'Nowy kurs' as `?company=` (and gets the dialog when they came without one).
 */
export function CreateTaxiCoursePage({ user }: { user: User }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ownCompany = hasAnyRole(user, companyRoles) ? (user.company ?? null) : null;
  // The railway company chosen in 'Nowy kurs', from the list its picker read (a company user has one).
  const picked = useCompanyOption({
    id: Number(params.get('company')),
    isTransportCompany: false,
    enabled: ownCompany === null,
  });
  if (!canCreateTaxiCourse(asRuleUser(user)))
    return <CenteredState message="Brak uprawnień do tworzenia kursu" />;
  const chosen = ownCompany ?? picked.data ?? null;
  if (!chosen) {
    if (ownCompany === null && picked.isPending) return <CenteredState />;
    return (
      <NewCourseDialog
        onClose={() => void navigate('/course')}
        onChoose={(id) => void navigate(courseCreatePath(id), { replace: true })}
      />
    );
  }
  const company = { id: chosen.id, iri: `/api/companies/${chosen.id}`, name: chosen.name };
  // The key starts a fresh form when the company changes.
  return <CreateForm key={company.id} user={user} company={company} />;
}

/** The course being created, as the §6 permission functions see it. */
const newCourseOf = (companyId: number) => ({
  companyId,
  contractorId: null,
  subcontractorId: null,
  driverId: null,
  rides: [],
});

function CreateForm({ user, company }: { user: User; company: { id: number; iri: string; name: string } }) {
  const navigate = useNavigate();
  const notice = useNotice();
  const create = useCreateTaxiCourse();
  const queryClient = useQueryClient();
  const [repeat, setRepeat] = useState<SeriesRuleInput | null>(null);
  const [draft] = useState(() => newTaxiCourseDraft(new Date(), company.iri));
  const companySide = hasAnyRole(user, companyRoles);
  const who = asRuleUser(user);
  return (
    <TaxiCourseForm
      mode="create"
      company={company}
      isCompanyUser={isCompanyUser(user)}
      defaultValues={draft}
      labels={emptyLabels()}
      // Whoever may create fills every field; a railway company does not pick the driver (§6).
      access={{
        transportCompany: true,
        driver: !companySide,
        course: true,
        status: canEditRideStatusManually(who, newCourseOf(company.id), []),
        passengers: 'edit',
        locomotives: 'edit',
      }}
      extra={
        <Suspense fallback={null}>
          <SeriesFields onChange={setRepeat} />
        </Suspense>
      }
      onSave={async (course) => {
        if (repeat) {
          const { saveSeries } = await import('../series/save-series');
          const saved = await saveSeries(queryClient, course, repeat);
          if (!saved.ok) return notice.error(saved.message);
          notice.success(saved.notice);
          return navigate('/course');
        }
        const saved = await create.mutateAsync(course);
        notice.success(savedNotice(course, saved));
        await navigate('/course');
      }}
      onCancel={() => void navigate('/course')}
      recentFor={{ userId: user.id }}
    />
  );
}
