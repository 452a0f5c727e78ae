import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import AddIcon from '@mui/icons-material/Add';
import { useFieldArray, useFormContext } from 'react-hook-form';
import {
  canDeleteWaypoint,
  emptyWaypoint,
  insertWaypointAfter,
  insertWaypointBefore,
  waypointLetter,
} from '@domain/courses/course-defaults';
import { useNotice } from '@/ui/notice/notice-context';
import type { StopOptions, StopsForm } from './stops-form';
import { WaypointFields } from './waypoint-fields';

/** §9: the waypoint editor is a timeline from 980 px up, cards below. */
export const WAYPOINT_TIMELINE_QUERY = '(min-width:980px)';

function AddStopButton({
  label,
  onClick,
  disabled,
}: {
  label: string;
  onClick: () => void;
  disabled: boolean;
}) {
  return (
    <Button
      size="small"
      startIcon={<AddIcon aria-hidden="true" />}
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
    >
      dodaj przystanek
    </Button>
  );
}

/** The stop list of one ride with 'dodaj przystanek' before each stop and after the last (§2). */
export function WaypointEditor({ ride, options }: { ride: number; options: StopOptions }) {
  const { control, getValues, trigger, formState } = useFormContext<StopsForm>();
  const { fields, insert, remove } = useFieldArray({ control, name: `rides.${ride}.waypoints` });
  const timeline = useMediaQuery(WAYPOINT_TIMELINE_QUERY, { noSsr: true });
  const notice = useNotice();
  const readOnly = options.route === 'read';

  // A new stop takes its neighbour's day: stops of one ride are usually on the same day.
  const newStop = (neighbour: number) =>
    emptyWaypoint(getValues(`rides.${ride}.waypoints.${neighbour}.date`) ?? null);
  const focusName = (index: number) => ({ focusName: `rides.${ride}.waypoints.${index}.place` });
  // Rules depend on the number of stops (a two-stop ride needs a base): once the user has seen the
  // messages, they follow the list instead of waiting for the next submit.
  const revalidate = () => {
    if (formState.isSubmitted) void trigger();
  };
  const addBefore = (index: number) => {
    const { note } = insertWaypointBefore(fields, index, null);
    insert(index, newStop(index), focusName(index));
    notice.success(note);
    revalidate();
  };
  const addAfter = (index: number) => {
    const { note } = insertWaypointAfter(fields, index, null);
    insert(index + 1, newStop(index), focusName(index + 1));
    notice.success(note);
    revalidate();
  };
  const removeStop = (index: number) => {
    if (!canDeleteWaypoint(fields)) return;
    remove(index);
    revalidate();
  };

  return (
    <Box
      component="ol"
      aria-label="Przystanki"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
    >
      {fields.map((field, index) => {
        const letter = waypointLetter(index);
        const isLast = index === fields.length - 1;
        const stopFields = (
          <WaypointFields
            ride={ride}
            index={index}
            count={fields.length}
            options={options}
            onDelete={() => removeStop(index)}
          />
        );
        return (
          <Box component="li" key={field.id} aria-label={`Przystanek ${letter}`}>
            <AddStopButton
              label={`dodaj przystanek przed przystankiem ${letter}`}
              onClick={() => addBefore(index)}
              disabled={readOnly}
            />
            {timeline ? (
              <Box sx={{ display: 'grid', gridTemplateColumns: '40px 1fr', columnGap: 2 }}>
                <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
                  <Box
                    aria-hidden="true"
                    sx={{
                      width: 32,
                      height: 32,
                      borderRadius: '50%',
                      bgcolor: 'primary.main',
                      color: 'primary.contrastText',
                      display: 'grid',
                      placeItems: 'center',
                      fontWeight: 600,
                    }}
                  >
                    {letter}
                  </Box>
                  {isLast ? null : (
                    <Box aria-hidden="true" sx={{ flex: 1, width: 2, bgcolor: 'divider', mt: 1 }} />
                  )}
                </Box>
                <Box sx={{ pb: 2, minWidth: 0 }}>{stopFields}</Box>
              </Box>
            ) : (
              <Card variant="outlined">
                <CardContent>
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
                    Przystanek {letter}
                  </Typography>
                  {stopFields}
                </CardContent>
              </Card>
            )}
            {isLast ? (
              <AddStopButton
                label={`dodaj przystanek po przystanku ${letter}`}
                onClick={() => addAfter(index)}
                disabled={readOnly}
              />
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
}
