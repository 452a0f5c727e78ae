import Box from '@mui/material/Box';

/** 'Przejdź do treści': first focusable element, visible only when focused. */
export function SkipLink() {
  return (
    <Box
      component="a"
      href="#main-content"
      sx={{
        position: 'fixed',
        left: 8,
        top: -100,
        zIndex: (theme) => theme.zIndex.tooltip + 2,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        boxShadow: 3,
        '&:focus': { top: 8, outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      Przejdź do treści
    </Box>
  );
}
