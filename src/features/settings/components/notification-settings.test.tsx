import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { server } from '@mocks/server';
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
});
