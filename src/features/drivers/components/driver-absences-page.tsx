import { useState } from 'react';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import { driverAbsenceMemberSchema, type DriverAbsenceMember } from '@domain/contract/driver.schema';
import { formatDate } from '@domain/dates';
import { canManageDrivers } from '@domain/people/driver-permissions';
import { type User, asRuleUser } from '@/api/user.schema';
import { ResourceList, type ResourceColumn } from '@/ui/resource-list/resource-list';
import { ConfirmDialog } from '@/ui/resource-dialog/resource-dialog';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import { DRIVER_ABSENCES, DRIVERS, deleteAbsence } from '../api/drivers-api';

const COLUMNS: readonly ResourceColumn<DriverAbsenceMember>[] = [
  { id: 'company', label: 'Firma transportowa', render: (row) => row.transportCompany?.name ?? '' },
  { id: 'from', label: 'Od', render: (row) => formatDate(row.dateFrom) },
  { id: 'to', label: 'Do', render: (row) => formatDate(row.dateTo) },
];

const period = (row: DriverAbsenceMember) => `${formatDate(row.dateFrom)} – ${formatDate(row.dateTo)}`;

/**
 * 'Urlopy' (administration.md §2.1 /driver_absences, issue 12): the absences of the drivers the user
 * maintains, both days included (row 210); 'Utwórz' leads to /driver_absences/create.
 */
export function DriverAbsencesPage({ user }: { user: User }) {
  const admin = asRuleUser(user);
  const [deleting, setDeleting] = useState<DriverAbsenceMember | null>(null);
  const remove = useResourceMutation({
    kind: 'delete',
    // The course form's driver choice reads absences through `drivers`.
    resource: [DRIVER_ABSENCES, DRIVERS],
    mutationFn: (id: number) => deleteAbsence(id),
    onSuccess: () => setDeleting(null),
  });
  return (
    <>
      <ResourceList
        title="Urlopy"
        resource={DRIVER_ABSENCES}
        path="/api/driver_absences"
        itemSchema={driverAbsenceMemberSchema}
        columns={COLUMNS}
        rowKey={(row) => row.id}
        // The list's first column ('Nazwa') is the driver.
        rowLabel={(row) => row.driver.name}
        searchLabel="Szukaj kierowcy"
        create={canManageDrivers(admin) ? { to: '/driver_absences/create' } : undefined}
        rowActions={(row) => (
          <IconButton
            aria-label={`Usuń urlop: ${row.driver.name}, ${period(row)}`}
            onClick={() => setDeleting(row)}
          >
            <DeleteOutlinedIcon />
          </IconButton>
        )}
      />
      {deleting && (
        <ConfirmDialog
          title="Czy na pewno usunąć urlop?"
          text={`${deleting.driver.name}, ${period(deleting)}`}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(deleting.id)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </>
  );
}
