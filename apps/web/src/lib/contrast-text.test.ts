import { describe, expect, it } from 'vitest';
import { contrastText } from './contrast-text';

describe('contrastText', () => {
  it('puts white on dark colours and black on light ones', () => {
    expect(contrastText('#3949AB')).toBe('#FFFFFF');
    expect(contrastText('#455A64')).toBe('#FFFFFF');
    expect(contrastText('#FDD835')).toBe('#000000');
    expect(contrastText('#fff')).toBe('#000000');
    expect(contrastText('#000')).toBe('#FFFFFF');
  });

  it('puts black on the mid greens, blues and greys where white reads below 4.5:1', () => {
    expect(contrastText('#7CB342')).toBe('#000000');
    expect(contrastText('#1E88E5')).toBe('#000000');
    expect(contrastText('#00ACC1')).toBe('#000000');
    expect(contrastText('#7C7C7C')).toBe('#000000');
  });

  it('reads the colour without its alpha', () => {
    expect(contrastText('#3949AB80')).toBe('#FFFFFF');
  });
});
