import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { ApiError } from '@/api/api-error';
import { KEPT_DATA_NOTICE, QueryGate, RetryAlert, serverError } from './query-gate';
import { bothOf } from './both-of';

/** A query whose answers the test scripts: each call takes the next one (an Error rejects). */
function Gated({
  answers,
  custom,
  server,
  silent,
}: {
  answers: (string | Error)[];
  custom?: boolean;
  server?: boolean;
  /** `pending={null}`: a section that shows nothing while it waits. */
  silent?: boolean;
}) {
  const [left] = useState(() => [...answers]);
  const query = useQuery({
    queryKey: ['gate-test'],
    queryFn: () => {
      const next = left.shift() ?? 'koniec';
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
    },
  });
  if (server)
    return (
      <QueryGate query={query} error={serverError}>
        {(text) => <p>{text}</p>}
      </QueryGate>
    );
  if (silent)
    return (
      <QueryGate query={query} pending={null}>
        {(text) => <p>{text}</p>}
      </QueryGate>
    );
  if (!custom) return <QueryGate query={query}>{(text) => <p>{text}</p>}</QueryGate>;
  return (
    <QueryGate
      query={query}
      pending={<p>Czekam</p>}
      error={(error, retry) => <RetryAlert onRetry={retry}>{error.message}</RetryAlert>}
    >
      {(text) => <p>{text}</p>}
    </QueryGate>
  );
}

describe('QueryGate', () => {
  it('shows a spinner, then the §8 load error whose retry asks again and shows the data', async () => {
    const { user } = renderWithRouter(<Gated answers={[new Error('x'), 'Dane']} />);
    expect(screen.getByRole('status', { name: 'Wczytywanie' })).toBeInTheDocument();
    expect(await screen.findByText('Wystąpił błąd podczas ładowania')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Dane')).toBeInTheDocument();
  });

  it("keeps a screen's own placeholder and error text", async () => {
    const { user } = renderWithRouter(<Gated custom answers={[new Error('Brak dostępu'), 'Dane']} />);
    expect(screen.getByText('Czekam')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Brak dostępu');
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Dane')).toBeInTheDocument();
  });

  it('shows nothing while it waits when pending is null, then the data', async () => {
    const { container } = renderWithRouter(<Gated silent answers={['Dane']} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
    expect(await screen.findByText('Dane')).toBeInTheDocument();
  });

  it('with serverError, says what the server answered, and retries', async () => {
    const notFound = new ApiError(404, {
      '@type': 'hydra:Error',
      'hydra:description': 'Nie znaleziono firmy',
    });
    const { user } = renderWithRouter(<Gated server answers={[notFound, 'Dane']} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie znaleziono firmy');
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Dane')).toBeInTheDocument();
  });

  it('with bothOf, waits for two reads, and its retry reads again only the one that failed', async () => {
    let firstCalls = 0;
    let secondCalls = 0;
    function Joined() {
      const first = useQuery({
        queryKey: ['gate-first'],
        queryFn: () => {
          firstCalls += 1;
          return Promise.resolve('Wykonawcy');
        },
      });
      const second = useQuery({
        queryKey: ['gate-second'],
        queryFn: () => {
          secondCalls += 1;
          return secondCalls === 1 ? Promise.reject(new Error('x')) : Promise.resolve('Obsługiwane');
        },
      });
      return <QueryGate query={bothOf(first, second)}>{([a, b]) => <p>{`${a} i ${b}`}</p>}</QueryGate>;
    }
    const { user } = renderWithRouter(<Joined />);
    expect(screen.getByRole('status', { name: 'Wczytywanie' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Wykonawcy i Obsługiwane')).toBeInTheDocument();
    expect([firstCalls, secondCalls]).toEqual([1, 2]);
  });

  describe('keepData', () => {
    /** Shows the data and a button that refetches; the answers are scripted as in Gated. */
    function Kept({ answers, mode }: { answers: (string | Error)[]; mode?: 'notice' | 'quiet' }) {
      const [left] = useState(() => [...answers]);
      const query = useQuery({
        queryKey: ['gate-kept'],
        queryFn: () => {
          const next = left.shift() ?? 'koniec';
          return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
        },
      });
      return (
        <>
          <button type="button" onClick={() => void query.refetch()}>
            Odśwież
          </button>
          {query.isError && <span>Odczyt nieudany</span>}
          <QueryGate query={query} keepData={mode}>
            {(text) => (
              <>
                <p>{text}</p>
                <input aria-label="Pole" />
              </>
            )}
          </QueryGate>
        </>
      );
    }

    it("'notice': a failed refetch keeps the data with a small notice whose retry reads again", async () => {
      const { user } = renderWithRouter(
        <Kept mode="notice" answers={['Stare dane', new Error('x'), 'Nowe dane']} />,
      );
      expect(await screen.findByText('Stare dane')).toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: 'Pole' }), 'wpisane');
      await user.click(screen.getByRole('button', { name: 'Odśwież' }));
      expect(await screen.findByText(KEPT_DATA_NOTICE)).toBeInTheDocument();
      expect(screen.getByText('Stare dane')).toBeInTheDocument();
      // The screen is not mounted again: what was typed stays.
      expect(screen.getByRole('textbox', { name: 'Pole' })).toHaveValue('wpisane');
      expect(screen.queryByText('Wystąpił błąd podczas ładowania')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
      expect(await screen.findByText('Nowe dane')).toBeInTheDocument();
      expect(screen.queryByText(KEPT_DATA_NOTICE)).not.toBeInTheDocument();
    });

    it("'quiet': keeps the data without a notice; a first read that fails still shows the error", async () => {
      const { user } = renderWithRouter(<Kept mode="quiet" answers={['Stare dane', new Error('x')]} />);
      expect(await screen.findByText('Stare dane')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Odśwież' }));
      expect(await screen.findByText('Odczyt nieudany')).toBeInTheDocument();
      expect(screen.getByText('Stare dane')).toBeInTheDocument();
      expect(screen.queryByText(KEPT_DATA_NOTICE)).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('without keepData a failed refetch shows the error screen, as before', async () => {
      const { user } = renderWithRouter(<Kept answers={['Stare dane', new Error('x')]} />);
      expect(await screen.findByText('Stare dane')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Odśwież' }));
      expect(await screen.findByText('Wystąpił błąd podczas ładowania')).toBeInTheDocument();
      expect(screen.queryByText('Stare dane')).not.toBeInTheDocument();
    });

    it('a first read that fails shows the error even with keepData (nothing to keep)', async () => {
      renderWithRouter(<Kept mode="notice" answers={[new Error('x')]} />);
      expect(await screen.findByText('Wystąpił błąd podczas ładowania')).toBeInTheDocument();
      expect(screen.queryByText(KEPT_DATA_NOTICE)).not.toBeInTheDocument();
    });
  });
});
