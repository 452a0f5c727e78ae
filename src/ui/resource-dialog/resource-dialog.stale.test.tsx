import { screen, within } from '@testing-library/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import TextField from '@mui/material/TextField';
import { server } from '@mocks/server';
import { hydraError } from '@mocks/handlers';
import { api } from '@/api/client';
import { STALE_WRITE_MESSAGE } from '@domain/contract/stale-write';
import { renderWithRouter } from '@/test/render';
import { STALE_SAVE_TEXTS } from '@/ui/form/stale-save/stale-save-dialog';
import { ResourceDialog } from './resource-dialog';
import { useResourceMutation } from './use-resource-mutation';
import { useStaleForm } from '@/ui/form/stale-save/use-stale-form';

/** A versioned resource as every administration dialog edits one. */
interface Depot {
  name: string;
  city: string;
  version: number;
}
type DepotValues = Omit<Depot, 'version'>;
const toValues = ({ name, city }: Depot): DepotValues => ({ name, city });
const depotQuery = queryOptions({
  queryKey: ['depots', 'detail', 1],
  queryFn: async () => (await api.get<Depot>('/api/depots/1')).data,
});

function DepotDialog({ onClose }: { onClose: () => void }) {
  const depot = useQuery(depotQuery);
  return depot.data ? <DepotForm depot={depot.data} onClose={onClose} /> : null;
}

function DepotForm({ depot, onClose }: { depot: Depot; onClose: () => void }) {
  const form = useForm<DepotValues>({ defaultValues: toValues(depot) });
  const stale = useStaleForm(form, depotQuery, toValues, depot);
  const save = useResourceMutation({
    kind: 'edit',
    resource: 'depots',
    mutationFn: async (values: DepotValues) =>
      (await api.put(`/api/depots/1`, { ...values, version: stale.pin(depot).version })).data,
    onSuccess: onClose,
    stale,
  });
  return (
    <ResourceDialog
      title="Edytuj zajezdnię"
      onSubmit={() => void form.handleSubmit((values) => save.mutate(values))()}
      onClose={onClose}
      pending={save.isPending}
      stale={stale}
    >
      <TextField label="Nazwa zajezdni" required {...form.register('name')} />
      <TextField label="Miasto" {...form.register('city')} />
    </ResourceDialog>
  );
}

/** Version 3 as loaded; someone else renamed the depot (version 4); the first save is refused. */
function serve(status: 409 | 422 = 409) {
  const sent: Record<string, unknown>[] = [];
  let reads = 0;
  server.use(
    http.get('*/api/depots/1', () => {
      reads += 1;
      return HttpResponse.json(
        reads === 1
          ? { name: 'Grochów', city: 'Warszawa', version: 3 }
          : { name: 'Grochów Główny', city: 'Warszawa', version: 4 },
      );
    }),
    http.put('*/api/depots/1', async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      if (sent.length === 1)
        return status === 409 ? hydraError(409, STALE_WRITE_MESSAGE) : hydraError(422, 'Błędne dane');
      return HttpResponse.json({ ...sent.at(-1), version: 5 });
    }),
  );
  return sent;
}

async function typeCityAndSave() {
  const onClose = vi.fn();
  const view = renderWithRouter(<DepotDialog onClose={onClose} />);
  const form = await screen.findByRole('dialog', { name: 'Edytuj zajezdnię' });
  await view.user.clear(within(form).getByLabelText('Miasto'));
  await view.user.type(within(form).getByLabelText('Miasto'), 'Warszawa-Praga');
  await view.user.click(within(form).getByRole('button', { name: 'Zapisz' }));
  return { ...view, form, onClose };
}

describe('ResourceDialog: a save refused as stale', () => {
  it('names the fields by the form’s labels and keeps the typed value on top of the newer version', async () => {
    const sent = serve();
    const { user, form, onClose } = await typeCityAndSave();
    const stale = await screen.findByRole('dialog', { name: STALE_SAVE_TEXTS.title });
    expect(within(stale).getByRole('list', { name: STALE_SAVE_TEXTS.taken })).toHaveTextContent(
      'Nazwa zajezdni',
    );
    await user.click(within(stale).getByRole('button', { name: STALE_SAVE_TEXTS.keepMine }));
    expect(within(form).getByLabelText(/Nazwa zajezdni/)).toHaveValue('Grochów Główny');
    expect(within(form).getByLabelText('Miasto')).toHaveValue('Warszawa-Praga');
    expect(await screen.findByText(STALE_SAVE_TEXTS.kept)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Zapisz' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      { name: 'Grochów', city: 'Warszawa-Praga', version: 3 },
      { name: 'Grochów Główny', city: 'Warszawa-Praga', version: 4 },
    ]);
  }, 30_000);

  it('takes the newer version as saved when the user loads it, and saves against it', async () => {
    const sent = serve();
    const { user, form, onClose } = await typeCityAndSave();
    const stale = await screen.findByRole('dialog', { name: STALE_SAVE_TEXTS.title });
    await user.click(within(stale).getByRole('button', { name: STALE_SAVE_TEXTS.loadNewer }));
    expect(within(form).getByLabelText(/Nazwa zajezdni/)).toHaveValue('Grochów Główny');
    expect(within(form).getByLabelText('Miasto')).toHaveValue('Warszawa');
    await user.click(within(form).getByRole('button', { name: 'Zapisz' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[1]).toEqual({ name: 'Grochów Główny', city: 'Warszawa', version: 4 });
  }, 30_000);

  it('answers any other refusal with the notice as before', async () => {
    serve(422);
    await typeCityAndSave();
    expect(await screen.findByText('Błędne dane')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: STALE_SAVE_TEXTS.title })).not.toBeInTheDocument();
  }, 30_000);

  it('saves against the loaded version when the resource is read again under the open form', async () => {
    const sent = serve();
    const { user, queryClient } = renderWithRouter(<DepotDialog onClose={vi.fn()} />);
    const form = await screen.findByRole('dialog', { name: 'Edytuj zajezdnię' });
    await user.type(within(form).getByLabelText('Miasto'), '-Praga');
    // A refetch (window focus, a list refresh) brings version 4 while the user types.
    await queryClient.refetchQueries({ queryKey: depotQuery.queryKey });
    await user.click(within(form).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByRole('dialog', { name: STALE_SAVE_TEXTS.title })).toBeInTheDocument();
    expect(sent[0]).toEqual({ name: 'Grochów', city: 'Warszawa-Praga', version: 3 });
  }, 30_000);
});
