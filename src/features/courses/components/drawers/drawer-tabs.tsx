import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export interface DrawerTab {
  label: string;
  content: ReactNode;
}

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
            label={tab.label}
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
