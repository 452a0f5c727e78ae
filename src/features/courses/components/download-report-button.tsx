import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { downloadErrorMessage } from '@/api/download-file';
import { useNotice } from '@/ui/notice/notice-context';
import type { CourseQueryParams } from '../utils/course-filters';
import { useExportCourses } from '../api/export-courses';
import { LazyPremiumDialog } from './lazy-premium-dialog';

/** 'Pobierz .xlsx': downloads the report for the current filters, or sells the feature (§6). */
export function DownloadReportButton({ allowed, params }: { allowed: boolean; params: CourseQueryParams }) {
  const [premium, setPremium] = useState(false);
  const exportCourses = useExportCourses();
  const notice = useNotice();

  const download = () => {
    if (!allowed) return setPremium(true);
    exportCourses.mutate(params, { onError: (error) => notice.error(downloadErrorMessage(error)) });
  };

  return (
    <>
      <Button
        variant="outlined"
        onClick={download}
        disabled={exportCourses.isPending}
        startIcon={
          exportCourses.isPending ? (
            <CircularProgress size={16} color="inherit" aria-hidden="true" />
          ) : (
            <WorkspacePremiumIcon aria-hidden="true" />
          )
        }
      >
        Pobierz .xlsx
      </Button>
      {premium ? <LazyPremiumDialog open onClose={() => setPremium(false)} /> : null}
    </>
  );
}
