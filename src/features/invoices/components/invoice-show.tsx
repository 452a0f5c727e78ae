import { useState } from 'react';
import { LoadingBlock } from '@/ui/loading-block';
import { QueryGate, serverError } from '@/ui/detail/query-gate';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import type { InvoiceWire } from '@domain/contract/invoice.schema';
import { formatDate } from '@domain/dates';
import {
  INVOICE_STATUS_LABELS,
  invoiceNextStatuses,
  isFinalInvoiceStatus,
  type InvoiceStatus,
} from '@domain/invoices/invoice-status';
import { downloadErrorMessage } from '@/api/download-file';
import { errorMessage } from '@/api/error-message';
import { useNotice } from '@/ui/notice/notice-context';
import { ConfirmDialog } from '@/ui/resource-dialog/resource-dialog';
import { downloadInvoice, useInvoice, useUpdateInvoice } from '../api/invoices-api';
import { InvoicePlaceDialog } from './invoice-place-dialog';
import { InvoiceTableFrame } from './invoice-table-frame';
import { daysLeftText, formatMoney, quantityText } from './invoice-format';
import { mayWriteInvoice, type InvoiceActor } from '@domain/invoices/invoice-permissions';
import { formatBankAccount } from '@domain/invoices/invoice-format';
import { INVOICE_MESSAGES } from '@domain/invoices/invoice.schema';

export const NO_SELLER_ACCOUNT = INVOICE_MESSAGES.noSellerAccount;

/**
 * One side of the invoice. Only the seller's bank account is printed: it says where to pay, and the
 * buyer's own account there would be read as that (issue 31; the PDF prints the same).
 */
function Party({
  title,
  party,
  withAccount,
}: {
  title: string;
  party: InvoiceWire['seller'];
  withAccount: boolean;
}) {
  return (
    <Box>
      <Typography variant="overline">{title}</Typography>
      <Typography sx={{ fontWeight: 600 }}>{party.name}</Typography>
      <Typography variant="body2">NIP {party.taxNumber}</Typography>
      <Typography variant="body2">
        {party.street}, {party.zipCode} {party.city}
      </Typography>
      {withAccount && party.bankAccountNumber ? (
        <Typography variant="body2">
          Numer konta bankowego: {formatBankAccount(party.bankAccountNumber)}
        </Typography>
      ) : null}
    </Box>
  );
}

