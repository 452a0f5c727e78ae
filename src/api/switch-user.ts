const SWITCH_USER_KEY = 'switch_user';
/** `?_switch_user=<username>` on any route starts a preview (`app/route-guard.ts`). */
export const SWITCH_USER_PARAM = '_switch_user';

/** Username previewed by an impersonator; sent as `X-Switch-User` while set. */
export function getSwitchUser(): string | null {
  return localStorage.getItem(SWITCH_USER_KEY);
}

export function setSwitchUser(username: string): void {
  localStorage.setItem(SWITCH_USER_KEY, username);
}

export function clearSwitchUser(): void {
  localStorage.removeItem(SWITCH_USER_KEY);
}
