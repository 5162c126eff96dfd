import { describe, expect, it } from 'vitest';
import { classificationReport } from './metrics';

describe('classificationReport', () => {
  const predictions = [
    { gold: 'precio', predicted: 'precio' },
    { gold: 'precio', predicted: 'tiempo' },
    { gold: 'tiempo', predicted: 'tiempo' },
    { gold: 'otro', predicted: 'precio' },
  ];

  it('computes accuracy and per-label precision, recall, F1 and support', () => {
    const report = classificationReport(predictions, ['precio', 'tiempo', 'otro']);
    expect(report.accuracy).toBe(0.5);
    const precio = report.perLabel.find(({ label }) => label === 'precio');
    expect(precio).toEqual({ label: 'precio', precision: 0.5, recall: 0.5, f1: 0.5, support: 2 });
    const tiempo = report.perLabel.find(({ label }) => label === 'tiempo');
    expect(tiempo?.precision).toBe(0.5);
    expect(tiempo?.recall).toBe(1);
    expect(tiempo?.f1).toBeCloseTo(2 / 3);
  });

  it('counts a never-predicted label as F1 0 in the macro average', () => {
    const report = classificationReport(predictions, ['precio', 'tiempo', 'otro']);
    expect(report.perLabel.find(({ label }) => label === 'otro')?.f1).toBe(0);
    expect(report.macroF1).toBeCloseTo((0.5 + 2 / 3 + 0) / 3);
  });

  it('includes labels absent from the data with support 0', () => {
    const report = classificationReport(predictions, ['precio', 'tiempo', 'otro', 'miedo']);
    expect(report.perLabel.find(({ label }) => label === 'miedo')).toMatchObject({
      support: 0,
      f1: 0,
    });
    expect(report.macroF1).toBeCloseTo((0.5 + 2 / 3) / 4);
  });

  it('lists the mistakes by frequency', () => {
    const report = classificationReport(
      [...predictions, { gold: 'precio', predicted: 'tiempo' }],
      ['precio', 'tiempo', 'otro'],
    );
    expect(report.confusions[0]).toEqual({ gold: 'precio', predicted: 'tiempo', count: 2 });
    expect(report.confusions).toHaveLength(2);
  });

  it('handles an empty set without dividing by zero', () => {
    const report = classificationReport([], ['precio']);
    expect(report).toMatchObject({ accuracy: 0, macroF1: 0, confusions: [] });
  });
});
