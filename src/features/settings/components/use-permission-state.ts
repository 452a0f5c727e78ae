import { useEffect, useState } from 'react';

export type PermissionKind = 'geolocation' | 'notifications';
export type PermissionStatusValue = 'granted' | 'denied' | 'prompt' | 'unsupported' | 'unknown';

export const PERMISSION_LABELS: Record<PermissionStatusValue, string> = {
  granted: 'Zezwolono',
  denied: 'Zablokowano',
  prompt: 'Nie zapytano',
  unsupported: 'Przeglądarka nie obsługuje tej funkcji',
  unknown: 'Sprawdzanie…',
};

function notificationFallback(): PermissionStatusValue {
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.permission === 'default' ? 'prompt' : Notification.permission;
}

function initialState(kind: PermissionKind): PermissionStatusValue {
  if (kind === 'notifications') return notificationFallback();
  return typeof navigator !== 'undefined' && 'geolocation' in navigator ? 'unknown' : 'unsupported';
}

/**
 * The browser's permission state (administration.md §4: granted, denied, prompt), followed live
 * through `navigator.permissions` where the browser has it.
 */
export function usePermissionState(kind: PermissionKind): [PermissionStatusValue, () => void] {
  const [state, setState] = useState<PermissionStatusValue>(() => initialState(kind));
  const [checks, setChecks] = useState(0);

  useEffect(() => {
    const permissions = typeof navigator === 'undefined' ? undefined : navigator.permissions;
    if (!permissions) return;
    let status: PermissionStatus | undefined;
    let active = true;
    const update = () => {
      if (active && status) setState(status.state);
    };
    permissions
      .query({ name: kind })
      .then((result) => {
        status = result;
        update();
        result.addEventListener('change', update);
      })
      .catch(() => {
        if (active) setState(kind === 'notifications' ? notificationFallback() : 'prompt');
      });
    return () => {
      active = false;
      status?.removeEventListener('change', update);
    };
  }, [kind, checks]);

  const recheck = () => {
    if (kind === 'notifications') setState(notificationFallback());
    setChecks((count) => count + 1);
  };
  return [state, recheck];
}
