import { useState } from 'react';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import { employeeGroupSchema, type EmployeeGroup } from '@domain/contract/employee-group.schema';
import { formatMoney } from '@domain/money';
import { NO_STAKE } from '@domain/settlement/rate-stake';
import { picksGroupCompany, type PassengerActor } from '@domain/people/passenger-permissions';
import { ResourceList, type ResourceColumn } from '@/ui/resource-list/resource-list';
import { ConfirmDialog } from '@/ui/resource-dialog/resource-dialog';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import { EMPLOYEE_GROUPS, deleteGroup } from '../api/employee-groups-api';
import { EmployeeGroupDialog } from './employee-group-dialog';
import { GroupCompanyFilter } from './group-company-fields';

const rateOf = (group: EmployeeGroup) => group.stakes.find((stake) => stake.id === group.rateStakeId);

const COLUMNS: readonly ResourceColumn<EmployeeGroup>[] = [
  {
    id: 'kilometerRate',
    label: 'Stawka za km',
    align: 'right',
    render: (group) => {
      const rate = rateOf(group);
      return rate ? formatMoney(rate.kilometerRate) : NO_STAKE;
    },
  },
  {
    id: 'waitHourRate',
    label: 'Stawka za godz. oczekiwania',
    align: 'right',
    render: (group) => {
      const rate = rateOf(group);
      return rate ? formatMoney(rate.waitHourRate) : NO_STAKE;
    },
  },
];

const COMPANY_COLUMN: ResourceColumn<EmployeeGroup> = {
  id: 'company',
  label: 'Firma',
  render: (group) => group.company.name,
};

/**
 * 'Grupy pracownicze' of the head of company (docs/spec-decisions.md row 203); an admin's of every
 * railway company, with a 'Firma' column and filter (row 660).
 */
export function EmployeeGroupsList({ actor }: { actor: PassengerActor }) {
  const picksCompany = picksGroupCompany(actor);
  const [company, setCompany] = useState('');
  const [open, setOpen] = useState<{ id: number | null } | null>(null);
  const [deleting, setDeleting] = useState<EmployeeGroup | null>(null);
  const remove = useResourceMutation({
    kind: 'delete',
    resource: EMPLOYEE_GROUPS,
    mutationFn: (group: EmployeeGroup) => deleteGroup(group.id),
    onSuccess: () => setDeleting(null),
  });
  return (
    <>
      <ResourceList
        title="Grupy pracownicze"
        resource={EMPLOYEE_GROUPS}
        path="/api/employee_groups"
        itemSchema={employeeGroupSchema}
        columns={picksCompany ? [COMPANY_COLUMN, ...COLUMNS] : COLUMNS}
        params={company === '' ? undefined : { company }}
        filters={picksCompany ? <GroupCompanyFilter value={company} onChange={setCompany} /> : undefined}
        rowLabel={(group) => group.name}
        rowKey={(group) => group.id}
        onOpen={(group) => setOpen({ id: group.id })}
        create={{ onClick: () => setOpen({ id: null }) }}
        rowActions={(group) => (
          <IconButton aria-label={`Usuń grupę ${group.name}`} onClick={() => setDeleting(group)}>
            <DeleteOutlinedIcon />
          </IconButton>
        )}
      />
      {open && <EmployeeGroupDialog groupId={open.id} actor={actor} onClose={() => setOpen(null)} />}
      {deleting && (
        <ConfirmDialog
          title="Czy na pewno usunąć grupę pracowniczą?"
          text={deleting.name}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </>
  );
}
