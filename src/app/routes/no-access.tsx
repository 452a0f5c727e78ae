import Typography from '@mui/material/Typography';

/**
 * What a page shows a user whose roles do not open it (the menu hides its entry; a typed or old link
 * still lands here). The server refuses the page's calls all the same.
 */
export function NoAccess() {
  return (
    <Typography role="alert" sx={{ p: 3 }}>
      Brak uprawnień
    </Typography>
  );
}
