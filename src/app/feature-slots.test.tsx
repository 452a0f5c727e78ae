import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/server';
import { renderWithRouter } from '@/test/render';
import { CourseLabelsProvider } from '@/features/course-form/components/course-labels-provider';
import { LocomotiveSelect } from '@/features/course-form/components/locomotive-select';
import { emptyLabels } from '@/features/course-form/utils/course-labels';
import { FeatureSlots } from './feature-slots';

const company = { id: 3, iri: '/api/companies/3', name: 'PKP Intercity' };
const saved = {
  '@id': '/api/locomotives/9',
  '@type': 'Locomotive',
  id: 9,
  sideNumber: 'EU07-005',
  company: { '@id': company.iri, '@type': 'Company', id: 3, name: company.name },
  version: 1,
};

function Picker({ onChange }: { onChange: (iris: string[]) => void }) {
  return (
    <CourseLabelsProvider initial={emptyLabels()}>
      <LocomotiveSelect company={company} isCompanyUser value={[]} onChange={onChange} />
    </CourseLabelsProvider>
  );
}

describe('FeatureSlots', () => {
  beforeEach(() => {
    server.use(
      http.get('*/api/locomotives', () => HttpResponse.json({ 'hydra:member': [], 'hydra:totalItems': 0 })),
    );
  });

  it("gives the course form's picker the locomotives feature's 'Dodaj lokomotywę', loaded when opened", async () => {
    server.use(http.post('*/api/locomotives', () => HttpResponse.json(saved, { status: 201 })));
    const onChange = vi.fn();
    const { user } = renderWithRouter(
      <FeatureSlots>
        <Picker onChange={onChange} />
      </FeatureSlots>,
    );
    await user.click(screen.getByRole('button', { name: 'Dodaj lokomotywę' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj lokomotywę' });
    await user.type(within(dialog).getByRole('textbox', { name: /Numer/ }), 'EU07-005');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith(['/api/locomotives/9']));
  });

  it("without the app's slots the picker offers no 'Dodaj lokomotywę'", () => {
    renderWithRouter(<Picker onChange={() => undefined} />);
    expect(screen.getByRole('combobox', { name: 'Lokomotywy' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dodaj lokomotywę' })).toBeNull();
  });
});
