import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { InvoiceWire } from '@domain/contract/invoice.schema';
import { invoicePlaceSchema, type InvoicePlaceInput } from '@domain/invoices/invoice.schema';
import { TextInput } from '@/ui/form/text-input';
import { useNotice } from '@/ui/notice/notice-context';
import { useSubmitError } from '@/ui/notice/use-submit-error';
import { ResourceDialog } from '@/ui/resource-dialog/resource-dialog';
import { useUpdateInvoice } from '../api/invoices-api';

const FIELDS = ['place'] as const;

/**
 * 'Zmień miejsce wystawienia' (row 509): the one thing of an issued invoice besides its status that may
 * change. Sent with the version read; a stale version gets the server's Polish message and the page
 * reloads the invoice (useUpdateInvoice). Mount it only while open.
 */
export function InvoicePlaceDialog({ invoice, onClose }: { invoice: InvoiceWire; onClose: () => void }) {
  const notice = useNotice();
  const update = useUpdateInvoice();
  const form = useForm<InvoicePlaceInput>({
    resolver: zodResolver(invoicePlaceSchema),
    defaultValues: { place: invoice.place },
  });
  const onError = useSubmitError(form.setError, FIELDS);
  const submit = form.handleSubmit(({ place }) =>
    update.mutate(
      { invoice, change: { place } },
      {
        onSuccess: () => {
          notice.success();
          onClose();
        },
        onError,
      },
    ),
  );
  return (
    <ResourceDialog
      title="Zmień miejsce wystawienia"
      onSubmit={() => void submit()}
      onClose={onClose}
      pending={update.isPending}
    >
      <TextInput
        label="Miejsce wystawienia"
        {...form.register('place')}
        error={form.formState.errors.place?.message}
      />
    </ResourceDialog>
  );
}
