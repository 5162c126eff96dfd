import { describe, expect, it } from 'vitest';
import { industryCard as card } from '../testing/industries';
import { openingIndustry } from './use-opening-industry';

describe('openingIndustry', () => {
  const summaries = [card('sin_clasificar', 3), card('Gimnasios', 40), card('Dentistas', 12)];

  it('opens on the industry last shown while the workspace has it', () => {
    expect(openingIndustry(summaries, 'Dentistas')).toBe('Dentistas');
  });

  it('opens on the industry with most comments otherwise', () => {
    expect(openingIndustry(summaries, null)).toBe('Gimnasios');
    expect(openingIndustry(summaries, 'Borrada')).toBe('Gimnasios');
  });

  it('opens on the unclassified comments when no industry has any', () => {
    expect(openingIndustry([card('sin_clasificar', 0), card('Gimnasios', 0)], null)).toBe(
      'sin_clasificar',
    );
    expect(openingIndustry([], null)).toBe('sin_clasificar');
  });
});
