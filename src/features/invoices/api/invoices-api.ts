/** The invoice calls (docs/api.md 'Invoices'), parsed with the shared contract. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toApiError } from '@/api/api-error';
import { api } from '@/api/client';
import { downloadFile } from '@/api/download-file';
import { parseItem } from '@/api/hydra';
import { createQueryKeys } from '@/api/query-keys';
import { invoiceCandidatesSchema, invoiceSchema, type InvoiceWire } from '@domain/contract/invoice.schema';
import { isStaleWrite } from '@domain/contract/stale-write';
import type { InvoiceCreateInput } from '@domain/invoices/invoice.schema';
import type { InvoiceStatus } from '@domain/invoices/invoice-status';

export const invoiceKeys = createQueryKeys('invoices');
const candidateKeys = createQueryKeys('invoice_candidates');

export const useInvoice = (id: number) =>
  useQuery({
    queryKey: invoiceKeys.detail(id),
    queryFn: async () => parseItem((await api.get<unknown>(`/api/invoices/${id}`)).data, invoiceSchema),
  });

export const useInvoiceCandidates = (month: string) =>
  useQuery({
    queryKey: candidateKeys.list({ month }),
    queryFn: async () =>
      invoiceCandidatesSchema.parse(
        (await api.get<unknown>('/api/invoice_candidates', { params: { month } })).data,
      ),
  });

/** The create body as the server takes it: IRIs for the seller, the buyer and the courses. */
export type InvoiceCreateBody = Omit<InvoiceCreateInput, 'seller' | 'buyer' | 'courses'> & {
  seller: string;
  buyer: string;
  courses: string[];
};

export function useCreateInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: InvoiceCreateBody) =>
      parseItem((await api.post<unknown>('/api/invoices', body)).data, invoiceSchema),
    onSuccess: () =>
      client
        .invalidateQueries({ queryKey: invoiceKeys.all })
        .then(() => client.invalidateQueries({ queryKey: candidateKeys.all })),
  });
}

/** What `PUT api/invoices/{id}` may change (row 509): the place and/or the status. */
export type InvoiceChange = { place: string } | { status: InvoiceStatus };

/**
 * `PUT api/invoices/{id}` with the version read (row 509). A stale version (409/412) refetches the
 * invoice, so the page shows what the other user saved and a retry sends the new version.
 */
export function useUpdateInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ invoice, change }: { invoice: InvoiceWire; change: InvoiceChange }) =>
      parseItem(
        (await api.put<unknown>(`/api/invoices/${invoice.id}`, { ...change, version: invoice.version })).data,
        invoiceSchema,
      ),
    onSuccess: (invoice) => {
      client.setQueryData(invoiceKeys.detail(invoice.id), invoice);
      return client.invalidateQueries({ queryKey: invoiceKeys.lists() });
    },
    onError: (error, { invoice }) => {
      const { status, description } = toApiError(error);
      if (isStaleWrite(status, description))
        return client.invalidateQueries({ queryKey: invoiceKeys.detail(invoice.id) });
    },
  });
}

/** 'Pobierz PDF' / 'Pobierz CSV'. */
export const downloadInvoice = (invoice: InvoiceWire, kind: 'pdf' | 'csv') =>
  downloadFile(
    kind === 'pdf'
      ? {
          url: `/api/invoices/${invoice.id}/pdf`,
          fallbackName: `faktura-${invoice.id}.pdf`,
          type: 'application/pdf',
        }
      : {
          url: `/api/invoices/courses_export/${invoice.id}`,
          fallbackName: `kursy-${invoice.id}.csv`,
          type: 'text/csv',
        },
  );
