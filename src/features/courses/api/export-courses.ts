import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/api/download-file';
import type { CourseQueryParams } from '../utils/course-filters';

export const DEFAULT_REPORT_FILE_NAME = 'kursy.xlsx';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `GET /api/abstract_courses/export.xlsx?<filters>` through the bearer client, saved as a file. */
export function exportCourses(params: CourseQueryParams): Promise<string> {
  return downloadFile({
    url: '/api/abstract_courses/export.xlsx',
    params,
    fallbackName: DEFAULT_REPORT_FILE_NAME,
    type: XLSX_TYPE,
  });
}

export function useExportCourses() {
  return useMutation({ mutationFn: exportCourses });
}
