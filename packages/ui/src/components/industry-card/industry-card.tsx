import { Pencil } from 'lucide-react';
import { useId } from 'react';
import styled from 'styled-components';
import { formatCount, formatUpToOneDecimal } from '../../i18n/format';
import { focusRing } from '../../theme/focus-ring';
import { stretchedButton } from '../../theme/stretched-button';
import { StatusBadge } from '../status-badge/status-badge';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { IndustryGlyph } from './industry-glyph';
import { industryIcon } from './industry-icon';

/** What an industry card shows: the fields of an industry summary. */
export type IndustryCardSummary = {
  industry: string;
  status: string;
  cities: readonly string[];
  clients: number;
  opinions: number;
  years: number;
};

export type IndustryCardLabels = {
  clients: string;
  opinions: string;
  years: string;
  /** Shown when the industry has no cities. */
  noCities: string;
  /** Describes what opening the card does, for assistive technology. */
  openHint: string;
  /** The edit button's name, followed by the industry's: 'Editar Marca Personal'. */
  edit: string;
  /** Shown for clients or years never filled in, rather than a puzzling 0. */
  notSet: string;
  /** The button, for a role that may edit, asking to fill in what is not set. */
  fillIn: string;
};

export type IndustryCardProps = {
  summary: IndustryCardSummary;
  onOpen: (industry: string) => void;
  /** Shows an edit button (for a role that may edit industries) that calls it. */
  onEdit?: (industry: string) => void;
  /** Texts in the screen's language; Spanish by default. */
  labels?: Partial<IndustryCardLabels>;
  className?: string;
};

const spanishLabels: IndustryCardLabels = {
  clients: 'Clientes',
  opinions: 'Opiniones',
  years: 'Años',
  noCities: 'Multiple locations',
  openHint: 'Abrir opiniones de esta industria',
  edit: 'Editar',
  notSet: 'Sin indicar',
  fillIn: 'Completar clientes y años',
};

const Surface = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  transition: border-color 120ms ease;

  &:hover,
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Icon = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: 1.375rem;
`;

const Heading = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;
`;

// Names wrap between words only; the status sits under the name rather than beside it, so even
// 'Credit Restoration' keeps its words whole on the narrowest card. A single word longer than
// the whole line (rare) still breaks rather than overflow the card. An h2: the cards are the
// first thing under a screen's h1 (Inicio's tab), and headings may only go down one level.
const Name = styled.h2`
  margin: 0;
  max-width: 100%;
  overflow-wrap: break-word;
  text-wrap: pretty;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
  line-height: 1.3;
`;

// Above the open button's stretched ::after, so a click on it edits rather than opens.
const EditButton = styled.button`
  position: relative;
  z-index: 1;
  display: grid;
  place-items: center;
  flex: none;
  width: 2rem;
  height: 2rem;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  ${focusRing}

  &:hover {
    border-color: ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.primary};
  }

  svg {
    width: 1rem;
    height: 1rem;
  }
`;

// The name is the card's one control, stretched over the whole card.
const OpenButton = styled.button`
  ${stretchedButton}
`;

const Cities = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
`;

const Stat = styled.div`
  display: flex;
  flex-direction: column-reverse;
`;

const StatLabel = styled.dt`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StatValue = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

const NotSet = styled.dd`
  margin: 0;
  padding-block: 0.2rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

// Above the name button's card-wide hit area, like the edit button; link-like, but still a
// 24 px tall target.
const FillIn = styled.button`
  position: relative;
  z-index: 1;
  align-self: flex-start;
  min-height: 1.5rem;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: underline;
  cursor: pointer;
  ${focusRing}
`;

/** Cities joined by ' • ', or the 'Multiple locations' text when there are none. */
export function citiesLine(cities: readonly string[], noCities: string): string {
  const named = cities.map((city) => city.trim()).filter(Boolean);
  return named.length > 0 ? named.join(' • ') : noCities;
}

/**
 * One industry on the dashboard: icon, name, status, cities and its counts of clients,
 * opinions (shown with '+') and years (one decimal, none when whole). Clicking it, or
 * Enter/Space on its name, calls `onOpen`; with `onEdit`, a pencil button calls that instead.
 *
 * @example
 * <IndustryCard summary={item} onOpen={(name) => navigate(`/opiniones?industry=${name}`)} />
 */
export function IndustryCard({ summary, onOpen, onEdit, labels, className }: IndustryCardProps) {
  const texts = { ...spanishLabels, ...labels };
  const hintId = useId();
  return (
    <Surface className={className} data-industry={summary.industry}>
      <Top>
        <Icon aria-hidden="true">
          <IndustryGlyph name={industryIcon(summary.industry)} />
        </Icon>
        <Heading>
          <Name>
            <OpenButton
              type="button"
              aria-describedby={hintId}
              onClick={() => onOpen(summary.industry)}
            >
              {summary.industry}
            </OpenButton>
          </Name>
          <StatusBadge status={summary.status} />
        </Heading>
        {onEdit && (
          <EditButton
            type="button"
            aria-label={`${texts.edit} ${summary.industry}`}
            title={`${texts.edit} ${summary.industry}`}
            onClick={() => onEdit(summary.industry)}
          >
            <Pencil aria-hidden="true" focusable="false" />
          </EditButton>
        )}
      </Top>
      <Cities>{citiesLine(summary.cities, texts.noCities)}</Cities>
      <Stats>
        <Stat>
          <StatLabel>{texts.clients}</StatLabel>
          {summary.clients > 0 ? (
            <StatValue>{formatCount(summary.clients)}</StatValue>
          ) : (
            <NotSet>{texts.notSet}</NotSet>
          )}
        </Stat>
        <Stat>
          <StatLabel>{texts.opinions}</StatLabel>
          <StatValue>{formatCount(summary.opinions)}+</StatValue>
        </Stat>
        <Stat>
          <StatLabel>{texts.years}</StatLabel>
          {summary.years > 0 ? (
            <StatValue>{formatUpToOneDecimal(summary.years)}</StatValue>
          ) : (
            <NotSet>{texts.notSet}</NotSet>
          )}
        </Stat>
      </Stats>
      {onEdit && (summary.clients === 0 || summary.years === 0) && (
        <FillIn type="button" onClick={() => onEdit(summary.industry)}>
          {texts.fillIn}
        </FillIn>
      )}
      <VisuallyHidden id={hintId}>{texts.openHint}</VisuallyHidden>
    </Surface>
  );
}
