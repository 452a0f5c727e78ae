import { useId, useState, type ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export interface DrawerTab {
  label: string;
  content: ReactNode;
  /** A pulsing dot on the tab (e.g. Komentarze when there are comments, §2). */
  badge?: boolean;
}

const PULSE = {
  '& .MuiBadge-dot': {
    animation: 'drawer-tab-pulse 1.6s ease-in-out infinite',
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  },
  '@keyframes drawer-tab-pulse': {
    '0%': { boxShadow: '0 0 0 0 rgba(211, 47, 47, 0.6)' },
    '70%': { boxShadow: '0 0 0 6px rgba(211, 47, 47, 0)' },
    '100%': { boxShadow: '0 0 0 0 rgba(211, 47, 47, 0)' },
  },
} as const;

/** Tabs with linked tab panels (only the selected panel is rendered). */
export function DrawerTabs({ tabs, label }: { tabs: readonly DrawerTab[]; label: string }) {
  const [selected, setSelected] = useState(0);
  const prefix = useId();
  const current = tabs[selected];
  return (
    <>
      <Tabs
        value={selected}
        onChange={(_event, value: number) => setSelected(value)}
        aria-label={label}
        // Tabs share the width where there is room and scroll on a phone instead of clipping labels.
        variant="scrollable"
        scrollButtons={false}
        sx={{
          borderBottom: 1,
          borderColor: 'divider',
          '& .MuiTab-root': { flex: '1 0 auto', minWidth: 0, px: { xs: 1, sm: 2 } },
        }}
      >
        {tabs.map((tab, index) => (
          <Tab
            key={tab.label}
            label={
              tab.badge ? (
                <Badge variant="dot" color="error" data-testid="tab-badge" sx={PULSE}>
                  {tab.label}
                </Badge>
              ) : (
                tab.label
              )
            }
            id={`${prefix}-tab-${index}`}
            aria-controls={`${prefix}-panel-${index}`}
          />
        ))}
      </Tabs>
      {current ? (
        <Box
          role="tabpanel"
          id={`${prefix}-panel-${selected}`}
          aria-labelledby={`${prefix}-tab-${selected}`}
          sx={{ p: 2 }}
        >
          {current.content}
        </Box>
      ) : null}
    </>
  );
}
