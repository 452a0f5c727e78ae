import { useId } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/api/error-message';
import { QueryGate } from '@/ui/detail/query-gate';
import type { User } from '@/api/user.schema';
import { RELATION_EDIT_DIALOG } from '@domain/rides/relation-edit';
import { useRideRelation } from '../api/get-ride-relation';
import { CenteredState } from './centered-state';
import { RideRelationForm } from './ride-relation-form';

export interface RideRelationDialogProps {
  courseId: number;
  /** The ride's `@id`, e.g. `/api/taxi_course_rides/12`. */
  rideIri: string;
  rideNumber: string;
  user: User;
  onClose: () => void;
}

/**
 * Full-screen 'Edycja relacji' (courses.md §2): the course form's stop editor over one ride, read
 * fresh from the server, saved with 'zapisz relację'; 'anuluj', the close button and Escape leave it.
 */
export function RideRelationDialog({
  courseId,
  rideIri,
  rideNumber,
  user,
  onClose,
}: RideRelationDialogProps) {
  const titleId = useId();
  const relation = useRideRelation(courseId, rideIri);
  return (
    <Dialog open fullScreen onClose={onClose} aria-labelledby={titleId}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <IconButton aria-label="Zamknij" onClick={onClose} edge="start">
          <CloseIcon />
        </IconButton>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} component="h2" variant="h6" noWrap>
            {RELATION_EDIT_DIALOG.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            Przejazd {rideNumber}
          </Typography>
        </Box>
      </Box>
      <QueryGate
        query={relation}
        pending={<CenteredState />}
        error={(failure) => (
          <CenteredState
            message={errorMessage(failure)}
            action={<Button onClick={onClose}>{RELATION_EDIT_DIALOG.cancel}</Button>}
          />
        )}
      >
        {(loaded) => (
          <RideRelationForm
            courseId={courseId}
            rideIri={rideIri}
            loaded={loaded}
            user={user}
            onClose={onClose}
          />
        )}
      </QueryGate>
    </Dialog>
  );
}
