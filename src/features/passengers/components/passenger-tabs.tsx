import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export type PassengerTab = 'details' | 'contact';

const TABS: readonly { value: PassengerTab; label: string }[] = [
  { value: 'details', label: 'Szczegóły' },
  { value: 'contact', label: 'Kontakt' },
];

/** The passenger dialog's tabs 'Szczegóły' and 'Kontakt' (administration.md §2.7) and the open panel. */
export function PassengerTabs({
  tab,
  onTab,
  children,
}: {
  tab: PassengerTab;
  onTab: (tab: PassengerTab) => void;
  children: ReactNode;
}) {
  return (
    <>
      <Tabs value={tab} onChange={(_event, next: PassengerTab) => onTab(next)} variant="fullWidth">
        {TABS.map(({ value, label }) => (
          <Tab
            key={value}
            value={value}
            label={label}
            id={`passenger-tab-${value}`}
            aria-controls={`passenger-panel-${value}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`passenger-panel-${tab}`}
        aria-labelledby={`passenger-tab-${tab}`}
        sx={{ display: 'grid', gap: 2 }}
      >
        {children}
      </Box>
    </>
  );
}
