/**
 * The icons the screens draw: SVG from lucide-react, under lucide's own names. Screens import
 * them from '@replica/ui' (a federation singleton), never from lucide-react, so every screen
 * shares one copy; only the icons named here reach a bundle, so add one here before using it.
 *
 * An icon is decorative unless it is given an `aria-label` or a `title`: lucide then marks it
 * `aria-hidden`. An icon-only button carries its name on the button (`aria-label`), not the icon.
 *
 * @example
 * import { Lightbulb } from '@replica/ui';
 * <EmptyState icon={<Lightbulb />} title="Aún no hay ideas" />
 */
export {
  ChartColumn,
  Lightbulb,
  Mail,
  MessageSquare,
  NotebookText,
  PenLine,
  Pencil,
  Search,
  TrendingUp,
  Upload,
  X,
} from 'lucide-react';
export type { LucideIcon, LucideProps } from 'lucide-react';
