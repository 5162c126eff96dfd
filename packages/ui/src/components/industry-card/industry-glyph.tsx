import type { IndustryIconName } from './industry-icon';

// Inline SVG (24×24, drawn with the current text colour) rather than emoji, so the icons look
// the same on every system, fonts or not.
const paths: Record<IndustryIconName, readonly string[]> = {
  scale: [
    'M12 3v18',
    'M7 21h10',
    'M3 7h18',
    'M6 7l-3 7a3 3 0 0 0 6 0z',
    'M18 7l-3 7a3 3 0 0 0 6 0z',
  ],
  'credit-card': [
    'M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z',
    'M2 10h20',
    'M6 15h4',
  ],
  flask: [
    'M9 3h6',
    'M10 3v6l-5.5 9.5A1.7 1.7 0 0 0 6 21h12a1.7 1.7 0 0 0 1.5-2.5L14 9V3',
    'M7.5 15h9',
  ],
  sparkles: [
    'M11 3l1.9 5.1L18 10l-5.1 1.9L11 17l-1.9-5.1L4 10l5.1-1.9z',
    'M19 14l.8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8z',
  ],
  calculator: [
    'M6 2h12a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z',
    'M8 6h8',
    'M8 11h.01',
    'M12 11h.01',
    'M16 11h.01',
    'M8 15h.01',
    'M12 15h.01',
    'M16 15h.01',
    'M8 18.5h8',
  ],
  house: ['M3 11l9-8 9 8', 'M5 9.5V21h14V9.5', 'M10 21v-6h4v6'],
  person: ['M12 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8z', 'M4 21c0-4 3.6-7 8-7s8 3 8 7'],
  inbox: ['M22 12h-6l-2 3h-4l-2-3H2', 'M5.5 5h13L22 12v6a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2v-6z'],
  office: [
    'M5 2h14a1 1 0 0 1 1 1v19H4V3a1 1 0 0 1 1-1z',
    'M9 6h.01',
    'M15 6h.01',
    'M9 10h.01',
    'M15 10h.01',
    'M9 14h.01',
    'M15 14h.01',
    'M10 22v-4h4v4',
  ],
};

export type IndustryGlyphProps = {
  name: IndustryIconName;
  className?: string;
};

/** A decorative industry icon; hidden from assistive technology (the name says it all). */
export function IndustryGlyph({ name, className }: IndustryGlyphProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
      className={className}
    >
      {paths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
