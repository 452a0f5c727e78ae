import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { FieldPath, MergeConflict } from './three-way-merge';

export const STALE_SAVE_TEXTS = {
  title: 'Ktoś zmienił te dane w międzyczasie',
  intro:
    'Zanim Twoje zmiany zostały zapisane, ktoś inny zapisał nowszą wersję. To, co wpisałeś, nie zostało utracone.',
  conflicts: 'Pola zmienione przez Ciebie i przez kogoś innego (zostaje Twoja wartość):',
  mine: 'Twoja wartość',
  theirs: 'Nowsza wartość',
  taken: 'Pola zmienione tylko przez kogoś innego (przyjmujemy nowszą wartość):',
  nothingElse: 'Poza Twoimi zmianami nowsza wersja nie różni się od Twojej.',
  keepMine: 'Zachowaj moje zmiany',
  loadNewer: 'Wczytaj nowszą wersję',
  kept: 'Twoje zmiany naniesiono na nowszą wersję. Sprawdź dane i zapisz ponownie.',
} as const;

/** The dialog is as wide as the other confirmation dialogs (courses.md §9: 512 px). */
const STALE_DIALOG_WIDTH = 512;

export interface StaleSaveDialogProps {
  conflicts: readonly MergeConflict[];
  taken: readonly FieldPath[];
  describe: (path: FieldPath) => string;
  format: (path: FieldPath, value: unknown) => string;
  /** The newer version with the user's changes on top; the form stays open for another save. */
  onKeepMine: () => void;
  /** The newer version as saved, the user's changes dropped. */
  onLoadNewer: () => void;
}

/**
 * A save refused as stale (409/412): what differs between the user's form and the newer version, and
 * the choice to keep the user's changes on top of it (the default: closing the dialog keeps them too)
 * or to take the newer version as it is. Mounted only while open.
 */
export function StaleSaveDialog({
  conflicts,
  taken,
  describe,
  format,
  onKeepMine,
  onLoadNewer,
}: StaleSaveDialogProps) {
  const titleId = useId();
  const introId = useId();
  return (
    <Dialog
      open
      onClose={onKeepMine}
      aria-labelledby={titleId}
      aria-describedby={introId}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: STALE_DIALOG_WIDTH } } }}
    >
      <DialogTitle id={titleId}>{STALE_SAVE_TEXTS.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={introId}>{STALE_SAVE_TEXTS.intro}</DialogContentText>
        {conflicts.length > 0 && (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              {STALE_SAVE_TEXTS.conflicts}
            </Typography>
            <ul aria-label={STALE_SAVE_TEXTS.conflicts}>
              {conflicts.map((conflict) => (
                <li key={conflict.path.join('.')}>
                  <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                    {describe(conflict.path)}
                  </Typography>
                  <Typography variant="body2">
                    {STALE_SAVE_TEXTS.mine}: {format(conflict.path, conflict.mine)}
                  </Typography>
                  <Typography variant="body2">
                    {STALE_SAVE_TEXTS.theirs}: {format(conflict.path, conflict.theirs)}
                  </Typography>
                </li>
              ))}
            </ul>
          </>
        )}
        {taken.length > 0 ? (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              {STALE_SAVE_TEXTS.taken}
            </Typography>
            <ul aria-label={STALE_SAVE_TEXTS.taken}>
              {taken.map((path) => (
                <li key={path.join('.')}>
                  <Typography variant="body2">{describe(path)}</Typography>
                </li>
              ))}
            </ul>
          </>
        ) : (
          conflicts.length === 0 && (
            <DialogContentText sx={{ mt: 2 }}>{STALE_SAVE_TEXTS.nothingElse}</DialogContentText>
          )
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onLoadNewer}>{STALE_SAVE_TEXTS.loadNewer}</Button>
        <Button variant="contained" onClick={onKeepMine}>
          {STALE_SAVE_TEXTS.keepMine}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
