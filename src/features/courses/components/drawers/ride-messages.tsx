import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatTimeDate } from '@domain/dates';
import { errorMessage } from '@/api/error-message';
import { SafeHtml } from '@/lib/safe-html';
import { useRideMessages, type RideMessage } from '@/features/courses/api/get-ride-messages';
import { QueryGate } from '@/ui/detail/query-gate';
import { EmptyState } from '@/ui/detail/info-list';

/** Komunikacja: sender, time, type, recipient, the message, 'Wysłano' / 'Niedostarczono' (§2). */
export function RideMessages({ rideIri }: { rideIri: string }) {
  return (
    <QueryGate
      query={useRideMessages(rideIri)}
      pending={<Skeleton variant="rounded" height={96} />}
      error={(error) => <Alert severity="error">{errorMessage(error)}</Alert>}
    >
      {(messages) => <MessageList messages={messages} />}
    </QueryGate>
  );
}

function MessageList({ messages }: { messages: RideMessage[] }) {
  if (messages.length === 0) return <EmptyState text="Brak komunikacji" />;
  return (
    <Box
      component="ul"
      aria-label="Wiadomości"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
    >
      {messages.map((message) => (
        <Paper key={message.id} component="li" variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 0.5 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="subtitle2">{message.createdBy?.name ?? 'System'}</Typography>
            <Typography variant="body2" color="text.secondary">
              {formatTimeDate(message.createdAt)}
            </Typography>
            <Chip size="small" label={message['@type'] === 'SmsMessage' ? 'SMS' : 'E-mail'} />
            <Chip
              size="small"
              color={message.sent ? 'success' : 'error'}
              variant="outlined"
              label={message.sent ? 'Wysłano' : 'Niedostarczono'}
              sx={{ ml: 'auto' }}
            />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {`Do: ${message.recipientUser?.name ? `${message.recipientUser.name}, ` : ''}${message.recipient}`}
          </Typography>
          <Box sx={{ typography: 'body2', '& p': { m: 0 }, overflowWrap: 'anywhere' }}>
            <SafeHtml html={message.message} />
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
