import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/api/user.schema';
import { NoticeContext, type NoticeApi } from '@/ui/notice/notice-context';
import { EMPLOYEE_REQUEST_MESSAGES } from '@domain/employee-requests/employee-request-rules';
import { unreadNotice, useUnreadRequests } from './use-unread-requests';

const requests = vi.hoisted(() => ({ data: [] as unknown[] }));
const sound = vi.hoisted(() => ({ play: vi.fn<() => Promise<void>>() }));
vi.mock('../api/employee-requests-api', () => ({
  employeeRequestKeys: { all: ['employee_requests'] },
  useEmployeeRequests: () => ({ data: requests.data }),
}));
vi.mock('@/api/use-live-event', () => ({ useLiveEvent: vi.fn() }));
vi.mock('../utils/notification-sound', () => ({ playNotificationSound: () => sound.play() }));

const admin = { id: 1, roles: ['ROLE_ADMIN'], company: null } as unknown as User;
/** A request whose last message someone else wrote and the admin has not seen: unread (§4). */
const unread = (id: number) => ({ id, lastMessage: { createdBy: { id: 9 }, viewedBy: [] } });

function setUp() {
  const notice: NoticeApi = { success: vi.fn(), error: vi.fn(), info: vi.fn() };
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <NoticeContext value={notice}>{children}</NoticeContext>
    </QueryClientProvider>
  );
  const hook = renderHook(() => useUnreadRequests(admin), { wrapper });
  return { notice, hook };
}

describe('useUnreadRequests', () => {
  beforeEach(() => {
    requests.data = [unread(1), { id: 2, lastMessage: { createdBy: { id: 1 }, viewedBy: [] } }];
    sound.play.mockReset();
  });

  it('counts what is unread at the first load without announcing it', () => {
    const { notice, hook } = setUp();
    expect(hook.result.current).toBe(1);
    expect(notice.info).not.toHaveBeenCalled();
    expect(sound.play).not.toHaveBeenCalled();
  });

  it('announces a request that becomes unread later, with the sound', async () => {
    sound.play.mockResolvedValue(undefined);
    const { notice, hook } = setUp();
    requests.data = [unread(3), ...requests.data];
    hook.rerender();
    expect(hook.result.current).toBe(2);
    expect(notice.info).toHaveBeenCalledWith(unreadNotice(2));
    await waitFor(() => expect(sound.play).toHaveBeenCalledTimes(1));
    expect(notice.error).not.toHaveBeenCalled();
  });

  it('says so in Polish when the browser refuses the sound', async () => {
    sound.play.mockRejectedValue(new DOMException('not allowed', 'NotAllowedError'));
    const { notice, hook } = setUp();
    requests.data = [unread(4), ...requests.data];
    hook.rerender();
    await waitFor(() => expect(notice.error).toHaveBeenCalledWith(EMPLOYEE_REQUEST_MESSAGES.soundFailed));
    expect(EMPLOYEE_REQUEST_MESSAGES.soundFailed).toBe('Nie udało się odtworzyć dźwięku powiadomienia.');
  });
});
