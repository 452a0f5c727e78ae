import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { currentUserKey, type User } from '@/api/user.schema';
import { isImpersonating } from '../shell/impersonation';

/**
 * After login (and when the notification permission becomes 'granted') the browser subscribes to
 * push; not while previewing another user's account, whose notices must not reach this device.
 * Production only, like the service worker it subscribes through (src/app/service-worker.ts).
 */
export function usePushSubscription(user: User): void {
  const queryClient = useQueryClient();
  const { id, version } = user;
  const previewing = isImpersonating(user);
  useEffect(() => {
    if (previewing || !import.meta.env.PROD) return;
    let active = true;
    const run = () => {
      // Checked before loading the module: most sessions (no permission) never download it.
      if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
      void import('./push-subscription')
        .then((push) => (active ? push.subscribeToPush({ id, version }) : 'unchanged'))
        .then((outcome) => {
          // The PUT raised the user's version: forms must not send the old one.
          if (outcome === 'stored') void queryClient.invalidateQueries({ queryKey: currentUserKey });
        })
        // Push is a convenience: a refusal or an unreachable push service changes nothing else.
        .catch(() => undefined);
    };
    run();
    let status: PermissionStatus | undefined;
    void navigator.permissions
      ?.query({ name: 'notifications' })
      .then((found) => {
        status = found;
        found.addEventListener('change', run);
      })
      .catch(() => undefined);
    return () => {
      active = false;
      status?.removeEventListener('change', run);
    };
  }, [id, version, previewing, queryClient]);
}
