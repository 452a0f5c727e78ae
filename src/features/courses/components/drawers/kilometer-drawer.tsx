import { Suspense, type ReactNode } from 'react';
import { LoadingBlock } from '@/ui/loading-block';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Link as RouterLink } from 'react-router';
import {
  canEditKilometerRelation,
  KILOMETER_RELATION_TEXTS,
  type KilometerRelationUser,
} from '@domain/courses/kilometer-relation';
import { rideStatusLabel } from '@domain/courses/ride-status';
import type { KilometerUser } from '@domain/settlement/kilometer-transitions';
import type { Course } from '@domain/contract/course.schema';
import { CARD_OPTIONS } from '@/features/courses/hooks/use-view-settings';
import { SegmentsTimeline } from '../segments-timeline';
import { addedLabel } from './course-general-info';
import { DrawerFrame } from './drawer-frame';
import { DrawerTabs } from './drawer-tabs';
import { RideCommentsPanel } from './ride-comments-panel';
import { useRideComments } from '@/features/courses/api/get-ride-comments';
import { EmptyState, InfoList, WithPhone } from '@/ui/detail/info-list';
import { RideMessages } from './ride-messages';
import { useSettlementSlots } from '../settlement-slot';

const placeName = (place: Course['fromStartingPlace']) =>
  place ? [place.name, place.address].filter(Boolean).join(', ') || '-' : '-';

/** §9: the kilometer course drawer is 600 px wide. */
export const KILOMETER_DRAWER_WIDTH = 600;

/** Sum of the computed kilometres of all segments. Example: 12.5 + 7.5 -> 20 */
export function computedKilometres(course: Pick<Course, 'rides'>): number {
  return course.rides
    .flatMap((ride) => ride.segments)
    .reduce((sum, segment) => sum + (segment.distance ?? 0), 0);
}

const locomotiveNumbers = (course: Course) => [
  ...new Set(
    course.rides.flatMap((ride) => ride.segments.flatMap((s) => s.locomotives.map((l) => l.sideNumber))),
  ),
];

/** Whether the user may open 'Edycja relacji' of the course (§6: creator or driver). */
export function mayEditRelation(user: KilometerRelationUser | undefined, course: Course): boolean {
  if (!user) return false;
  const driverId = Number(course.driver?.['@id']?.split('/').pop());
  return canEditKilometerRelation(user, {
    createdById: course.createdBy?.id ?? null,
    driverId: Number.isSafeInteger(driverId) ? driverId : null,
    rides: course.rides,
  }).allowed;
}

interface KilometerDrawerProps {
  course: Course;
  /** The signed-in user; without it nothing is editable. */
  user?: KilometerUser | undefined;
  open: boolean;
  onClose: () => void;
  notice?: ReactNode;
}

/** 'Szczegóły przejazdu' of a kilometer course. */
export function KilometerDrawer({ course, user, open, onClose, notice }: KilometerDrawerProps) {
  const ride = course.rides[0];
  // The settlement feature's summary, composed in by the route (settlement-slot.ts).
  const { KilometerSummary } = useSettlementSlots();
  const comments = useRideComments(open ? ride?.['@id'] : undefined);
  const locomotives = locomotiveNumbers(course);
  return (
    <DrawerFrame
      title="Szczegóły przejazdu"
      open={open}
      onClose={onClose}
      width={KILOMETER_DRAWER_WIDTH}
      notice={notice}
    >
      <Box sx={{ p: 2 }}>
        <InfoList
          label="Informacje o przejeździe"
          items={[
            {
              label: 'Kierowca',
              value: course.driver ? (
                <WithPhone name={course.driver.name} phone={course.driver.phone} />
              ) : (
                '-'
              ),
            },
            { label: 'Lokomotywy', value: locomotives.length > 0 ? locomotives.join(', ') : '-' },
            { label: 'Status', value: ride ? rideStatusLabel('kilometer', ride.status) : '-' },
            { label: 'Miejsce wyjazdu', value: placeName(course.fromStartingPlace) },
            { label: 'Miejsce powrotu', value: placeName(course.toStartingPlace) },
          ]}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Dodano {addedLabel(course.createdAt, course.createdBy?.name)}
        </Typography>
      </Box>
      <DrawerTabs
        label="Sekcje przejazdu"
        tabs={[
          {
            label: 'Podsumowanie',
            content: ride ? (
              KilometerSummary ? (
                <Suspense fallback={<LoadingBlock label="Wczytywanie podsumowania" height={160} />}>
                  <KilometerSummary course={course} rideIri={ride['@id']} user={user} />
                </Suspense>
              ) : null
            ) : (
              <EmptyState text="Brak przejazdu" />
            ),
          },
          {
            label: 'Relacja',
            content: ride ? (
              <Box sx={{ display: 'grid', gap: 1.5 }}>
                {mayEditRelation(user, course) ? (
                  <Button
                    component={RouterLink}
                    to={`/kilometer-course/${course.id}/edit`}
                    variant="outlined"
                    size="small"
                    startIcon={<EditIcon />}
                    sx={{ justifySelf: 'start' }}
                  >
                    {KILOMETER_RELATION_TEXTS.open}
                  </Button>
                ) : null}
                <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
                  <SegmentsTimeline
                    ride={ride}
                    options={CARD_OPTIONS}
                    dispatcher={course.createdBy?.name ?? null}
                  />
                </Box>
              </Box>
            ) : (
              <EmptyState text="Brak relacji" />
            ),
          },
          {
            label: 'Komentarze',
            content: ride ? (
              <RideCommentsPanel rideIri={ride['@id']} />
            ) : (
              <EmptyState text="Brak komentarzy" />
            ),
            badge: (comments.data?.length ?? 0) > 0,
          },
          {
            label: 'Komunikacja',
            content: ride ? <RideMessages rideIri={ride['@id']} /> : <EmptyState text="Brak komunikacji" />,
          },
        ]}
      />
    </DrawerFrame>
  );
}
