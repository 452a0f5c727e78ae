import { describe, expect, it } from 'vitest';
import type { Role } from '../auth/roles';
import {
  canFinishRequest,
  canSeeRequest,
  canWriteToRequest,
  isUnread,
  listWindowStart,
  type RequestFacts,
} from './employee-request-rules';

const ME = 7;
const OTHER = 9;

describe('isUnread (§4: the last message by someone else, the user not in its viewedBy)', () => {
  it.each([
    { case: 'no messages', last: null, unread: false },
    { case: 'my own last message', last: { createdBy: { id: ME }, viewedBy: [] }, unread: false },
    { case: 'my own, seen by others', last: { createdBy: { id: ME }, viewedBy: [OTHER] }, unread: false },
    { case: "another's, unseen", last: { createdBy: { id: OTHER }, viewedBy: [] }, unread: true },
    { case: "another's, seen by a third", last: { createdBy: { id: OTHER }, viewedBy: [3] }, unread: true },
    { case: "another's, seen by me", last: { createdBy: { id: OTHER }, viewedBy: [3, ME] }, unread: false },
  ])('$case -> $unread', ({ last, unread }) => {
    expect(isUnread(ME, last)).toBe(unread);
  });
});

const user = (roles: Role[], companyId: number | null = 1, id = ME) => ({
  id,
  roles: ['ROLE_DEFAULT' as Role, ...roles],
  companyId,
});
const request = (over: Partial<RequestFacts> = {}): RequestFacts => ({
  createdById: OTHER,
  creatorCompanyId: 1,
  status: 'open',
  ...over,
});

describe('who sees, writes and finishes', () => {
  it.each([
    {
      who: 'admin',
      u: user(['ROLE_ADMIN'], null),
      r: request({ creatorCompanyId: 2 }),
      see: true,
      finish: true,
    },
    {
      who: 'watcher, same company',
      u: user(['ROLE_EMPLOYEE_REQUEST']),
      r: request(),
      see: true,
      finish: true,
    },
    {
      who: 'watcher, other company',
      u: user(['ROLE_EMPLOYEE_REQUEST']),
      r: request({ creatorCompanyId: 2 }),
      see: false,
      finish: false,
    },
    {
      who: 'watcher without a company',
      u: user(['ROLE_EMPLOYEE_REQUEST'], null),
      r: request({ creatorCompanyId: 2 }),
      see: true,
      finish: true,
    },
    {
      who: 'passenger, own',
      u: user(['ROLE_PASSENGER']),
      r: request({ createdById: ME }),
      see: true,
      finish: true,
    },
    { who: "passenger, a colleague's", u: user(['ROLE_PASSENGER']), r: request(), see: false, finish: false },
    { who: 'dispatcher', u: user(['ROLE_USER'], null), r: request(), see: false, finish: false },
    { who: 'driver', u: user(['ROLE_DRIVER']), r: request(), see: false, finish: false },
  ])('$who: sees $see, finishes $finish', ({ u, r, see, finish }) => {
    expect(canSeeRequest(u, r)).toBe(see);
    expect(canWriteToRequest(u, r)).toBe(see);
    expect(canFinishRequest(u, r)).toBe(finish);
  });

  it('a finished request takes no message and no second finish', () => {
    const admin = user(['ROLE_ADMIN'], null);
    const finished = request({ status: 'finished' });
    expect(canSeeRequest(admin, finished)).toBe(true);
    expect(canWriteToRequest(admin, finished)).toBe(false);
    expect(canFinishRequest(admin, finished)).toBe(false);
  });
});

describe('listWindowStart (§9: 60 days for non-passengers)', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it('the office loads 60 days back; a passenger pages through all', () => {
    expect(listWindowStart(user(['ROLE_ADMIN'], null), now)?.toISOString()).toBe('2026-09-27T12:00:00.000Z');
    expect(listWindowStart(user(['ROLE_EMPLOYEE_REQUEST']), now)).not.toBeNull();
    expect(listWindowStart(user(['ROLE_PASSENGER']), now)).toBeNull();
  });
});
