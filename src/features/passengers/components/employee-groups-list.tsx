import { useState } from 'react';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import { employeeGroupSchema, type EmployeeGroup } from '@domain/contract/employee-group.schema';
import { formatMoney } from '@domain/money';
import { ResourceList, type ResourceColumn } from '@/ui/resource-list/resource-list';
import { ConfirmDialog } from '@/ui/resource-dialog/resource-dialog';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import { EMPLOYEE_GROUPS, deleteGroup } from '../api/employee-groups';
import { EmployeeGroupDialog } from './employee-group-dialog';

const rateOf = (group: EmployeeGroup) => group.stakes.find((stake) => stake.id === group.rateStakeId);

const COLUMNS: readonly ResourceColumn<EmployeeGroup>[] = [
  {
    id: 'kilometerRate',
    label: 'Stawka za km',
    align: 'right',
    render: (group) => {
      const rate = rateOf(group);
      return rate ? formatMoney(rate.kilometerRate) : 'brak stawki';
    },
  },
  {
    id: 'waitHourRate',
    label: 'Stawka za godz. oczekiwania',
    align: 'right',
    render: (group) => {
      const rate = rateOf(group);
      return rate ? formatMoney(rate.waitHourRate) : 'brak stawki';
    },
  },
];

/** 'Grupy pracownicze' of the head of company (docs/spec-decisions.md row 203). */
export function EmployeeGroupsList() {
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
        columns={COLUMNS}
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
      {open && <EmployeeGroupDialog groupId={open.id} onClose={() => setOpen(null)} />}
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
