import { LoadingBlock } from '@/ui/loading-block';
import { QueryGate, serverError } from '@/ui/detail/query-gate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '@domain/dates';
import { INVOICE_STATUS_LABELS } from '@domain/invoices/invoice-status';
import type { InvoiceListItem } from '@domain/contract/invoice.schema';
import { useInvoices } from '../api/invoices-api';
import { daysLeftText, formatMoney } from './invoice-format';

const showPath = (invoice: InvoiceListItem) => `/invoices/show/${invoice.id}`;

function InvoiceCards({ invoices }: { invoices: readonly InvoiceListItem[] }) {
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {invoices.map((invoice) => (
        <Paper component="li" variant="outlined" key={invoice.id} sx={{ p: 1.5 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Button component={RouterLink} to={showPath(invoice)} sx={{ p: 0, fontWeight: 600 }}>
              {invoice.number}
            </Button>
            <Chip size="small" label={INVOICE_STATUS_LABELS[invoice.status]} />
          </Box>
          <Typography variant="body2">{invoice.buyer.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            Wystawiona {formatDate(invoice.issueDate)}, termin {formatDate(invoice.paymentTo)} (
            {daysLeftText(invoice.daysLeft)})
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {formatMoney(invoice.gross)}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}

function InvoiceTable({ invoices }: { invoices: readonly InvoiceListItem[] }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Faktury">
        <TableHead>
          <TableRow>
            <TableCell>Numer</TableCell>
            <TableCell>Nabywca</TableCell>
            <TableCell>Data wystawienia</TableCell>
            <TableCell>Data sprzedaży</TableCell>
            <TableCell>Termin płatności</TableCell>
            <TableCell align="right">Brutto</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Dni do zapłaty</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoices.map((invoice) => (
            <TableRow key={invoice.id} hover>
              <TableCell>
                <Button component={RouterLink} to={showPath(invoice)} sx={{ p: 0 }}>
                  {invoice.number}
                </Button>
              </TableCell>
              <TableCell>{invoice.buyer.name}</TableCell>
              <TableCell>{formatDate(invoice.issueDate)}</TableCell>
              <TableCell>{formatDate(invoice.sellDate)}</TableCell>
              <TableCell>{formatDate(invoice.paymentTo)}</TableCell>
              <TableCell align="right">{formatMoney(invoice.gross)}</TableCell>
              <TableCell>{INVOICE_STATUS_LABELS[invoice.status]}</TableCell>
              <TableCell align="right">{daysLeftText(invoice.daysLeft)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** 'Fakturowanie' (/invoices): the company's invoices with status and days left. */
export function InvoiceList() {
  const invoices = useInvoices();
  const wide = useMediaQuery('(min-width:901px)', { noSsr: true });
  const members = invoices.data?.member ?? [];
  return (
    <Box sx={{ p: { xs: 1.5, md: 3 }, display: 'grid', gap: 2, maxWidth: 1200 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          Faktury
        </Typography>
        <Button
          variant="contained"
          component={RouterLink}
          to="/invoices/create"
          startIcon={<AddIcon aria-hidden="true" />}
        >
          Wystaw fakturę
        </Button>
      </Box>
      <QueryGate
        query={invoices}
        pending={<LoadingBlock label="Wczytywanie faktur" height={240} />}
        error={serverError}
      >
        {() =>
          members.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
              Brak faktur
            </Typography>
          ) : wide ? (
            <InvoiceTable invoices={members} />
          ) : (
            <InvoiceCards invoices={members} />
          )
        }
      </QueryGate>
    </Box>
  );
}
