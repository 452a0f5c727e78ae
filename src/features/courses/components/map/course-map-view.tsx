/**
 * 'Mapa' of the course list (issue 35 part 1, rows 823-826, 867): the cars of the courses in progress
 * the user's list shows with its search and filters, on the map and as a list; each opens its course drawer. Loaded lazily, only when the map is
 * chosen: the list's own code does not grow (e2e/bundle-budget.spec.ts).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { formatDateAndTime } from '@domain/dates';
import { COURSE_MAP_TEXTS } from '@domain/tracking/course-map-rules';
import { STALLED_TEXT } from '@domain/tracking/stalled-car';
import { errorMessage } from '@/api/error-message';
import { useCarPositions } from '@/features/courses/api/get-car-positions';
import { useDrawerParams } from '@/features/courses/components/drawers/use-drawer-params';
import type { CourseQueryParams } from '@/features/courses/utils/course-filters';
import { QueryGate, serverError } from '@/ui/detail/query-gate';
import { CarsMap, carLabel, type LocatedCar } from './cars-map';

interface CourseMapViewProps {
  /** Back to the list: the window that says the map's code did not load closes with it. */
  onClose: () => void;
  phone: boolean;
  /** The list's search and filters (`filterQueryParams`): the map shows the cars they select (row 867). */
  params: CourseQueryParams;
}

export function CourseMapView({ phone, params }: CourseMapViewProps) {
  const query = useCarPositions(params);
  const { open } = useDrawerParams();
  // A failed poll keeps the cars on screen, with the server's words above them.
  return (
    <QueryGate
      query={query}
      keepData="quiet"
      pending={<Skeleton variant="rounded" height={480} />}
      error={serverError}
    >
      {(cars) => {
        const located = cars.filter((car): car is LocatedCar => car.position !== null);
        return (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px' },
              alignItems: 'start',
            }}
          >
            {query.isError ? <Alert severity="warning">{errorMessage(query.error)}</Alert> : null}
            <CarsMap
              cars={located}
              height={phone ? 360 : 560}
              label={COURSE_MAP_TEXTS.mapLabel}
              onOpen={open}
            />
            {cars.length === 0 ? (
              <Alert severity="info">{COURSE_MAP_TEXTS.empty}</Alert>
            ) : (
              <List
                aria-label={COURSE_MAP_TEXTS.carList}
                disablePadding
                sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
              >
                {cars.map((car) => (
                  <ListItem key={car.courseId} disablePadding divider>
                    <ListItemButton onClick={() => open(car.courseId)}>
                      <ListItemText
                        primary={carLabel(car)}
                        secondary={
                          <>
                            {car.position
                              ? `${COURSE_MAP_TEXTS.positionAt} ${formatDateAndTime(car.position.at)}`
                              : COURSE_MAP_TEXTS.noPosition}
                            {car.stalled ? (
                              <Chip
                                component="span"
                                size="small"
                                color="error"
                                label={STALLED_TEXT}
                                sx={{ display: 'flex', width: 'fit-content', mt: 0.5 }}
                              />
                            ) : null}
                          </>
                        }
                      />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            )}
          </Box>
        );
      }}
    </QueryGate>
  );
}
