import { secondsToTime } from '@domain/validation/time';
import { definedKilometerSchema } from '@domain/contract/finance.schema';
import { ResourceList } from '@/ui/resource-list/resource-list';
import { definedKeys } from '../api/defined-kilometers-api';

/**
 * /defined-kilometers: the pairs with their kilometres and time, an administration list (§2.7: pages,
 * newest first, a search of either place's name), each leading to its own page.
 */
export function DefinedKilometersList() {
  return (
    <ResourceList
      title="Zdefiniowane kilometry"
      resource={definedKeys.all[0]}
      path="/api/defined_kilometers"
      itemSchema={definedKilometerSchema}
      nameLabel="Miejsce początkowe"
      rowLabel={(pair) => pair.placeStart.name}
      rowKey={(pair) => pair.id}
      rowHref={(pair) => `/defined-kilometers/${pair.id}`}
      columns={[
        { id: 'placeEnd', label: 'Miejsce końcowe', render: (pair) => pair.placeEnd.name },
        { id: 'kilometers', label: 'Kilometry', align: 'right', render: (pair) => pair.kilometers },
        { id: 'time', label: 'Czas', align: 'right', render: (pair) => secondsToTime(pair.time) },
      ]}
      create={{ label: 'Dodaj', to: '/defined-kilometers/create' }}
      searchLabel="Szukaj miejsca"
    />
  );
}
