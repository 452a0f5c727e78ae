import { useMutation } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { CourseQueryParams } from './course-filters';

export const DEFAULT_REPORT_FILE_NAME = 'kursy.xlsx';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Example: fileNameFrom('attachment; filename="kursy-2026-11.xlsx"') === 'kursy-2026-11.xlsx' */
export function fileNameFrom(disposition: string | null | undefined): string {
  if (!disposition) return DEFAULT_REPORT_FILE_NAME;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded.trim());
  const plain = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  return plain?.trim() || DEFAULT_REPORT_FILE_NAME;
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** `GET /api/abstract_courses/export.xlsx?<filters>` through the bearer client, saved as a file. */
export async function exportCourses(params: CourseQueryParams): Promise<string> {
  // An ArrayBuffer wrapped here rather than responseType 'blob', which some XHR shims cannot produce.
  const response = await api.get<ArrayBuffer>('/api/abstract_courses/export.xlsx', {
    params,
    responseType: 'arraybuffer',
  });
  const header: unknown = response.headers['content-disposition'];
  const fileName = fileNameFrom(typeof header === 'string' ? header : null);
  saveBlob(new Blob([response.data], { type: XLSX_TYPE }), fileName);
  return fileName;
}

export function useExportCourses() {
  return useMutation({ mutationFn: exportCourses });
}
