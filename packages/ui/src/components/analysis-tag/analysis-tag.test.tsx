import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render-with-theme';
import { AnalysisTag, methodLabel } from './analysis-tag';

describe('AnalysisTag', () => {
  it('shows the tag, the real score as a whole percent and Reglas for the rules', () => {
    renderWithTheme(<AnalysisTag objectionTag="precio" realScore={0.834} method="reglas" />);

    expect(screen.getByText('precio')).toBeVisible();
    expect(screen.getByText('Real 83%')).toBeVisible();
    expect(screen.getByText('Reglas')).toBeVisible();
  });

  it('names the AI model that made the analysis', () => {
    renderWithTheme(<AnalysisTag objectionTag="tiempo" realScore={0.5} method="gpt-4o-mini" />);

    expect(screen.getByText('gpt-4o-mini')).toBeVisible();
  });

  it('shows a Pendiente badge when there is no analysis', () => {
    renderWithTheme(<AnalysisTag objectionTag={null} realScore={null} method={null} />);

    expect(screen.getByText('Pendiente')).toBeVisible();
    expect(screen.queryByText('Reglas')).not.toBeInTheDocument();
  });

  it('maps the stored rules method to the given label', () => {
    expect(methodLabel('reglas', 'Rules')).toBe('Rules');
    expect(methodLabel('claude-haiku', 'Rules')).toBe('claude-haiku');
  });
});
