import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { ApiError } from './api-error';
import { downloadErrorMessage, downloadFile, fileNameFrom, REPORT_DOWNLOAD_ERROR } from './download-file';

describe('fileNameFrom', () => {
  it('reads plain and UTF-8 file names and falls back to the name given', () => {
    expect(fileNameFrom('attachment; filename="kursy-2026-11.xlsx"', 'x.xlsx')).toBe('kursy-2026-11.xlsx');
    expect(fileNameFrom("attachment; filename*=UTF-8''kursy%20listopad.xlsx", 'x.xlsx')).toBe(
      'kursy listopad.xlsx',
    );
    expect(fileNameFrom(null, 'raport.pdf')).toBe('raport.pdf');
  });
});

describe('downloadErrorMessage (courses.md §8)', () => {
  it('gives the detail of a 400 answer to a binary request', async () => {
    server.use(
      http.get('*/api/report.pdf', () =>
        HttpResponse.json({ 'hydra:description': 'Data od musi być przed datą do' }, { status: 400 }),
      ),
    );
    const failure = await downloadFile({ url: '/api/report.pdf', fallbackName: 'r.pdf' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(downloadErrorMessage(failure)).toBe('Data od musi być przed datą do');
  });

  it('says the report message for any other failure, the server unreachable included', () => {
    expect(downloadErrorMessage(new ApiError(403, { 'hydra:description': 'Brak dostępu' }))).toBe(
      REPORT_DOWNLOAD_ERROR,
    );
    expect(downloadErrorMessage(new ApiError(500, {}))).toBe(REPORT_DOWNLOAD_ERROR);
    expect(downloadErrorMessage(new ApiError(0, undefined))).toBe(REPORT_DOWNLOAD_ERROR);
  });
});
