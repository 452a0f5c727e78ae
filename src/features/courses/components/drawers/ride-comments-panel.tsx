import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/Delete';
import SendIcon from '@mui/icons-material/Send';
import { formatTimeDate } from '@domain/dates';
import {
  COMMENT_MAX_LENGTH,
  COMMENT_MESSAGES,
  canDeleteComment,
  isSendableComment,
} from '@domain/courses/ride-comments';
import { useNotice } from '@/ui/notice/notice-context';
import { useAddRideComment } from '@/features/courses/api/add-ride-comment';
import { useDeleteRideComment } from '@/features/courses/api/delete-ride-comment';
import { DeleteCommentDialog } from './delete-comment-dialog';
import { useRideComments, type RideComment } from '@/features/courses/api/get-ride-comments';
import { useCurrentUser } from '@/features/courses/hooks/use-current-user';
import { EmptyState } from '@/ui/detail/info-list';
import { QueryGate } from '@/ui/detail/query-gate';

/** Admins and companies stand out from other authors (decision 55). */
const AUTHOR_STYLES: Record<RideComment['user']['kind'], { borderColor: string; bgcolor: string }> = {
  admin: { borderColor: 'error.main', bgcolor: 'rgba(211, 47, 47, 0.06)' },
  company: { borderColor: 'primary.main', bgcolor: 'rgba(25, 118, 210, 0.06)' },
  other: { borderColor: 'divider', bgcolor: 'transparent' },
};

/** The Komentarze tab of the ride and kilometer drawers (courses.md §2). */
export function RideCommentsPanel({ rideIri }: { rideIri: string }) {
  const user = useCurrentUser();
  const notice = useNotice();
  const comments = useRideComments(rideIri);
  const add = useAddRideComment();
  const remove = useDeleteRideComment();
  const [content, setContent] = useState('');
  const [deleting, setDeleting] = useState<RideComment | null>(null);
  const sendable = isSendableComment(content);

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!sendable || add.isPending) return;
    add.mutate(
      { rideIri, content, userId: user.id },
      {
        onSuccess: () => setContent(''),
        onError: () => notice.error(COMMENT_MESSAGES.saveFailed),
      },
    );
  };

  const copy = async (comment: RideComment) => {
    try {
      await navigator.clipboard.writeText(comment.content);
      notice.success(COMMENT_MESSAGES.copied);
    } catch {
      notice.error('Nie udało się skopiować komentarza');
    }
  };

  const kept = (comments.data?.length ?? 0) > 0;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {/* Comments read before a failed refetch stay; with none to keep, the failure is said instead. */}
      <QueryGate
        query={comments}
        keepData={kept ? 'quiet' : undefined}
        pending={<CircularProgress aria-label="Wczytywanie komentarzy" sx={{ justifySelf: 'center' }} />}
        error={<EmptyState text="Nie udało się wczytać komentarzy" />}
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState text="Brak komentarzy" />
          ) : (
            <Box
              component="ul"
              aria-label="Komentarze"
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
            >
              {list.map((comment) => (
                <Box
                  component="li"
                  key={comment.id}
                  aria-label={`Komentarz: ${comment.user.name}`}
                  data-author-kind={comment.user.kind}
                  sx={{
                    border: 1,
                    borderLeftWidth: 4,
                    borderRadius: 1,
                    p: 1,
                    ...AUTHOR_STYLES[comment.user.kind],
                  }}
                >
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <Typography
                      variant="subtitle2"
                      sx={{ fontWeight: comment.user.kind === 'other' ? 500 : 700 }}
                    >
                      {comment.user.name}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {formatTimeDate(comment.createdAt)}
                    </Typography>
                    <Box sx={{ ml: 'auto', display: 'flex' }}>
                      <Tooltip title="Skopiuj komentarz">
                        <IconButton
                          size="small"
                          aria-label="Skopiuj komentarz"
                          onClick={() => void copy(comment)}
                        >
                          <ContentCopyIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      {canDeleteComment(user) ? (
                        <Tooltip title="Usuń komentarz">
                          <IconButton
                            size="small"
                            aria-label="Usuń komentarz"
                            disabled={remove.isPending}
                            onClick={() => setDeleting(comment)}
                          >
                            <DeleteOutlineIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      ) : null}
                    </Box>
                  </Box>
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {comment.content}
                  </Typography>
                </Box>
              ))}
            </Box>
          )
        }
      </QueryGate>
      <Box component="form" onSubmit={send} noValidate>
        <TextField
          label="Wiadomość"
          value={content}
          onChange={(event) => setContent(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) send(event);
          }}
          disabled={add.isPending}
          multiline
          minRows={2}
          fullWidth
          slotProps={{
            htmlInput: { maxLength: COMMENT_MAX_LENGTH },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    type="submit"
                    aria-label="Wyślij komentarz"
                    disabled={!sendable || add.isPending}
                  >
                    {add.isPending ? <CircularProgress size={20} /> : <SendIcon />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      {deleting ? (
        <DeleteCommentDialog
          onClose={() => setDeleting(null)}
          onConfirm={() => {
            setDeleting(null);
            remove.mutate(
              { rideIri, id: deleting.id },
              {
                onSuccess: () => notice.success(COMMENT_MESSAGES.deleted),
                onError: () => notice.error(COMMENT_MESSAGES.deleteFailed),
              },
            );
          }}
        />
      ) : null}
    </Box>
  );
}
