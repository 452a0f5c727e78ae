/**
 * Ride comments (courses.md §2 Komentarze tab, §3 Comment, §5, §6, §8): non-whitespace content of a
 * bounded length; anyone who sees the course may comment and copy, only an admin deletes.
 */
import { z } from 'zod';
import { hasRole, type HasRoles } from '../auth/roles';

export const COMMENT_MAX_LENGTH = 2000;

export const COMMENT_MESSAGES = {
  empty: 'Komentarz nie może być pusty',
  tooLong: `Komentarz może mieć najwyżej ${COMMENT_MAX_LENGTH} znaków`,
  // §8 texts, typos kept as the spec writes them.
  saveFailed: 'Coś poszło nie tak przy zapisywaniu komentrza',
  deleteFailed: 'Coś poszło nie tak przy usuwaniu komentrza',
  copied: 'Komentarz został skopiowany do schowka',
  deleteForbidden: 'Tylko administrator może usunąć komentarz.',
  deleteTitle: 'Usunąć komentarz?',
  deleteText: 'Komentarz zniknie dla wszystkich, którzy widzą przejazd. Tej operacji nie można cofnąć.',
  deleted: 'Komentarz został usunięty',
} as const;

/** The text of a comment: kept as typed, refused when blank or longer than COMMENT_MAX_LENGTH. */
export const commentContentSchema = z
  .string({ error: COMMENT_MESSAGES.empty })
  .max(COMMENT_MAX_LENGTH, COMMENT_MESSAGES.tooLong)
  .refine((content) => content.trim() !== '', COMMENT_MESSAGES.empty);

/** Whether `content` may be sent: §5 "Comment sent only with non-whitespace content". */
export const isSendableComment = (content: string) => commentContentSchema.safeParse(content).success;

/**
 * §6 "Only admin deletes a comment".
 *
 * Example: canDeleteComment({ roles: ['ROLE_ADMIN'] }) === true
 */
export const canDeleteComment = (user: HasRoles) => hasRole(user, 'ROLE_ADMIN');

/** How a comment's author is shown: an admin, a company (railway or transport) or anybody else. */
export const COMMENT_AUTHOR_KINDS = ['admin', 'company', 'other'] as const;
export type CommentAuthorKind = (typeof COMMENT_AUTHOR_KINDS)[number];

export function commentAuthorKind(author: HasRoles): CommentAuthorKind {
  if (hasRole(author, 'ROLE_ADMIN')) return 'admin';
  if (
    hasRole(author, 'ROLE_COMPANY') ||
    hasRole(author, 'ROLE_USER_COMPANY') ||
    hasRole(author, 'ROLE_TRANSPORT_COMPANY')
  )
    return 'company';
  return 'other';
}
