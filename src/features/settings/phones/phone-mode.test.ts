import { describe, expect, it } from 'vitest';
import { phoneMode } from './phone-mode';

const mode = (query: string, count = 2) => phoneMode(new URLSearchParams(query), count);

describe('phoneMode', () => {
  it('reads create, edit and closed', () => {
    expect(mode('')).toEqual({ mode: 'closed' });
    expect(mode('type=create')).toEqual({ mode: 'create' });
    expect(mode('selectedPhone=0')).toEqual({ mode: 'edit', index: 0 });
    expect(mode('selectedPhone=1')).toEqual({ mode: 'edit', index: 1 });
  });

  it.each([
    'type=edit',
    'type=',
    'selectedPhone=2',
    'selectedPhone=-1',
    'selectedPhone=x',
    'type=create&selectedPhone=0',
  ])('calls %s unsupported', (query) => {
    expect(mode(query)).toEqual({ mode: 'unsupported' });
  });
});
