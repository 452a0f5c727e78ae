/** Rows to the wire contract (domain/contract/employee-request.schema.ts). */
import type {
  EmployeeRequest,
  EmployeeRequestMessage,
} from '../../../domain/contract/employee-request.schema';
import { iri } from '../../../domain/contract/iri';
import type { MessageRow, RequestRow } from './employee-requests.repository';

export function messageView(row: MessageRow): EmployeeRequestMessage {
  return {
    '@id': iri('employee_request_messages', row.id),
    '@type': 'EmployeeRequestMessage',
    id: row.id,
    employeeRequest: iri('employee_requests', row.requestId),
    message: row.text,
    createdAt: row.createdAt.toISOString(),
    createdBy: { id: row.createdById, name: row.authorName },
    viewedBy: row.viewedBy,
    idempotencyKey: row.idempotencyKey,
  };
}

export function requestView(
  row: RequestRow,
  lastMessage: MessageRow | null,
  messageCount: number,
): EmployeeRequest {
  const { request } = row;
  return {
    '@id': iri('employee_requests', request.id),
    '@type': 'EmployeeRequest',
    id: request.id,
    status: request.status === 'finished' ? 'finished' : 'open',
    createdAt: request.createdAt.toISOString(),
    createdBy: { id: request.createdById, name: row.creatorName, companyId: row.creatorCompanyId },
    version: request.version,
    lastMessage: lastMessage ? messageView(lastMessage) : null,
    messageCount,
  };
}
