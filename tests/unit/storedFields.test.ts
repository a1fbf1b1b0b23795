import { describe, expect, it } from 'vitest';
import { numberOrNull, numberOrZero, textField, textOrNull } from '../../src/lib/storedFields';

describe('stored fields read defensively', () => {
  it('reads text, or empty when the field is missing or not text', () => {
    expect(textField('Calm')).toBe('Calm');
    for (const odd of [undefined, null, 5, { text: 'x' }]) expect(textField(odd)).toBe('');
    expect(textOrNull('Calm')).toBe('Calm');
    for (const odd of ['', undefined, null, 5]) expect(textOrNull(odd)).toBeNull();
  });

  it('reads finite numbers only', () => {
    expect(numberOrNull(2500)).toBe(2500);
    expect(numberOrZero(0.5)).toBe(0.5);
    for (const odd of [undefined, '2500', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(numberOrNull(odd)).toBeNull();
      expect(numberOrZero(odd)).toBe(0);
    }
  });
});
