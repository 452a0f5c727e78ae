/**
 * Employee requests on the wire (administration.md §3 Employee request): the list item carries the last
 * message's facts so the SPA's badge is `isUnread` of the same fields the server had; the item carries
 * the chat.
 */
import { z } from 'zod';
import { contextShape, hydraItemSchema } from './hydra.schema';
import { personRefSchema } from './course.schema';
import { EMPLOYEE_REQUEST_STATUSES } from '../employee-requests/employee-request-rules';

export const employeeRequestMessageSchema = hydraItemSchema.extend({
  '@type': z.literal('EmployeeRequestMessage'),
  id: z.number(),
  employeeRequest: z.string(),
  message: z.string(),
  createdAt: z.string(),
  createdBy: personRefSchema,
  viewedBy: z.array(z.number()),
  idempotencyKey: z.string(),
});
export const employeeRequestMessageItemSchema = employeeRequestMessageSchema.extend(contextShape);

export const employeeRequestSchema = hydraItemSchema.extend({
  '@type': z.literal('EmployeeRequest'),
  id: z.number(),
  status: z.enum(EMPLOYEE_REQUEST_STATUSES as ['open', 'finished']),
  createdAt: z.string(),
  createdBy: personRefSchema.extend({ companyId: z.number().nullable() }),
  version: z.number(),
  lastMessage: employeeRequestMessageSchema.nullable(),
  messageCount: z.number(),
});

export const employeeRequestDetailSchema = employeeRequestSchema.extend({
  ...contextShape,
  messages: z.array(employeeRequestMessageSchema),
});

export type EmployeeRequest = z.output<typeof employeeRequestSchema>;
export type EmployeeRequestDetail = z.output<typeof employeeRequestDetailSchema>;
export type EmployeeRequestMessage = z.output<typeof employeeRequestMessageSchema>;