function Details({ invoice, actor }: { invoice: InvoiceWire; actor: InvoiceActor }) {
  const move = useUpdateInvoice();
  const notice = useNotice();
  const [editingPlace, setEditingPlace] = useState(false);
  const [confirming, setConfirming] = useState<InvoiceStatus | null>(null);
  const next = invoiceNextStatuses(actor, { sellerId: invoice.seller.id, status: invoice.status });
  const moveTo = (status: InvoiceStatus) =>
    move.mutate(
      { invoice, change: { status } },
      {
        onSuccess: () => notice.success(),
        onError: (error) => notice.error(errorMessage(error)),
        onSettled: () => setConfirming(null),
      },
    );
  const download = (kind: 'pdf' | 'csv') =>
    void downloadInvoice(invoice, kind).catch((error: unknown) => notice.error(downloadErrorMessage(error)));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          Faktura {invoice.number}
        </Typography>
        <Chip label={INVOICE_STATUS_LABELS[invoice.status]} />
        <Button
          variant="outlined"
          startIcon={<FileDownloadIcon aria-hidden="true" />}
          onClick={() => download('pdf')}
        >
          Pobierz PDF
        </Button>
        <Button
          variant="outlined"
          startIcon={<FileDownloadIcon aria-hidden="true" />}
          onClick={() => download('csv')}
        >
          Pobierz CSV
        </Button>
      </Box>
      {next.length > 0 ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} role="group" aria-label="Zmień status">
          {next.map((status) => (
            <Button
              key={status}
              variant={status === 10 ? 'outlined' : 'contained'}
              color={status === 10 ? 'error' : 'primary'}
              disabled={move.isPending}
              onClick={() => (isFinalInvoiceStatus(status) ? setConfirming(status) : moveTo(status))}
            >
              {INVOICE_STATUS_LABELS[status]}
            </Button>
          ))}
        </Box>
      ) : null}
      {confirming !== null && (
        <ConfirmDialog
          title={`Czy na pewno zmienić status faktury ${invoice.number} na „${INVOICE_STATUS_LABELS[confirming]}”?`}
          text="Tej zmiany nie można cofnąć."
          pending={move.isPending}
          onConfirm={() => moveTo(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
      {invoice.seller.bankAccountNumber ? null : <Alert severity="warning">{NO_SELLER_ACCOUNT}</Alert>}
      <Paper
        variant="outlined"
        sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}
      >
        <Party title="Sprzedawca" party={invoice.seller} withAccount />
        <Party title="Nabywca" party={invoice.buyer} withAccount={false} />
        <Box>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
            <Typography variant="body2">Miejsce wystawienia: {invoice.place}</Typography>
            {mayWriteInvoice(actor, invoice.seller.id) ? (
              <Button
                size="small"
                startIcon={<EditIcon aria-hidden="true" />}
                onClick={() => setEditingPlace(true)}
              >
                Zmień miejsce
              </Button>
            ) : null}
          </Box>
          <Typography variant="body2">Data wystawienia: {formatDate(invoice.issueDate)}</Typography>
          <Typography variant="body2">Data sprzedaży: {formatDate(invoice.sellDate)}</Typography>
          <Typography variant="body2">Termin płatności: {formatDate(invoice.paymentTo)}</Typography>
          <Typography variant="body2">Dni do zapłaty: {daysLeftText(invoice.daysLeft)}</Typography>
        </Box>
      </Paper>
      <InvoiceTableFrame region="Pozycje" label="Pozycje faktury">
        <TableHead>
          <TableRow>
            <TableCell>Nazwa</TableCell>
            <TableCell>Jedn.</TableCell>
            <TableCell align="right">Ilość</TableCell>
            <TableCell align="right">Cena netto</TableCell>
            <TableCell align="right">VAT</TableCell>
            <TableCell align="right">Netto</TableCell>
            <TableCell align="right">Kwota VAT</TableCell>
            <TableCell align="right">Brutto</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoice.invoiceItems.map((item, index) => (
            <TableRow key={index}>
              <TableCell>{item.name}</TableCell>
              <TableCell>{item.quantityUnit}</TableCell>
              <TableCell align="right">{quantityText(item.quantity)}</TableCell>
              <TableCell align="right">{formatMoney(item.price)}</TableCell>
              <TableCell align="right">{item.tax}%</TableCell>
              <TableCell align="right">{formatMoney(item.net)}</TableCell>
              <TableCell align="right">{formatMoney(item.vat)}</TableCell>
              <TableCell align="right">{formatMoney(item.gross)}</TableCell>
            </TableRow>
          ))}
          {invoice.vatSummary.map((row) => (
            <TableRow key={`vat-${row.taxRate}`}>
              <TableCell colSpan={5}>Razem VAT {row.taxRate}%</TableCell>
              <TableCell align="right">{formatMoney(row.net)}</TableCell>
              <TableCell align="right">{formatMoney(row.vat)}</TableCell>
              <TableCell align="right">{formatMoney(row.gross)}</TableCell>
            </TableRow>
          ))}
          <TableRow sx={{ '& td': { fontWeight: 700 } }}>
            <TableCell colSpan={5}>Razem</TableCell>
            <TableCell align="right">{formatMoney(invoice.totals.net)}</TableCell>
            <TableCell align="right">{formatMoney(invoice.totals.vat)}</TableCell>
            <TableCell align="right">{formatMoney(invoice.totals.gross)}</TableCell>
          </TableRow>
        </TableBody>
      </InvoiceTableFrame>
      <InvoiceTableFrame region="Kursy" label="Kursy na fakturze">
        <TableHead>
          <TableRow>
            <TableCell>Kurs</TableCell>
            <TableCell>Data</TableCell>
            <TableCell>Przejazdy</TableCell>
            <TableCell align="right">Km</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoice.courses.map((course) => (
            <TableRow key={course.id}>
              <TableCell>{course.id}</TableCell>
              <TableCell>{formatDate(course.day)}</TableCell>
              <TableCell>{course.rideNumbers.join(', ')}</TableCell>
              <TableCell align="right">{course.distance ?? '-'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </InvoiceTableFrame>
      {editingPlace ? <InvoicePlaceDialog invoice={invoice} onClose={() => setEditingPlace(false)} /> : null}
    </Box>
  );
}

/** /invoices/show/:id: all fields, the items and VAT summary, the courses, status buttons, PDF and CSV. */
export function InvoiceShow({ id, actor }: { id: number; actor: InvoiceActor }) {
  const invoice = useInvoice(id);
  return (
    <Box sx={{ p: { xs: 1.5, md: 3 }, maxWidth: 1100 }}>
      <QueryGate
        query={invoice}
        pending={<LoadingBlock label="Wczytywanie faktury" height={320} />}
        error={serverError}
      >
        {(loaded) => <Details invoice={loaded} actor={actor} />}
      </QueryGate>
    </Box>
  );
}
