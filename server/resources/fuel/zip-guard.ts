/**
 * The XLSX decompressed-size cap (ADR 017), checked BEFORE exceljs inflates anything: the zip's central
 * directory is read for each entry's declared size (too many entries, ZIP64 or a declared total above
 * the cap is refused), then every entry is inflated with `maxOutputLength` = its declared size, so an
 * entry that lies about its size (a zip bomb) stops at the declared bytes instead of filling memory.
 * The sheet XML and the shared strings get a cap of their own, far below the total: exceljs loads them
 * whole into objects (many times their size) before the row caps can be checked, so the cap is what
 * the row caps allow (issue 29).
 */
import { inflateRawSync } from 'node:zlib';

export const MAX_XLSX_UNZIPPED_BYTES = 32 * 1024 * 1024;
export const MAX_XLSX_ENTRIES = 200;
/**
 * One sheet's XML (or the shared strings) at most: 5001 rows of 30 cells at ~50 bytes of markup each
 * is 7.5 MB, so a file within the row and column caps fits.
 */
export const MAX_SHEET_XML_BYTES = 8 * 1024 * 1024;
/** The parts exceljs parses into a full model of cells. */
const SHEET_PART = /^xl\/(worksheets\/[^/]+\.xml|sharedStrings\.xml)$/i;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export type ZipCheck = { ok: true } | { ok: false; reason: 'malformed' | 'too-large' };

function endOfCentralDirectory(zip: Buffer): number {
  const from = Math.max(0, zip.length - 22 - 0xffff);
  for (let at = zip.length - 22; at >= from; at -= 1) if (zip.readUInt32LE(at) === EOCD) return at;
  return -1;
}

interface Entry {
  method: number;
  compressed: number;
  uncompressed: number;
  localOffset: number;
}

function centralEntries(zip: Buffer): Entry[] | ZipCheck {
  const eocd = endOfCentralDirectory(zip);
  if (eocd < 0) return { ok: false, reason: 'malformed' };
  const count = zip.readUInt16LE(eocd + 10);
  if (count > MAX_XLSX_ENTRIES) return { ok: false, reason: 'too-large' };
  let at = zip.readUInt32LE(eocd + 16);
  const entries: Entry[] = [];
  let total = 0;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) return { ok: false, reason: 'malformed' };
    const entry = {
      method: zip.readUInt16LE(at + 10),
      compressed: zip.readUInt32LE(at + 20),
      uncompressed: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
    };
    // 0xFFFFFFFF means ZIP64 sizes: no spreadsheet of ours needs them.
    if (entry.uncompressed === 0xffffffff || entry.compressed === 0xffffffff)
      return { ok: false, reason: 'too-large' };
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('latin1');
    if (SHEET_PART.test(name) && entry.uncompressed > MAX_SHEET_XML_BYTES)
      return { ok: false, reason: 'too-large' };
    total += entry.uncompressed;
    if (total > MAX_XLSX_UNZIPPED_BYTES) return { ok: false, reason: 'too-large' };
    entries.push(entry);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

function inflatesWithin(zip: Buffer, entry: Entry): ZipCheck {
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL) return { ok: false, reason: 'malformed' };
  const dataStart = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const data = zip.subarray(dataStart, dataStart + entry.compressed);
  if (data.length !== entry.compressed) return { ok: false, reason: 'malformed' };
  if (entry.method === 0)
    return entry.compressed === entry.uncompressed ? { ok: true } : { ok: false, reason: 'malformed' };
  if (entry.method !== 8) return { ok: false, reason: 'malformed' };
  try {
    const out = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressed) });
    return out.length === entry.uncompressed ? { ok: true } : { ok: false, reason: 'malformed' };
  } catch (error) {
    // ERR_BUFFER_TOO_LARGE: it inflates past what it declared.
    return {
      ok: false,
      reason: (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'too-large' : 'malformed',
    };
  }
}

/** Whether the zip may be handed to exceljs. */
export function checkZip(zip: Buffer): ZipCheck {
  const entries = centralEntries(zip);
  if (!Array.isArray(entries)) return entries;
  for (const entry of entries) {
    const check = inflatesWithin(zip, entry);
    if (!check.ok) return check;
  }
  return { ok: true };
}
