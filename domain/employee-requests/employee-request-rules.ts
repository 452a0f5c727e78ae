/**
 * Who sees, writes to and finishes an employee request, and when it is unread (administration.md §3,
 * §4, §6, §9; docs/spec-decisions.md rows 530-). The SPA draws the badges and buttons with these; the
 * server refuses with the very same functions and filters its SQL by `requestScope`.
 */
import { hasRole, type HasRoles } from '../auth/roles';

export type EmployeeRequestStatus = 'open' | 'finished';
export const EMPLOYEE_REQUEST_STATUSES: readonly EmployeeRequestStatus[] = ['open', 'finished'];

export interface RequestViewer extends HasRoles {
  id: number;
  companyId: number | null;
}

/**
 * Whose requests a user sees: 'all' (an admin, or a watcher without a company), the requests of the
 * employees of one company (a ROLE_EMPLOYEE_REQUEST watcher), only their own (a passenger), or none.
 */
export type RequestScope =
  | { kind: 'all' }
  | { kind: 'company'; companyId: number; ownId: number }
  | { kind: 'own'; ownId: number }
  | null;

export function requestScope(user: RequestViewer): RequestScope {
  if (hasRole(user, 'ROLE_ADMIN')) return { kind: 'all' };
  if (hasRole(user, 'ROLE_EMPLOYEE_REQUEST'))
    return user.companyId === null
      ? { kind: 'all' }
      : { kind: 'company', companyId: user.companyId, ownId: user.id };
  if (hasRole(user, 'ROLE_PASSENGER')) return { kind: 'own', ownId: user.id };
  return null;
}

export interface RequestFacts {
  createdById: number;
  /** The company of the employee who raised it. */
  creatorCompanyId: number | null;
  status: EmployeeRequestStatus;
}

export function canSeeRequest(user: RequestViewer, request: RequestFacts): boolean {
  const scope = requestScope(user);
  if (scope === null) return false;
  if (request.createdById === user.id) return true;
  if (scope.kind === 'all') return true;
  if (scope.kind === 'company') return request.creatorCompanyId === scope.companyId;
  return false;
}

/** A request as the wire carries it (list item or detail), read as the rules' facts. */
export const requestFactsOf = (request: {
  createdBy: { id: number; companyId: number | null };
  status: EmployeeRequestStatus;
}): RequestFacts => ({
  createdById: request.createdBy.id,
  creatorCompanyId: request.createdBy.companyId,
  status: request.status,
});

/** Employees raise requests (the create page is for them; the office answers in the chat). */
export const canCreateRequest = (user: HasRoles): boolean => hasRole(user, 'ROLE_PASSENGER');

/** Anyone who sees an open request may write to it; a finished one is closed for messages. */
export const canWriteToRequest = (user: RequestViewer, request: RequestFacts): boolean =>
  request.status === 'open' && canSeeRequest(user, request);

/** The office (admin, watcher) and the employee who raised it may finish an open request. */
export function canFinishRequest(user: RequestViewer, request: RequestFacts): boolean {
  if (request.status !== 'open' || !canSeeRequest(user, request)) return false;
  return (
    request.createdById === user.id || hasRole(user, 'ROLE_ADMIN') || hasRole(user, 'ROLE_EMPLOYEE_REQUEST')
  );
}

/** §9: non-passengers load the last 60 days; a passenger pages through all their own. */
export const OFFICE_WINDOW_DAYS = 60;

/** The earliest createdAt a user's list shows, or null (no window: the user's own requests). */
export function listWindowStart(user: RequestViewer, now: Date): Date | null {
  const scope = requestScope(user);
  if (scope === null || scope.kind === 'own') return null;
  return new Date(now.getTime() - OFFICE_WINDOW_DAYS * 24 * 60 * 60 * 1000);
}

/** The last message as the wire carries it (the list item's `lastMessage`). */
export interface LastMessageFacts {
  createdBy: { id: number };
  viewedBy: readonly number[];
}

/** §4: unread when the last message was written by someone else and the user is not in its viewedBy. */
export function isUnread(userId: number, last: LastMessageFacts | null | undefined): boolean {
  if (!last) return false;
  return last.createdBy.id !== userId && !last.viewedBy.includes(userId);
}

export const MESSAGE_MAX_LENGTH = 2000;

export const EMPLOYEE_REQUEST_MESSAGES = {
  textRequired: 'Wpisz treść wiadomości',
  textTooLong: `Wiadomość może mieć najwyżej ${MESSAGE_MAX_LENGTH} znaków`,
  finished: 'Zgłoszenie jest zakończone',
  /** A client bug: one key is one message (ADR 020), never reused for another request. */
  keyReused: 'Ten klucz wiadomości został już użyty w innym zgłoszeniu',
  soundFailed: 'Nie udało się odtworzyć dźwięku powiadomienia.',
  created: 'Zgłoszenie zostało wysłane',
  finishedNotice: 'Zgłoszenie zostało zakończone',
  /** Asked first: a finished request cannot be opened again nor written to. */
  finishQuestion: 'Czy na pewno zakończyć zgłoszenie?',
  finishQuestionText: 'Zakończonego zgłoszenia nie można wznowić ani dopisać do niego wiadomości.',
} as const;
