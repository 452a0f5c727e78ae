import { describe, expect, it } from 'vitest';
import { savedNotice } from './save-course';

const rides = (...numbers: string[]) => ({ rides: numbers.map((number) => ({ number })) });

describe('savedNotice', () => {
  it('says nothing special when every sent number came back, in any order', () => {
    expect(
      savedNotice(rides('PI/0001/03/2030', 'ZLEC-1'), rides('ZLEC-1', 'PI/0001/03/2030')),
    ).toBeUndefined();
  });

  it('names the number taken meanwhile and the one the ride got instead', () => {
    expect(savedNotice(rides('PI/0100/03/2030', 'ZLEC-1'), rides('ZLEC-1', 'PI/0101/03/2030'))).toBe(
      'Numer PI/0100/03/2030 był już zajęty: przejazd otrzymał numer PI/0101/03/2030',
    );
  });
});
