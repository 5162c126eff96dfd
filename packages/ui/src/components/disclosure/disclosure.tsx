import { ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../theme/focus-ring';

export type DisclosureProps = {
  /** The toggle button's text, e.g. 'Análisis REAL (5 Whys)'. */
  title: ReactNode;
  children: ReactNode;
  /** Open on first render (uncontrolled). */
  defaultOpen?: boolean;
  /** Controlled open state; pair it with `onOpenChange`. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
};

const Section = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  width: 100%;
  padding: ${({ theme }) => `${theme.spacing.lg} ${theme.spacing.xl}`};
  border: 0;
  border-radius: inherit;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  ${focusRing}
`;

const Chevron = styled.span<{ $open: boolean }>`
  display: grid;
  flex: none;
  place-items: center;
  transition: transform 150ms ease-out;
  transform: rotate(${({ $open }) => ($open ? '90deg' : '0deg')});
`;

const Panel = styled.div`
  padding: ${({ theme }) => `0 ${theme.spacing.xl} ${theme.spacing.xl}`};
`;

/**
 * A section whose content opens and closes from a heading button (WAI-ARIA disclosure):
 * the button carries aria-expanded and aria-controls; Enter and Space toggle it.
 *
 * @example
 * <Disclosure title="Análisis REAL (5 Whys)">{examples}</Disclosure>
 */
export function Disclosure({
  title,
  children,
  defaultOpen = false,
  open,
  onOpenChange,
  className,
}: DisclosureProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const panelId = useId();
  const toggle = () => {
    setOwnOpen(!isOpen);
    onOpenChange?.(!isOpen);
  };
  return (
    <Section className={className}>
      <Heading>
        <Toggle type="button" aria-expanded={isOpen} aria-controls={panelId} onClick={toggle}>
          <Chevron aria-hidden="true" $open={isOpen}>
            <ChevronRight size="1.125rem" focusable="false" />
          </Chevron>
          {title}
        </Toggle>
      </Heading>
      <Panel id={panelId} hidden={!isOpen}>
        {isOpen && children}
      </Panel>
    </Section>
  );
}
