import { describe, expect, it } from 'vitest';
import { readDetails } from './specificity';
import { tokenise } from './tokenise';

const detailsOf = (text: string) => readDetails(text, tokenise(text));

describe('readDetails', () => {
  it('reads capitals in a row as one name, and a capital opening a sentence as none', () => {
    expect(detailsOf('Prefiero Jackson Hewitt, ellos te dan adelanto')).toEqual([
      { kind: 'name', text: 'Jackson Hewitt' },
    ]);
    expect(detailsOf('Con el Direct File del IRS lo hice').map(({ text }) => text)).toEqual([
      'Direct File',
      'IRS',
      'hice',
    ]);
    // A full stop between them: two names, and 'Luego' opens a sentence.
    expect(detailsOf('En Walmart. Luego Costco')).toEqual([
      { kind: 'name', text: 'Walmart' },
      { kind: 'name', text: 'Costco' },
    ]);
  });
});
