/**
 * The requests and chats the server last sent to this user, kept on the phone (src/lib/kept-on-phone)
 * so that the page reloaded without a connection shows them, as the driver link keeps its course
 * (issue 31). Kept per user id: another person on the same browser never reads them, and signing out
 * forgets them. Only the last chats opened are kept, so the storage does not grow without end.
 */
import { z } from 'zod';
import {
  employeeRequestDetailSchema,
  employeeRequestSchema,
  type EmployeeRequest,
  type EmployeeRequestDetail,
} from '@domain/contract/employee-request.schema';
import type { EmployeeRequestStatus } from '@domain/employee-requests/employee-request-rules';
import { keep, readKept } from '@/lib/kept-on-phone';

export const KEPT_CHATS = 20;

const listKey = (userId: number, status: EmployeeRequestStatus) => `employee-requests:${userId}:${status}`;
const chatsKey = (userId: number) => `employee-request-chats:${userId}`;
const listSchema = z.array(employeeRequestSchema);
const chatsSchema = z.array(employeeRequestDetailSchema);

export const readKnownRequests = (userId: number, status: EmployeeRequestStatus) =>
  readKept(listKey(userId, status), listSchema);

export function saveKnownRequests(
  userId: number,
  status: EmployeeRequestStatus,
  requests: readonly EmployeeRequest[],
): void {
  keep(listKey(userId, status), requests);
}

export const readKnownChat = (userId: number, id: number): EmployeeRequestDetail | undefined =>
  readKept(chatsKey(userId), chatsSchema)?.find((chat) => chat.id === id);

/** Keeps the chat as the newest; the oldest beyond KEPT_CHATS are dropped. */
export function saveKnownChat(userId: number, chat: EmployeeRequestDetail): void {
  const others = (readKept(chatsKey(userId), chatsSchema) ?? []).filter((kept) => kept.id !== chat.id);
  keep(chatsKey(userId), [chat, ...others].slice(0, KEPT_CHATS));
}
