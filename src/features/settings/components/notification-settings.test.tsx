import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PUSH_DEVICE_TEXTS } from '@domain/push/push-devices';
import { server } from '@mocks/server';
import { buildPushDevice, pushDeviceHandlers } from '@mocks/push-devices';
import { buildUser } from '@mocks/users';
import { renderWithRouter } from '@/test/render';
import { NO_PUSH_ON_SERVER, NotificationSettings } from './notification-settings';

const withKey = (publicKey: string | null) =>
  server.use(http.get('*/api/push/config', () => HttpResponse.json({ publicKey })));

describe("'Powiadomienia' in the settings", () => {
  it('says when this server sends no push notices at all (no VAPID key)', async () => {
    withKey(null);
    renderWithRouter(<NotificationSettings />);
    expect(await screen.findByText(NO_PUSH_ON_SERVER)).toBeInTheDocument();
  });

  it('lists every device with its name and date added, and removes one with Usuń', async () => {
    withKey('BPublic');
    const removed: number[] = [];
    server.use(
      ...pushDeviceHandlers(
        [
          buildPushDevice({ id: 7, name: 'Chrome, Android', createdAt: '2026-03-07T08:05:00.000Z' }),
          buildPushDevice({ id: 3, name: 'Firefox, Windows', createdAt: '2026-02-01T10:00:00.000Z' }),
        ],
        removed,
      ),
    );
    renderWithRouter(<NotificationSettings />);
    const list = await screen.findByRole('list', { name: PUSH_DEVICE_TEXTS.title });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Chrome, AndroidDodano 07.03.2026Usuń',
      'Firefox, WindowsDodano 01.02.2026Usuń',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Usuń: Firefox, Windows, 01.02.2026' }));
    expect(await screen.findByText(PUSH_DEVICE_TEXTS.removed)).toBeInTheDocument();
    expect(removed).toEqual([3]);
    await expect
      .poll(() =>
        within(list)
          .queryAllByRole('listitem')
          .map((item) => item.textContent),
      )
      .toEqual(['Chrome, AndroidDodano 07.03.2026Usuń']);
  });

  it('says so when no device receives notices yet', async () => {
    withKey('BPublic');
    renderWithRouter(<NotificationSettings />);
    expect(await screen.findByText(PUSH_DEVICE_TEXTS.empty)).toBeInTheDocument();
  });

  it('shows no devices to someone previewing the account (only the user manages them)', async () => {
    withKey('BPublic');
    let asked = false;
    server.use(
      http.get('*/api/users/me', () =>
        HttpResponse.json(buildUser({ impersonator: { id: 1, username: 'admin' } })),
      ),
      http.get('*/api/push/devices', () => {
        asked = true;
        return HttpResponse.json({});
      }),
    );
    renderWithRouter(<NotificationSettings />);
    expect(await screen.findByText('Stan uprawnienia:')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(PUSH_DEVICE_TEXTS.title)).not.toBeInTheDocument();
    expect(asked).toBe(false);
  });
});
