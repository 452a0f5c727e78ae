import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { EmployeeGroup } from '@domain/contract/employee-group.schema';
import { todayIsoDate } from '@domain/dates';
import { groupFormSchema, type GroupFormInput, type StakeBody } from '@domain/people/employee-group.schema';
import { picksGroupCompany, type PassengerActor } from '@domain/people/passenger-permissions';
import { groupRateOn, stakesNewestFirst } from '@domain/settlement/rate-stake';
import { ResourceDialog } from '@/ui/resource-dialog/resource-dialog';
import { ResourceDialogLoading } from '@/ui/resource-dialog/resource-dialog-loading';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import { useStaleForm } from '@/ui/form/stale-save/use-stale-form';
import {
  EMPLOYEE_GROUPS,
  createGroup,
  groupQuery,
  updateGroup,
  useEmployeeGroup,
} from '../api/employee-groups-api';
import { GroupCompanySelect, GroupCompanyText } from './group-company-fields';
import { NewStakesDialog } from './new-stakes-dialog';
import { StakesTable, type StakeRowView } from './stakes-table';

interface EmployeeGroupDialogProps {
  /** null: 'Nowa grupa pracowniczą'; else the group to edit. */
  groupId: number | null;
  actor: PassengerActor;
  onClose: () => void;
}

/** Existing stakes keep their ids; new ones rank after them (newest) until saved. */
function stakeRows(group: EmployeeGroup | undefined, added: readonly StakeBody[]): StakeRowView[] {
  const existing = (group?.stakes ?? []).map((stake) => ({ ...stake, pending: false }));
  const top = Math.max(0, ...existing.map((stake) => stake.id));
  const all = [
    ...existing,
    ...added.map((stake, index) => ({ ...stake, id: top + index + 1, pending: true })),
  ];
  const current = groupRateOn(all, todayIsoDate());
  return stakesNewestFirst(all).map((stake) => ({
    key: String(stake.id),
    kilometerRate: stake.kilometerRate,
    waitHourRate: stake.waitHourRate,
    validFrom: stake.validFrom,
    current: stake === current,
    pending: stake.pending,
  }));
}

/**
 * 'Nowa grupa pracowniczą' / 'Edytuj grupę pracowniczą' (administration.md §2.7): the name, and in edit
 * mode the stakes table with 'Dodaj nowe stawki' (the New stakes modal); the new stakes are sent with
 * 'Zapisz' beside the kept ones (docs/spec-decisions.md row 202). An admin names a new group's company
 * and sees an edited one's (row 660).
 */
export function EmployeeGroupDialog({ groupId, actor, onClose }: EmployeeGroupDialogProps) {
  const group = useEmployeeGroup(groupId);
  if (groupId !== null && !group.data)
    return <ResourceDialogLoading title="Edytuj grupę pracowniczą" query={group} onClose={onClose} />;
  return <GroupForm group={group.data} actor={actor} onClose={onClose} />;
}

const valuesOf = (group: EmployeeGroup | undefined): GroupFormInput => ({
  name: group?.name ?? '',
  company: group?.company['@id'] ?? '',
});

interface GroupFormProps {
  group: EmployeeGroup | undefined;
  actor: PassengerActor;
  onClose: () => void;
}

function GroupForm({ group, actor, onClose }: GroupFormProps) {
  const [added, setAdded] = useState<StakeBody[]>([]);
  const [stakesOpen, setStakesOpen] = useState(false);
  const form = useForm<GroupFormInput>({
    resolver: zodResolver(groupFormSchema(actor)),
    defaultValues: valuesOf(group),
  });
  const stale = useStaleForm(form, groupQuery(group?.id ?? 0), valuesOf, group);
  const save = useResourceMutation({
    kind: group ? 'edit' : 'create',
    resource: EMPLOYEE_GROUPS,
    mutationFn: ({ name, company }: GroupFormInput) =>
      group
        ? updateGroup(stale.pin(group), { name, newStakes: added })
        : createGroup(name, company === '' ? null : company),
    onSuccess: onClose,
    stale: group && stale,
  });
  const submit = form.handleSubmit(({ name, company }) => save.mutate({ name: name.trim(), company }));
  const picksCompany = picksGroupCompany(actor);
  const { errors } = form.formState;
  // The modal is a sibling, not a child: a portal's submit would bubble to this form through React.
  return (
    <>
      <ResourceDialog
        title={group ? 'Edytuj grupę pracowniczą' : 'Nowa grupa pracowniczą'}
        onSubmit={() => void submit()}
        onClose={onClose}
        pending={save.isPending}
        stale={stale}
      >
        <TextField
          label="Nazwa grupy"
          required
          {...form.register('name')}
          error={Boolean(errors.name)}
          helperText={errors.name?.message}
        />
        {picksCompany &&
          (group ? <GroupCompanyText name={group.company.name} /> : <GroupCompanySelect form={form} />)}
        {group && (
          <Box component="section" aria-label="Warunki współpracy" sx={{ display: 'grid', gap: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography component="h3" variant="subtitle1" sx={{ flex: 1 }}>
                Warunki współpracy
              </Typography>
              <Button onClick={() => setStakesOpen(true)}>Dodaj nowe stawki</Button>
            </Box>
            <StakesTable rows={stakeRows(group, added)} />
          </Box>
        )}
      </ResourceDialog>
      {stakesOpen && (
        <NewStakesDialog
          onAdd={(stakes) => setAdded((list) => [...list, stakes])}
          onClose={() => setStakesOpen(false)}
        />
      )}
    </>
  );
}
