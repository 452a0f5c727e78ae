/**
 * 'Lista' / 'Mapa' of the course list (issue 35 part 1, row 823), for those who may see the map
 * (`canSeeCourseMap`). The choice lives in the address (`?widok=mapa`), so a reload keeps it. Plain
 * buttons: the list's own code stays within its budget, the map's code loads when it is chosen.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useSearchParams } from 'react-router';

/** Here, not with the map's texts in domain/tracking/course-map-rules.ts: those load with the map. */
const TEXTS = { toggle: 'Widok kursów', list: 'Lista', map: 'Mapa' } as const;
const PARAM = 'widok';
const MAP = 'mapa';

export function useCourseView(allowed: boolean) {
  const [params, setParams] = useSearchParams();
  const map = allowed && params.get(PARAM) === MAP;
  const show = (next: 'list' | 'map') =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'map') copy.set(PARAM, MAP);
        else copy.delete(PARAM);
        return copy;
      },
      { replace: true },
    );
  return [map ? 'map' : 'list', show] as const;
}

export function CourseViewToggle({
  view,
  onChange,
}: {
  view: 'list' | 'map';
  onChange: (next: 'list' | 'map') => void;
}) {
  const option = (value: 'list' | 'map', label: string) => (
    <Button
      size="small"
      aria-pressed={view === value}
      variant={view === value ? 'contained' : 'outlined'}
      onClick={() => onChange(value)}
    >
      {label}
    </Button>
  );
  return (
    <Box role="group" aria-label={TEXTS.toggle} sx={{ display: 'flex', gap: 0.5 }}>
      {option('list', TEXTS.list)}
      {option('map', TEXTS.map)}
    </Box>
  );
}
