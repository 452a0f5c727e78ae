import { useState } from 'react';
import { useNavigate } from 'react-router';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { LEAVE_GUARD_TEXT, useLeaveGuard } from './leave-guard';

/** A form whose one field makes it dirty; 'zapisz' saves and leads to the list as the course forms do. */
function Form() {
  const [text, setText] = useState('');
  const [failing, setFailing] = useState(false);
  const navigate = useNavigate();
  const guard = useLeaveGuard(text !== '');
  const save = () =>
    guard
      .saving(async () => {
        if (failing) throw new Error('422');
        await navigate('/list');
      })
      .catch(() => undefined);
  return (
    <>
      {guard.dialog}
      <label>
        Uwagi
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button onClick={() => void navigate('/list')}>anuluj</button>
      <button onClick={() => void navigate('/form?company=2', { replace: true })}>inna firma</button>
      <button onClick={() => setFailing(true)}>zepsuj zapis</button>
      <button onClick={() => void save()}>zapisz</button>
    </>
  );
}

const setUp = () =>
  renderWithRouter(<Form />, { path: '/form', routes: [{ path: '/list', element: <h1>Lista</h1> }] });

/** What the browser's own reload or tab close asks: a cancelled `beforeunload`. */
function unloadIsAsked(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useLeaveGuard', () => {
  it('leaves an untouched form without a question', async () => {
    const { user } = setUp();
    expect(unloadIsAsked()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'anuluj' }));
    expect(await screen.findByRole('heading', { name: 'Lista' })).toBeVisible();
  });

  it('asks before typed input is left, and stays or leaves as answered', async () => {
    const { user, router } = setUp();
    await user.type(screen.getByLabelText('Uwagi'), 'Pociąg opóźniony');
    expect(unloadIsAsked()).toBe(true);

    await user.click(screen.getByRole('button', { name: 'anuluj' }));
    const dialog = await screen.findByRole('dialog', { name: LEAVE_GUARD_TEXT.title });
    expect(dialog).toHaveAccessibleDescription(LEAVE_GUARD_TEXT.body);
    // The safe answer is the one a keyboard user is on.
    expect(screen.getByRole('button', { name: LEAVE_GUARD_TEXT.stay })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: LEAVE_GUARD_TEXT.stay }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Uwagi')).toHaveValue('Pociąg opóźniony');

    // Any other way out (a menu link, the browser's Back) goes through the same question.
    await act(() => router.navigate('/list'));
    await user.click(await screen.findByRole('button', { name: LEAVE_GUARD_TEXT.leave }));
    expect(await screen.findByRole('heading', { name: 'Lista' })).toBeVisible();
  });

  it('does not ask when the same page changes its search, nor when a save leads on', async () => {
    const { user, router } = setUp();
    await user.type(screen.getByLabelText('Uwagi'), 'x');
    await user.click(screen.getByRole('button', { name: 'inna firma' }));
    expect(router.state.location.search).toBe('?company=2');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'zapisz' }));
    expect(await screen.findByRole('heading', { name: 'Lista' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('guards the form again after a failed save', async () => {
    const { user } = setUp();
    await user.type(screen.getByLabelText('Uwagi'), 'x');
    await user.click(screen.getByRole('button', { name: 'zepsuj zapis' }));
    await user.click(screen.getByRole('button', { name: 'zapisz' }));
    expect(unloadIsAsked()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'anuluj' }));
    expect(await screen.findByRole('dialog', { name: LEAVE_GUARD_TEXT.title })).toBeVisible();
  });
});
