import { FIXED_INDUSTRIES } from '@replica/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { compareIndustries } from './industry-order';

describe('compareIndustries', () => {
  it('puts the fixed industries first, in their fixed order', () => {
    const shuffled = [...FIXED_INDUSTRIES].reverse();
    expect(shuffled.sort(compareIndustries)).toEqual([...FIXED_INDUSTRIES]);
  });

  it('puts created industries after the fixed ones, alphabetically with accents in place', () => {
    const names = ['Zapaterías', 'Ópticas', 'Marca Personal', 'agencias', 'Notarías', 'Bodas'];
    expect(names.sort(compareIndustries)).toEqual([
      'Marca Personal',
      'agencias',
      'Bodas',
      'Notarías',
      'Ópticas',
      'Zapaterías',
    ]);
  });

  it('gives names that differ only in case a stable order', () => {
    expect(['b', 'B'].sort(compareIndustries)).toEqual(['B', 'b'].sort(compareIndustries));
  });
});
