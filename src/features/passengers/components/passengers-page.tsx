import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { canManageEmployeeGroups, type PassengerActor } from '@domain/people/passenger-permissions';
import { EmployeeGroupsList } from './employee-groups-list';
import { PassengersList } from './passengers-list';

/**
 * /passengers: the passengers, and for a head of company or an admin (row 660) a second tab 'Grupy
 * pracownicze' (the route table has no page of its own for groups: docs/spec-decisions.md row 203).
 * `?tab=groups` opens it.
 */
export function PassengersPage({ actor }: { actor: PassengerActor }) {
  const [params, setParams] = useSearchParams();
  if (!canManageEmployeeGroups(actor)) return <PassengersList actor={actor} />;
  const tab = params.get('tab') === 'groups' ? 'groups' : 'passengers';
  return (
    <Box sx={{ minWidth: 0 }}>
      <Tabs
        value={tab}
        onChange={(_event, next: string) =>
          setParams(next === 'groups' ? { tab: 'groups' } : {}, { replace: true })
        }
        sx={{ px: { xs: 1.5, md: 3 }, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="passengers" label="Pasażerowie" id="tab-passengers" aria-controls="panel-passengers" />
        <Tab value="groups" label="Grupy pracownicze" id="tab-groups" aria-controls="panel-groups" />
      </Tabs>
      <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'groups' ? <EmployeeGroupsList actor={actor} /> : <PassengersList actor={actor} />}
      </Box>
    </Box>
  );
}
