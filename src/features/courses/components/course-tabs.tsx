import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { COURSE_STATUS_COLUMN_LABELS, COURSE_STATUS_COLUMNS } from '@domain/courses/status-columns';
import type { CourseListParams } from '../utils/course-filters';
import { useCourseTab } from '../hooks/use-course-filters';
import { useFillViewport } from '../hooks/use-fill-viewport';
import type { CardOption } from '../hooks/use-view-settings';
import type { CardViewer } from './course-card';
import { CourseColumnList } from './course-column-list';
import { ColumnCounter } from './status-column';

interface CourseTabsProps {
  params: CourseListParams;
  user: CardViewer;
  options: readonly CardOption[];
}

/** Phone: one tab per status column, each with its counter; the chosen tab is remembered per path. */
export function CourseTabs({ params, user, options }: CourseTabsProps) {
  const [tab, setTab] = useCourseTab();
  const [fill, height] = useFillViewport();
  return (
    <Box
      ref={fill}
      sx={{ display: 'grid', gridTemplateRows: 'auto minmax(0, 1fr)', gap: 1, height, minHeight: 320 }}
    >
      <Tabs
        value={tab}
        onChange={(_, value: typeof tab) => setTab(value)}
        variant="fullWidth"
        aria-label="Kolumny kursów"
      >
        {COURSE_STATUS_COLUMNS.map((column) => (
          <Tab
            key={column}
            value={column}
            id={`course-tab-${column}`}
            aria-controls="course-tab-panel"
            // Narrow padding: 'W trakcie realizacji' and its counter fit in two lines of a third of a phone.
            sx={{ px: 0.5, minWidth: 0 }}
            label={
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                {COURSE_STATUS_COLUMN_LABELS[column]}
                <ColumnCounter params={{ ...params, column }} />
              </Box>
            }
          />
        ))}
      </Tabs>
      <Box id="course-tab-panel" role="tabpanel" aria-labelledby={`course-tab-${tab}`} sx={{ minHeight: 0 }}>
        <CourseColumnList
          params={{ ...params, column: tab }}
          label={COURSE_STATUS_COLUMN_LABELS[tab]}
          user={user}
          options={options}
          fabClearance
        />
      </Box>
    </Box>
  );
}
