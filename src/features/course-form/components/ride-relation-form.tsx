import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type User, asRuleUser } from '@/api/user.schema';
import { useNotice } from '@/ui/notice/notice-context';
import { isCompanyUser } from '@domain/auth/roles';
import { canEditPassengersAndLocomotives } from '@domain/courses/course-permissions';
import { RELATION_EDIT_DIALOG } from '@domain/rides/relation-edit';
import {
  rideRelationFormSchema,
  type LoadedRideRelation,
  type RideRelationFormData,
  type RideRelationFormInput,
} from '../api/get-ride-relation';
import { useUpdateRideRelation } from '../api/update-ride-relation';
import { useCourseSubmitError } from '../hooks/use-course-submit-error';
import { CourseLabelsProvider } from './course-labels-provider';
import type { StopOptions } from './stops-form';
import { WaypointEditor } from './waypoint-editor';

interface RideRelationFormProps {
  courseId: number;
  rideIri: string;
  loaded: LoadedRideRelation;
  user: User;
  onClose: () => void;
}

/** The server answers `waypoints[1].place`; the editor's field is `rides.0.waypoints.1.place`. */
const SERVER_FIELDS = ['waypoints'];
const FORM_PREFIX = 'rides.0.';

/** The stops of one ride with 'anuluj' and 'zapisz relację'; §6 decides who edits passengers and locomotives. */
export function RideRelationForm({ courseId, rideIri, loaded, user, onClose }: RideRelationFormProps) {
  return (
    <CourseLabelsProvider initial={loaded.labels}>
      <RelationFields courseId={courseId} rideIri={rideIri} loaded={loaded} user={user} onClose={onClose} />
    </CourseLabelsProvider>
  );
}

function RelationFields({ courseId, rideIri, loaded, user, onClose }: RideRelationFormProps) {
  const notice = useNotice();
  const update = useUpdateRideRelation();
  const form = useForm<RideRelationFormInput, unknown, RideRelationFormData>({
    resolver: zodResolver(rideRelationFormSchema),
    defaultValues: loaded.values,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const onError = useCourseSubmitError(form.setError, SERVER_FIELDS, FORM_PREFIX);
  const submit = form.handleSubmit(async ({ rides: [ride] }) => {
    try {
      await update.mutateAsync({ courseId, rideIri, etag: loaded.etag, waypoints: ride.waypoints });
      notice.success();
      onClose();
    } catch (error) {
      onError(error);
    }
  });
  const who = asRuleUser(user);
  const crew = canEditPassengersAndLocomotives(who, loaded.course, user.superiorOf);
  const options: StopOptions = {
    company: loaded.company,
    isCompanyUser: isCompanyUser(user),
    passengers: crew.passengers ? 'edit' : 'read',
    locomotives: crew.locomotives ? 'edit' : 'read',
    route: 'edit',
  };
  // Not fields of this dialog: the two-stop starting base rule and the stop count.
  const errors = form.formState.errors.rides?.[0];
  const rideError = errors?.fromStartingBase?.message ?? errors?.waypoints?.message;
  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        aria-label={RELATION_EDIT_DIALOG.title}
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
      >
        <Box sx={{ flex: 1, overflowY: 'auto', p: { xs: 1.5, md: 3 } }}>
          <Box sx={{ maxWidth: 960, mx: 'auto', display: 'grid', gap: 2 }}>
            {rideError ? <Alert severity="error">{rideError}</Alert> : null}
            <WaypointEditor ride={0} options={options} />
          </Box>
        </Box>
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            justifyContent: 'flex-end',
            px: 2,
            py: 1.5,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Button onClick={onClose}>{RELATION_EDIT_DIALOG.cancel}</Button>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            {RELATION_EDIT_DIALOG.save}
          </Button>
        </Box>
      </Box>
    </FormProvider>
  );
}
