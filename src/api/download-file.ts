import { api } from './client';
import { toApiError } from './api-error';
import { errorMessage } from './error-message';

/** courses.md §8 Report download: every failure but a 400 says this. */
export const REPORT_DOWNLOAD_ERROR = 'Wystąpił błąd podczas pobierania raportu. Spróbuj ponownie później';

export interface DownloadRequest {
  url: string;
  method?: 'GET' | 'POST';
  params?: object;
  data?: unknown;
  /** The Accept header, e.g. 'text/csv' for the csv variant of a report (§7). */
  accept?: string;
  /** The name when the answer has no content-disposition (§7: prefix plus timestamp). */
  fallbackName: string;
  /** The saved file's type, when the answer does not say. */
  type?: string;
}

/** Example: fileNameFrom('attachment; filename="kursy-2026-11.xlsx"', 'x.xlsx') === 'kursy-2026-11.xlsx' */
export function fileNameFrom(disposition: string | null | undefined, fallbackName: string): string {
  if (!disposition) return fallbackName;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded.trim());
  const plain = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  return plain?.trim() || fallbackName;
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

/**
 * Fetches a file through the bearer client and saves it under the name the server gives (§7);
 * resolves with that name. Rejects with an `ApiError` whose 400 body is readable.
 */
export async function downloadFile(request: DownloadRequest): Promise<string> {
  // An error answer's body is read as the JSON problem it is (http.ts), so a 400 keeps its detail.
  const response = await api.request<ArrayBuffer>({
    url: request.url,
    method: request.method ?? 'GET',
    params: request.params,
    data: request.data,
    responseType: 'arraybuffer',
    headers: request.accept ? { Accept: request.accept } : undefined,
  });
  const header = response.headers['content-disposition'];
  const fileName = fileNameFrom(header, request.fallbackName);
  const type = response.headers['content-type'] ?? request.type;
  saveBlob(new Blob([response.data], type ? { type } : {}), fileName);
  return fileName;
}

/** §8: on 400 the server's detail, else the report message (also when the server is not reached). */
export function downloadErrorMessage(error: unknown): string {
  const apiError = toApiError(error);
  return apiError.status === 400 ? errorMessage(apiError) : REPORT_DOWNLOAD_ERROR;
}
