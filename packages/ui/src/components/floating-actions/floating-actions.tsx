import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../theme/focus-ring';
import { narrowScreen } from '../../theme/narrow-screen';
import { theme } from '../../theme/theme';

export type FloatingAction = {
  id: string;
  /** The button's accessible name and tooltip. */
  label: string;
  /** A decorative icon, e.g. `<Search />` from '@replica/ui'; hidden from assistive technology. */
  icon: ReactNode;
  onClick: () => void;
  /** For a button that opens a popup (e.g. a search dialog): whether it is open. */
  expanded?: boolean;
  /** The id of the popup it opens. */
  controls?: string;
  ref?: Ref<HTMLButtonElement>;
};

export type FloatingActionsProps = {
  /** Accessible name of the group. */
  label: string;
  actions: readonly FloatingAction[];
  className?: string;
};

const BUTTON_SIZE = '3rem';

/**
 * The height, from the window's bottom edge, that a column of `count` floating buttons covers,
 * plus a gap: give a screen that much padding at its bottom and, scrolled to the end, none of its
 * content (the last cards' figures) sits under the buttons. A narrow screen needs none: there the
 * buttons are a row in the flow (give it `padding-bottom: 0` under `narrowScreen`).
 *
 * @example
 * const Screen = styled.section`padding-bottom: ${floatingActionsClearance(4)};`;
 */
export function floatingActionsClearance(count: number): string {
  const { sm, xl, lg } = theme.spacing;
  return `calc(${count} * ${BUTTON_SIZE} + ${Math.max(count - 1, 0)} * ${sm} + ${xl} + ${lg})`;
}

const Group = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.spacing.xl};
  bottom: ${({ theme }) => theme.spacing.xl};
  z-index: 900;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};

  /* A phone has no margin beside the content for a column to float in: the buttons become a row
     at the end of the screen that stays at the window's bottom edge while the screen scrolls, and
     scrolled to the end it sits below the content, never over it. */
  ${narrowScreen} {
    position: sticky;
    flex-direction: row;
    justify-content: flex-end;
    margin-top: ${({ theme }) => theme.spacing.lg};
    padding: ${({ theme }) => theme.spacing.sm} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.background};
    bottom: 0;
  }
`;

const RoundButton = styled.button`
  display: grid;
  place-items: center;
  width: ${BUTTON_SIZE};
  height: ${BUTTON_SIZE};
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  box-shadow: 0 4px 12px rgba(16, 24, 40, 0.18);
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  transition:
    transform 120ms ease,
    border-color 120ms ease;
  ${focusRing}

  &:hover,
  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    transform: translateY(-1px);
  }
`;

const Glyph = styled.span`
  display: grid;
  place-items: center;

  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

/**
 * A column of round shortcut buttons fixed to the bottom-right corner of the window; each is
 * named by its label (the icon is decorative). On a narrow screen, a row at the end of the screen
 * that sticks to the window's bottom edge: render it last in the screen.
 *
 * @example
 * <FloatingActions label="Accesos rápidos"
 *   actions={[{ id: 'ingesta', label: 'Ir a Ingesta', icon: <Upload />, onClick: openIntake }]} />
 */
export function FloatingActions({ label, actions, className }: FloatingActionsProps) {
  return (
    <Group role="group" aria-label={label} className={className}>
      {actions.map((action) => (
        <RoundButton
          key={action.id}
          ref={action.ref}
          type="button"
          aria-label={action.label}
          title={action.label}
          aria-haspopup={action.expanded === undefined ? undefined : 'dialog'}
          aria-expanded={action.expanded}
          aria-controls={action.expanded ? action.controls : undefined}
          onClick={action.onClick}
        >
          <Glyph aria-hidden="true">{action.icon}</Glyph>
        </RoundButton>
      ))}
    </Group>
  );
}
