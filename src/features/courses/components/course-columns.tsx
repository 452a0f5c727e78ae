import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { COURSE_STATUS_COLUMNS, type CourseStatusColumn } from '@domain/courses/status-columns';
import type { CourseListParams } from '../utils/course-filters';
import type { CardOption } from '../hooks/use-view-settings';
import type { CardViewer } from './course-card';
import { StatusColumn } from './status-column';

interface CourseColumnsProps {
  params: CourseListParams;
  columns: readonly CourseStatusColumn[];
  user: CardViewer;
  options: readonly CardOption[];
}

/** Desktop: the visible status columns side by side, a divider between them when there are two. */
export function CourseColumns({ params, columns, user, options }: CourseColumnsProps) {
  const visible = COURSE_STATUS_COLUMNS.filter((column) => columns.includes(column));
  return (
    <Box sx={{ display: 'flex', gap: 2, height: 'calc(100vh - 190px)', minHeight: 400 }}>
      {visible.map((column, index) => (
        <Fragment key={column}>
          {index > 0 && visible.length === 2 ? <Divider orientation="vertical" flexItem /> : null}
          <StatusColumn column={column} params={{ ...params, column }} user={user} options={options} />
        </Fragment>
      ))}
    </Box>
  );
}
