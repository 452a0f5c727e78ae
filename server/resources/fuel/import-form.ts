/** The import's multipart form: `fuelCardCompany` (IRI or id) and `file` (ADR 017). */
import { MAX_TRANSACTION_FILE_BYTES } from './read-transaction-file';
import { multipartBoundary, parseMultipart } from '../../http/multipart';
import { ApiError } from '../../http/errors';
import { parseId } from '../../http/query';
import { FUEL_CARD_MESSAGES } from '../../../domain/fleet/fuel-card.schema';

/** The file cap plus room for the form's other part and headers; above it Fastify answers 413. */
export const IMPORT_BODY_LIMIT = MAX_TRANSACTION_FILE_BYTES + 64 * 1024;

export const FORM_MESSAGES = {
  notMultipart: 'Wyślij formularz multipart/form-data z polami fuelCardCompany i file',
  noFile: 'Wybierz plik z transakcjami',
  /** A file was chosen, with nothing in it (issue 31: it was told to choose a file). */
  emptyFile: 'Wybrany plik jest pusty',
} as const;

export function readImportForm(contentType: string | undefined, body: unknown) {
  const boundary = multipartBoundary(contentType);
  const parts = boundary !== null && Buffer.isBuffer(body) ? parseMultipart(body, boundary) : null;
  if (!parts) throw new ApiError(400, FORM_MESSAGES.notMultipart);
  const company = parts.find((part) => part.name === 'fuelCardCompany' && part.filename === null);
  const file = parts.find((part) => part.name === 'file' && part.filename !== null);
  if (!company) throw new ApiError(422, FUEL_CARD_MESSAGES.fuelCardCompany);
  if (!file) throw new ApiError(422, FORM_MESSAGES.noFile);
  if (file.data.length === 0) throw new ApiError(422, FORM_MESSAGES.emptyFile);
  let fuelCompanyId: number;
  try {
    fuelCompanyId = parseId(company.data.toString('utf8').trim(), 'fuelCardCompany', 'fuel_companies');
  } catch {
    throw new ApiError(422, FUEL_CARD_MESSAGES.fuelCardCompany);
  }
  return { fuelCompanyId, file: { name: file.filename ?? '', data: file.data } };
}
