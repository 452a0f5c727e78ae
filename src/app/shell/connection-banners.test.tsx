import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ConnectionBanners } from './connection-banners';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ConnectionBanners', () => {
  it('shows the offline banner, then the back-online text for 3 seconds', async () => {
    render(<ConnectionBanners />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => setOnline(false));
    expect(await screen.findByText('Próba nawiązania połączenia z Internetem')).toBeInTheDocument();

    vi.useFakeTimers();
    act(() => setOnline(true));
    expect(screen.getByText('Przywrócono połączenie z Internetem')).toBeInTheDocument();
    expect(screen.queryByText('Próba nawiązania połączenia z Internetem')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText('Przywrócono połączenie z Internetem')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Przywrócono połączenie z Internetem')).not.toBeInTheDocument();
  });

  it('starts with the offline banner when the page loads offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<ConnectionBanners />);
    expect(await screen.findByText('Próba nawiązania połączenia z Internetem')).toBeInTheDocument();
  });

  it('makes room for itself at the top of the page, and gives it back when it goes', async () => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(48);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<ConnectionBanners />);
    await screen.findByText('Próba nawiązania połączenia z Internetem');
    const room = () => document.documentElement.style.getPropertyValue('--connection-banner-height');
    expect(room()).toBe('48px');

    vi.useFakeTimers();
    act(() => setOnline(true));
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(room()).toBe('');
  });
});
