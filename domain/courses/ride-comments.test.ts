import { describe, expect, it } from 'vitest';
import {
  COMMENT_MAX_LENGTH,
  COMMENT_MESSAGES,
  canDeleteComment,
  commentAuthorKind,
  commentContentSchema,
  isSendableComment,
} from './ride-comments';

describe('ride comments', () => {
  it('refuses blank content with a Polish message and keeps real text as typed', () => {
    const blank = commentContentSchema.safeParse(' \n\t ');
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toBe(COMMENT_MESSAGES.empty);
    expect(commentContentSchema.parse('  Kierowca czeka  ')).toBe('  Kierowca czeka  ');
    expect(isSendableComment('')).toBe(false);
  });

  it('refuses content longer than the limit', () => {
    expect(isSendableComment('a'.repeat(COMMENT_MAX_LENGTH))).toBe(true);
    const long = commentContentSchema.safeParse('a'.repeat(COMMENT_MAX_LENGTH + 1));
    expect(long.error?.issues[0]?.message).toBe(COMMENT_MESSAGES.tooLong);
  });

  it('lets only an admin delete', () => {
    expect(canDeleteComment({ roles: ['ROLE_ADMIN'] })).toBe(true);
    expect(canDeleteComment({ roles: ['ROLE_USER'] })).toBe(false);
    expect(canDeleteComment({ roles: ['ROLE_PASSENGER'] })).toBe(false);
  });

  it('tells admins and companies apart from other authors', () => {
    expect(commentAuthorKind({ roles: ['ROLE_ADMIN', 'ROLE_USER'] })).toBe('admin');
    expect(commentAuthorKind({ roles: ['ROLE_TRANSPORT_COMPANY'] })).toBe('company');
    expect(commentAuthorKind({ roles: ['ROLE_COMPANY'] })).toBe('company');
    expect(commentAuthorKind({ roles: ['ROLE_DRIVER'] })).toBe('other');
  });

  it('keeps the spec texts with their typos', () => {
    expect(COMMENT_MESSAGES.saveFailed).toBe('Coś poszło nie tak przy zapisywaniu komentrza');
    expect(COMMENT_MESSAGES.deleteFailed).toBe('Coś poszło nie tak przy usuwaniu komentrza');
  });
});
