import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { ResourceList } from '@/ui/resource-list/resource-list';
import { locomotiveSchema, locomotivesKeys, type Locomotive } from '@/api/locomotives';
import { LocomotiveDialog } from './locomotive-dialog';

interface LocomotivesListProps {
  /** As `isCompanyUser` of domain/auth/roles: their locomotives are their company's, no company asked. */
  isCompanyUser: boolean;
}

type Editing = { mode: 'create' } | { mode: 'edit'; locomotive: Locomotive } | null;

/**
 * 'Lokomotywy' (issue 13): the locomotives the user sees, newest first, searchable by number or
 * company, with the course form's own 'Dodaj lokomotywę' / 'Edytuj lokomotywę' dialog. Shown only to
 * `mayManageLocomotives` (the route checks it), so 'Utwórz' is always offered here.
 */
export function LocomotivesList({ isCompanyUser }: LocomotivesListProps) {
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <>
      <ResourceList
        title="Lokomotywy"
        resource={locomotivesKeys.all[0]}
        path="/api/locomotives"
        itemSchema={locomotiveSchema}
        columns={[{ id: 'company', label: 'Firma', render: (row) => row.company?.name ?? '—' }]}
        nameLabel="Numer lokomotywy"
        rowLabel={(row) => row.sideNumber}
        rowKey={(row) => row.id}
        onOpen={(locomotive) => setEditing({ mode: 'edit', locomotive })}
        rowActions={(locomotive) => (
          <IconButton
            aria-label={`Edytuj lokomotywę ${locomotive.sideNumber}`}
            onClick={() => setEditing({ mode: 'edit', locomotive })}
          >
            <EditOutlinedIcon />
          </IconButton>
        )}
        create={{ label: 'Dodaj lokomotywę', onClick: () => setEditing({ mode: 'create' }) }}
        searchLabel="Szukaj lokomotywy"
      />
      {editing && (
        <LocomotiveDialog
          company={null}
          isCompanyUser={isCompanyUser}
          locomotive={editing.mode === 'edit' ? editing.locomotive : undefined}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      )}
    </>
  );
}
