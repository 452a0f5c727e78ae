import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SERIES_SCOPE_LABELS } from '@domain/course-series/series-following';
import { SeriesScopeChoice } from './series-scope-choice';

describe('SeriesScopeChoice', () => {
  it('shows both answers with the given one checked and reports the one picked', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SeriesScopeChoice value="only" onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Które kursy serii' })).toBeVisible();
    expect(screen.getByRole('radio', { name: SERIES_SCOPE_LABELS.only })).toBeChecked();
    expect(screen.getByRole('radio', { name: SERIES_SCOPE_LABELS.following })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: SERIES_SCOPE_LABELS.following }));
    expect(onChange).toHaveBeenCalledWith('following');
  });
});
