import { describe, expect, it } from 'vitest';
import { mapClauses } from '../clauses';
import { tokenise } from '../tokenise';
import { cueFeatures } from './cue-features';

const featuresOf = (text: string) => {
  const tokens = tokenise(text);
  return cueFeatures(tokens, mapClauses(tokens), text);
};

describe('cueFeatures', () => {
  it('marks a stem under a negation ("no confío" → ~conf)', () => {
    expect(featuresOf('no confío en eso')).toContain('~conf');
    expect(featuresOf('confío en eso')).not.toContain('~conf');
  });

  it('pairs neighbouring stems within one clause only', () => {
    const features = featuresOf('lo veo con mi esposa. mañana vemos');
    expect(features).toContain('mi espos');
    expect(features).not.toContain('espos mañan');
  });

  it('leaves a stop word out on its own but keeps it in a pair and keeps negations', () => {
    const features = featuresOf('a mi me dejaron colgado, no');
    expect(features).not.toContain('mi');
    expect(features).toContain('mi me');
    expect(features).toContain('no');
  });

  it('reads quantities as #num and a question as #pregunta', () => {
    expect(featuresOf('¿y eso cuánto? son 300 lucas')).toEqual(
      expect.arrayContaining(['#num', 'son #num', '#pregunta']),
    );
  });

  it('lists each feature once', () => {
    const features = featuresOf('lana lana lana');
    expect(features.filter((feature) => feature === 'lan')).toHaveLength(1);
  });
});
