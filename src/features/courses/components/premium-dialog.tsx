import Box from '@mui/material/Box';
import { PhoneLink } from '@/ui/contact/phone-link';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';

const BENEFITS = [
  'Automatyczne wyliczanie odległości na podstawie serwisu mapowego',
  'Precyzyjne rozliczenia z przewoźnikami',
  'Wskaźnik odchyleń między odległością z serwisu mapowego a deklarowaną przez przewoźnika',
  'Rentowność kontraktów kolejowych: koszt przejazdów w przeliczeniu na lokomotywę',
] as const;

export const SALES_CONTACTS = [
  { name: 'Katarzyna Wiśniewska', phone: '+48 512 340 118', email: 'katarzyna.wisniewska@kursownik.pl' },
  { name: 'Tomasz Lewandowski', phone: '+48 605 221 947', email: 'tomasz.lewandowski@kursownik.pl' },
] as const;

/** §2 premium modal (768 px) for users without ROLE_COURSE_GENERATE_REPORT. */
export function PremiumDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="premium-title"
      slotProps={{ paper: { sx: { width: 768, maxWidth: '100%' } } }}
    >
      <DialogTitle id="premium-title">Odblokuj funkcję pobierania raportów</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <List dense aria-label="Korzyści">
          {BENEFITS.map((benefit) => (
            <ListItem key={benefit}>
              <ListItemIcon>
                <CheckCircleIcon color="success" aria-hidden="true" />
              </ListItemIcon>
              <ListItemText primary={benefit} />
            </ListItem>
          ))}
        </List>
        <Typography variant="body2" color="text.secondary">
          0,005 zł za km, rozliczane co miesiąc, możesz zrezygnować w każdej chwili
        </Typography>
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
          {SALES_CONTACTS.map((contact) => (
            <Box key={contact.email} component="address" sx={{ fontStyle: 'normal', display: 'grid' }}>
              <Typography sx={{ fontWeight: 600 }}>{contact.name}</Typography>
              <PhoneLink phone={contact.phone} />
              <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Zamknij</Button>
      </DialogActions>
    </Dialog>
  );
}
