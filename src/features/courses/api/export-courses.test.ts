import { describe, expect, it } from 'vitest';
import { DEFAULT_REPORT_FILE_NAME, fileNameFrom } from './export-courses';

describe('fileNameFrom', () => {
  it('reads plain and UTF-8 file names and falls back to kursy.xlsx', () => {
    expect(fileNameFrom('attachment; filename="kursy-2026-11.xlsx"')).toBe('kursy-2026-11.xlsx');
    expect(fileNameFrom("attachment; filename*=UTF-8''kursy%20listopad.xlsx")).toBe('kursy listopad.xlsx');
    expect(fileNameFrom(null)).toBe(DEFAULT_REPORT_FILE_NAME);
  });
});
