/** The invoice calls (docs/api.md 'Invoices'), parsed with the shared contract. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { downloadFile } from '@/api/download-file';
import { parseCollection, parseItem } from '@/api/hydra';
import { createQueryKeys } from '@/api/query-keys';
import {
  invoiceCandidatesSchema,
  invoiceListItemSchema,
  invoiceSchema,
  type InvoiceWire,
} from '@domain/contract/invoice.schema';
import type { InvoiceCreateInput } from '@domain/invoices/invoice.schema';
import type { InvoiceStatus } from '@domain/invoices/invoice-status';

export const invoiceKeys = createQueryKeys('invoices');
const candidateKeys = createQueryKeys('invoice_candidates');

export const useInvoices = () =>
  useQuery({
    queryKey: invoiceKeys.list({}),
    queryFn: async () =>
      parseCollection(
        (await api.get<unknown>('/api/invoices', { params: { itemsPerPage: 100 } })).data,
        invoiceListItemSchema,
      ),
  });

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
        .invalidateQueries({ queryKey: ['invoices'] })
        .then(() => client.invalidateQueries({ queryKey: candidateKeys.all })),
  });
}

export function useMoveInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ invoice, status }: { invoice: InvoiceWire; status: InvoiceStatus }) =>
      parseItem(
        (await api.put<unknown>(`/api/invoices/${invoice.id}`, { status, version: invoice.version })).data,
        invoiceSchema,
      ),
    onSuccess: (invoice) => {
      client.setQueryData(invoiceKeys.detail(invoice.id), invoice);
      return client.invalidateQueries({ queryKey: invoiceKeys.lists() });
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
