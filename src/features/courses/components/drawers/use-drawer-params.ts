import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';

const openedHereSchema = z.object({ drawerOpened: z.literal(true) });

/**
 * The open drawer lives in the query (`?course=<id>&ride=<id>`) so a reload keeps it open.
 * Opening pushes a history entry; closing goes back to it when this page pushed it, else drops the params.
 */
export function useDrawerParams() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const courseId = params.get('course');
  const rideId = params.get('ride');

  const open = (course: number, ride?: number) => {
    const next = new URLSearchParams(params);
    next.set('course', String(course));
    if (ride === undefined) next.delete('ride');
    else next.set('ride', String(ride));
    setParams(next, { state: { drawerOpened: true } });
  };

  const close = () => {
    if (openedHereSchema.safeParse(location.state).success) {
      void navigate(-1);
      return;
    }
    const next = new URLSearchParams(params);
    if (rideId === null) next.delete('course');
    next.delete('ride');
    setParams(next, { replace: true });
  };

  return { courseId, rideId, open, close };
}
