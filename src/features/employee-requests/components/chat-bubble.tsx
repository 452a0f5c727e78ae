import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** Said under a message the outbox still holds (no network yet). */
export const WAITING_LABEL = 'Oczekuje na wysłanie';

/** One message of a request's chat: the author and time above the text, own ones on the right. */
export function Bubble(props: {
  own: boolean;
  author: string;
  text: string;
  when: string;
  waiting?: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: props.own ? 'flex-end' : 'flex-start' }}>
      <Paper
        variant="outlined"
        sx={{ p: 1.5, maxWidth: '80%', bgcolor: props.own ? 'primary.50' : 'background.paper' }}
        data-testid="chat-message"
      >
        <Typography variant="caption" color="text.secondary" component="p">
          {props.author} · {props.when}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{props.text}</Typography>
        {props.waiting ? (
          <Typography variant="caption" color="warning.dark">
            {WAITING_LABEL}
          </Typography>
        ) : null}
      </Paper>
    </Box>
  );
}
