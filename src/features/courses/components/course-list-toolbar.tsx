import type { ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import FilterListIcon from '@mui/icons-material/FilterList';
import SettingsIcon from '@mui/icons-material/Settings';
import type { CourseFilters, CourseQueryParams } from '../utils/course-filters';
import { DownloadReportButton } from './download-report-button';
import { FilterChips, filterChips } from './filter-chips';
import { CourseSearch } from './course-search';

interface CourseListToolbarProps {
  phone: boolean;
  term: string;
  onTermChange: (term: string) => void;
  filters: CourseFilters;
  onFiltersChange: (filters: CourseFilters) => void;
  onOpenFilters: () => void;
  onOpenSettings: () => void;
  canDownload: boolean;
  reportParams: CourseQueryParams;
  /** The report generator's button (another feature), supplied by the route. */
  reportAction?: ReactNode;
  /** 'Utwórz' (§2), supplied by the route; null when the user may not create. */
  createAction?: ReactNode;
  /** 'Lista' / 'Mapa' (issue 35), for those who may see the map of cars. */
  viewToggle?: ReactNode;
}

/** The course list navbar: search, filters with their chips, view settings and the report download. */
export function CourseListToolbar(props: CourseListToolbarProps) {
  const { phone, filters, onFiltersChange } = props;
  const count = filterChips(filters).length;
  return (
    <Box
      role="toolbar"
      aria-label="Narzędzia listy kursów"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
    >
      <CourseSearch value={props.term} onChange={props.onTermChange} />
      <Tooltip title="Filtry">
        {/* The phone's badge shows the count, so the name says it too (label in name, WCAG 2.5.3). */}
        <IconButton
          aria-label={phone && count > 0 ? `Filtry, aktywne: ${count}` : 'Filtry'}
          onClick={props.onOpenFilters}
        >
          {/* No badge at all when there is nothing to count: a hidden '0' still reads as its label. */}
          {phone && count > 0 ? (
            <Badge badgeContent={count} color="primary">
              <FilterListIcon />
            </Badge>
          ) : (
            <FilterListIcon />
          )}
        </IconButton>
      </Tooltip>
      {phone ? null : (
        <Tooltip title="Ustawienia widoku">
          <IconButton aria-label="Ustawienia widoku" onClick={props.onOpenSettings}>
            <SettingsIcon />
          </IconButton>
        </Tooltip>
      )}
      {props.viewToggle}
      <DownloadReportButton allowed={props.canDownload} params={props.reportParams} />
      {props.reportAction}
      {props.createAction ? <Box sx={{ ml: 'auto' }}>{props.createAction}</Box> : null}
      <Box sx={{ flexBasis: '100%' }}>
        <FilterChips filters={filters} onChange={onFiltersChange} />
      </Box>
    </Box>
  );
}
