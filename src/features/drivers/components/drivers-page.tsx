import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import { driverMemberSchema, type DriverMember } from '@domain/contract/driver.schema';
import { formatDate } from '@domain/dates';
import { canManageDrivers, canWriteDriver, picksDriverCompany } from '@domain/people/driver-permissions';
import { type User, asRuleUser } from '@/api/user.schema';
import { LOAD_ERROR } from '@/ui/errors/load-error';
import { ResourceList, type ResourceColumn } from '@/ui/resource-list/resource-list';
import { useNotice } from '@/ui/notice/notice-context';
import { ConfirmDialog } from '@/ui/resource-dialog/resource-dialog';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import { DRIVERS, deleteDriver, driverQuery } from '../api/drivers-api';
import { DriverDialog } from './driver-dialog';

const COLUMNS: readonly ResourceColumn<DriverMember>[] = [
  { id: 'phone', label: 'Telefon', render: (row) => row.phone ?? '' },
  { id: 'company', label: 'Firma transportowa', render: (row) => row.transportCompany?.name ?? '' },
  { id: 'base', label: 'Baza startowa', render: (row) => row.startingBase?.name ?? '' },
  { id: 'since', label: 'Zatrudniony od', render: (row) => formatDate(row.employedSince) },
];

type Dialog = { kind: 'create' } | { kind: 'edit'; id: number } | { kind: 'delete'; row: DriverMember };

/**
 * 'Kierowcy' (administration.md §2.1 /drivers, issue 12): a transport company's own drivers, every
 * driver for managers; 'Utwórz' opens 'Dodaj kierowcę', a row opens 'Edytuj kierowcę'.
 */
export function DriversPage({ user }: { user: User }) {
  const admin = asRuleUser(user);
  const picksCompany = picksDriverCompany(admin);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const writable = (row: DriverMember) =>
    canWriteDriver(admin, { transportCompanyId: row.transportCompany?.id ?? null });
  const remove = useResourceMutation({
    kind: 'delete',
    resource: DRIVERS,
    mutationFn: (id: number) => deleteDriver(id),
    onSuccess: () => setDialog(null),
  });
  return (
    <>
      <ResourceList
        title="Kierowcy"
        resource={DRIVERS}
        path="/api/drivers"
        itemSchema={driverMemberSchema}
        columns={COLUMNS}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.name}
        searchLabel="Szukaj kierowcy"
        params={
          picksCompany || admin.companyId === null
            ? undefined
            : { 'transportCompany.id': String(admin.companyId) }
        }
        onOpen={(row) => (writable(row) ? setDialog({ kind: 'edit', id: row.id }) : undefined)}
        create={canManageDrivers(admin) ? { onClick: () => setDialog({ kind: 'create' }) } : undefined}
        rowActions={(row) =>
          writable(row) && (
            <>
              <IconButton
                aria-label={`Edytuj kierowcę ${row.name}`}
                onClick={() => setDialog({ kind: 'edit', id: row.id })}
              >
                <EditOutlinedIcon />
              </IconButton>
              <IconButton
                aria-label={`Usuń kierowcę ${row.name}`}
                onClick={() => setDialog({ kind: 'delete', row })}
              >
                <DeleteOutlinedIcon />
              </IconButton>
            </>
          )
        }
      />
      {dialog?.kind === 'create' && (
        <DriverDialog
          driver={null}
          picksCompany={picksCompany}
          ownCompanyId={admin.companyId}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'edit' && (
        <EditDriver id={dialog.id} picksCompany={picksCompany} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title="Czy na pewno usunąć kierowcę?"
          text={`${dialog.row.name}: kursy, które prowadził, zachowają jego nazwisko.`}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(dialog.row.id)}
          onCancel={() => setDialog(null)}
        />
      )}
    </>
  );
}

/** The edit dialog opens once the driver's full record (phones, version) is read. */
function EditDriver({
  id,
  picksCompany,
  onClose,
}: {
  id: number;
  picksCompany: boolean;
  onClose: () => void;
}) {
  const driver = useQuery(driverQuery(id));
  const notice = useNotice();
  const failed = driver.isError;
  useEffect(() => {
    if (!failed) return;
    notice.error(LOAD_ERROR);
    onClose();
  }, [failed, notice, onClose]);
  if (!driver.data) return null;
  return (
    <DriverDialog
      driver={driver.data}
      picksCompany={picksCompany}
      ownCompanyId={driver.data.transportCompany?.id ?? null}
      onClose={onClose}
    />
  );
}
