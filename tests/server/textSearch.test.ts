// A keyword is found anywhere in a value, and its own LIKE characters are taken as they are.
import { describe, expect, it } from 'vitest';
import { containsPattern } from '../../server/db/textSearch';

describe('keyword search pattern', () => {
  it('finds the keyword anywhere, with % _ and \\ taken literally', () => {
    expect(containsPattern('nia')).toBe('%nia%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
