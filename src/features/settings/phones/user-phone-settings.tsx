import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { applyPhoneChange } from '@domain/people/own-phones';
import { canRemovePhone } from '@domain/people/user-block.schema';
import { polishAndGermanPhones } from '@domain/phone/polish-and-german-phones';
import type { User } from '@/api/user.schema';
import { useNotice } from '@/ui/notice/notice-context';
import { ConfirmDialog } from '@/ui/resource-dialog/resource-dialog';
import { mutationErrorText } from '@/ui/resource-dialog/use-resource-mutation';
import { useChangeOwnPhone } from '../api/own-phones-api';
import { SettingsSection } from '../components/settings-section';
import { PhoneDialog } from './phone-dialog';
import { phoneMode } from './phone-mode';

export const UNSUPPORTED_PHONE_MODE = 'Nieobsługiwany tryb edycji numeru telefonu';

/**
 * 'user-phone-settings' (administration.md §2.6, §4): the own phones, the default marked; the dialog
 * opens from the query (`type=create`, `selectedPhone={index}`), so a link or the back button reaches it.
 */
export function UserPhoneSettings({ user }: { user: User }) {
  const [search, setSearch] = useSearchParams();
  const notice = useNotice();
  const remove = useChangeOwnPhone(user);
  const [removing, setRemoving] = useState<number | null>(null);
  const mode = phoneMode(search, user.phones.length);
  const close = () => setSearch({});
  const removable = canRemovePhone(user.phones);
  const phoneToRemove = removing === null ? undefined : user.phones[removing];

  const confirmRemove = () => {
    if (removing === null || !phoneToRemove) return;
    const checked = applyPhoneChange(user.phones, { kind: 'remove', index: removing });
    if (!checked.ok) {
      notice.error(checked.violation.message);
      setRemoving(null);
      return;
    }
    remove.mutate(
      { kind: 'remove', phoneId: phoneToRemove.id },
      {
        onSuccess: () => notice.success('Numer telefonu został usunięty'),
        onError: (error) => notice.error(mutationErrorText('delete', error)),
        onSettled: () => setRemoving(null),
      },
    );
  };

  return (
    <SettingsSection
      title="Numery telefonów"
      intro="Pod domyślnym numerem kontaktują się z Tobą dyspozytorzy i kierowcy."
    >
      {mode.mode === 'unsupported' ? (
        <Alert
          severity="error"
          sx={{ my: 1 }}
          action={
            <Button component={RouterLink} to="." color="inherit" size="small">
              Wróć do listy
            </Button>
          }
        >
          {UNSUPPORTED_PHONE_MODE}
        </Alert>
      ) : null}
      {user.phones.length === 0 ? (
        <Typography sx={{ my: 2 }}>Nie masz jeszcze numeru telefonu.</Typography>
      ) : (
        <List aria-label="Twoje numery telefonów">
          {user.phones.map((entry, index) => {
            const shown = polishAndGermanPhones.display(entry.phone);
            return (
              <ListItem
                key={entry.id}
                divider
                disableGutters
                secondaryAction={
                  <Box sx={{ display: 'flex', gap: 0.5 }}>
                    <IconButton
                      component={RouterLink}
                      to={`?selectedPhone=${index}`}
                      aria-label={`Edytuj numer ${shown}`}
                    >
                      <EditOutlinedIcon />
                    </IconButton>
                    {removable ? (
                      <IconButton aria-label={`Usuń numer ${shown}`} onClick={() => setRemoving(index)}>
                        <DeleteOutlinedIcon />
                      </IconButton>
                    ) : null}
                  </Box>
                }
              >
                <ListItemText
                  primary={
                    <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
                      <span>{shown}</span>
                      {entry.main ? <Chip size="small" color="primary" label="Domyślny" /> : null}
                    </Box>
                  }
                />
              </ListItem>
            );
          })}
        </List>
      )}
      <Button
        component={RouterLink}
        to="?type=create"
        variant="outlined"
        startIcon={<AddIcon />}
        sx={{ mt: 2 }}
      >
        Dodaj numer telefonu
      </Button>
      {mode.mode === 'create' ? <PhoneDialog user={user} index={null} onClose={close} /> : null}
      {mode.mode === 'edit' ? (
        <PhoneDialog key={mode.index} user={user} index={mode.index} onClose={close} />
      ) : null}
      {phoneToRemove ? (
        <ConfirmDialog
          title="Czy na pewno usunąć numer telefonu?"
          text={polishAndGermanPhones.display(phoneToRemove.phone)}
          pending={remove.isPending}
          onConfirm={confirmRemove}
          onCancel={() => setRemoving(null)}
        />
      ) : null}
    </SettingsSection>
  );
}
