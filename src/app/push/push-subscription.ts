/**
 * Web Push subscription of the signed-in browser (ADR 021): when notifications are granted and the
 * server has a VAPID key (`GET api/push/config`), the existing service worker subscribes and the
 * subscription is stored as one of the user's devices (`PUT api/users/{id}` deviceToken, §7; every
 * browser is its own device, issue 34). Loaded lazily by use-push-subscription.ts, so no route pays
 * for it up front.
 */
import { pushConfigSchema } from '@domain/push/push-config';
import { api } from '@/api/client';

export type PushOutcome = 'unsupported' | 'not-granted' | 'off' | 'unchanged' | 'stored';

export interface PushUser {
  id: number;
  version: number;
}

/** The token last stored for the user from this browser: a reload does not write it again. */
const memoKey = (userId: number) => `kursownik-push-token:${userId}`;

export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    typeof Notification !== 'undefined'
  );
}

export async function subscribeToPush(user: PushUser): Promise<PushOutcome> {
  if (!pushSupported()) return 'unsupported';
  // Asking is the 'Powiadomienia' setting's job (a click); a page load never prompts.
  if (Notification.permission !== 'granted') return 'not-granted';
  const { publicKey } = pushConfigSchema.parse((await api.get<unknown>('/api/push/config')).data);
  if (!publicKey) return 'off';
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
  const token = JSON.stringify(subscription.toJSON());
  if (localStorage.getItem(memoKey(user.id)) === token) return 'unchanged';
  await api.put(`/api/users/${user.id}`, { deviceToken: token, version: user.version });
  localStorage.setItem(memoKey(user.id), token);
  return 'stored';
}
