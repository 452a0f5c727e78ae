import { Suspense, useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { rideStatusLabel } from '@domain/courses/ride-status';
import { RELATION_EDIT_DIALOG, canEditTaxiRelation } from '@domain/rides/relation-edit';
import type { Ride } from '@domain/contract/course.schema';
import type { CourseDetail } from '@/features/courses/api/get-course';
import { CARD_OPTIONS } from '@/features/courses/hooks/use-view-settings';
import { permissionUser, useCurrentUser } from '@/features/courses/hooks/use-current-user';
import { RideActions, transitionCourseOf } from '../ride-actions';
import { SegmentsTimeline } from '../segments-timeline';
import { DrawerFrame } from './drawer-frame';
import { DrawerTabs } from './drawer-tabs';
import { EmptyState, InfoList } from '@/ui/detail/info-list';
import { RideMessages } from './ride-messages';
import { RideMap } from './ride-map';
import { RideCommentsPanel } from './ride-comments-panel';
import { useRideComments } from '@/features/courses/api/get-ride-comments';
import { useRelationEditor } from './relation-editor-slot';
import { DistanceDeviationInfo } from './distance-deviation-info';

/** §9: the ride column is 500 px wide. */
export const RIDE_DRAWER_WIDTH = 500;

export const rideTitle = (ride: Ride) => `Przejazd ${ride.number ?? ride.id}`;

interface RideDrawerProps {
  course: CourseDetail;
  ride: Ride | undefined;
  open: boolean;
  onClose: () => void;
  notice?: ReactNode;
}

/** 'Przejazd {number}': tabs Relacja, Komentarze and Komunikacja. */
export function RideDrawer({ course, ride, open, onClose, notice }: RideDrawerProps) {
  const comments = useRideComments(open ? ride?.['@id'] : undefined);
  return (
    <DrawerFrame
      title={ride ? rideTitle(ride) : 'Przejazd'}
      open={open}
      onClose={onClose}
      width={RIDE_DRAWER_WIDTH}
      notice={notice}
    >
      {ride ? (
        <DrawerTabs
          label="Sekcje przejazdu"
          tabs={[
            { label: 'Relacja', content: <RideRelation course={course} ride={ride} /> },
            {
              label: 'Komentarze',
              content: <RideCommentsPanel rideIri={ride['@id']} />,
              badge: (comments.data?.length ?? 0) > 0,
            },
            { label: 'Komunikacja', content: <RideMessages rideIri={ride['@id']} /> },
          ]}
        />
      ) : (
        <EmptyState text="Nie znaleziono przejazdu" />
      )}
    </DrawerFrame>
  );
}

function RideRelation({ course, ride }: { course: CourseDetail; ride: Ride }) {
  const me = useCurrentUser();
  const user = permissionUser(me);
  const [map, setMap] = useState(false);
  const [editing, setEditing] = useState(false);
  const mapId = useId();
  const executor = course.subcontractor ?? course.contractor;
  const relationEditor = useRelationEditor();
  // The same rule the server applies to PUT api/taxi_course_rides/{id} (§6).
  const editable =
    relationEditor !== null &&
    canEditTaxiRelation(user, transitionCourseOf(course, ride), ride, me.superiorOf).allowed;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <InfoList
        label="Informacje o przejeździe"
        items={[
          { label: 'Status', value: rideStatusLabel('taxi', ride.status) },
          { label: 'Firma', value: ride.company?.name ?? '-' },
          { label: 'Wykonawca', value: executor?.name ?? '-' },
        ]}
      />
      <DistanceDeviationInfo course={course} />
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <SegmentsTimeline
          ride={ride}
          options={CARD_OPTIONS}
          dispatcher={ride.createdBy?.name ?? course.createdBy?.name ?? null}
        />
        <RideActions course={course} ride={ride} user={user} superiorOf={me.superiorOf} />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {editable ? (
          <Button variant="contained" aria-haspopup="dialog" onClick={() => setEditing(true)}>
            {RELATION_EDIT_DIALOG.open}
          </Button>
        ) : null}
        <Button
          variant="outlined"
          aria-expanded={map}
          aria-controls={map ? mapId : undefined}
          onClick={() => setMap((shown) => !shown)}
        >
          Pokaż na mapie
        </Button>
      </Box>
      {map ? <RideMap id={mapId} ride={ride} points={course.placePoints} /> : null}
      {editing && relationEditor ? (
        // The editor is loaded when first opened; the drawer stays usable meanwhile.
        <Suspense fallback={null}>
          {relationEditor({
            courseId: course.id,
            rideIri: ride['@id'],
            rideNumber: ride.number ?? String(ride.id),
            user: me,
            onClose: () => setEditing(false),
          })}
        </Suspense>
      ) : null}
    </Box>
  );
}
