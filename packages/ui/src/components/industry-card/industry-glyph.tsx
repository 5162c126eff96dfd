import {
  Building2,
  Calculator,
  CreditCard,
  FlaskConical,
  House,
  Inbox,
  type LucideIcon,
  Scale,
  Sparkles,
  User,
} from 'lucide-react';
import type { IndustryIconName } from './industry-icon';

const glyphs: Record<IndustryIconName, LucideIcon> = {
  scale: Scale,
  'credit-card': CreditCard,
  flask: FlaskConical,
  sparkles: Sparkles,
  calculator: Calculator,
  house: House,
  person: User,
  inbox: Inbox,
  office: Building2,
};

export type IndustryGlyphProps = {
  name: IndustryIconName;
  className?: string;
};

/** A decorative industry icon, 1em square; hidden from assistive technology (the name says it all). */
export function IndustryGlyph({ name, className }: IndustryGlyphProps) {
  const Glyph = glyphs[name];
  return (
    <Glyph
      size="1em"
      strokeWidth={1.75}
      aria-hidden="true"
      focusable="false"
      data-icon={name}
      className={className}
    />
  );
}
