import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { COURSE_STATUS_COLUMN_LABELS, type CourseStatusColumn } from '@domain/courses/status-columns';
import { formatCourseCount } from '@domain/courses/count-limit';
import type { CourseListParams } from '../api/course-filters';
import { useCourses } from '../api/get-courses';
import type { CardOption } from '../hooks/use-view-settings';
import type { CardViewer } from './course-card';
import { CourseColumnList } from './course-column-list';
import { useSettlementSlots } from './settlement-slot';

/**
 * How many cards the column's list holds: `totalCards` where courses are split into one card per ride,
 * else hydra:totalItems (shares the cache entry with the list itself).
 */
export function useColumnTotal(params: CourseListParams): number | undefined {
  const first = useCourses(params).data?.pages[0];
  return first?.totalCards ?? first?.totalItems;
}

/** The counter: exact, or 'ponad N' once the server stopped counting at its limit (ADR 011). */
export function ColumnCounter({ params }: { params: CourseListParams }) {
  const total = useColumnTotal(params);
  const limited = useCourses(params).data?.pages[0]?.totalItemsLimited === true;
  const label = total === undefined ? '…' : formatCourseCount(total, limited);
  return <Chip size="small" label={label} />;
}

interface StatusColumnProps {
  column: CourseStatusColumn;
  params: CourseListParams;
  user: CardViewer;
  options: readonly CardOption[];
}

/** A desktop column; 'Wymaga uwagi' folds away, and stays folded while it is empty. */
export function StatusColumn({ column, params, user, options }: StatusColumnProps) {
  const total = useColumnTotal(params);
  // The bulk settle menu is the settlement feature's, composed in by the route (settlement-slot.ts).
  const { ColumnMenu } = useSettlementSlots();
  const [folded, setFolded] = useState(false);
  const collapsible = column === 'requires_attention';
  const empty = total === 0;
  const collapsed = collapsible && (folded || empty);
  const label = COURSE_STATUS_COLUMN_LABELS[column];
  const headingId = `column-${column}`;

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        minHeight: 0,
        minWidth: 0,
        flex: collapsed ? '0 0 auto' : '1 1 0',
        maxWidth: collapsed ? 240 : 500,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <ColumnCounter params={params} />
        {ColumnMenu && user.permission ? (
          <ColumnMenu column={column} label={label} total={total} user={user.permission} />
        ) : null}
        {collapsible ? (
          <Button
            size="small"
            sx={{ ml: 'auto' }}
            aria-expanded={!collapsed}
            disabled={empty}
            onClick={() => setFolded(!collapsed)}
          >
            {collapsed ? 'rozwiń' : 'zwiń'}
          </Button>
        ) : null}
      </Box>
      {collapsed ? null : (
        <Box sx={{ flex: 1, minHeight: 0 }}>
          <CourseColumnList params={params} label={label} user={user} options={options} />
        </Box>
      )}
    </Box>
  );
}
