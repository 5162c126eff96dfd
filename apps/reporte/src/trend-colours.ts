// Apart from the chart, so the legend can use them without loading the chart's chunk.
/** One colour per series, in order (the legend names each line too, so colour is never the only cue). */
export const SERIES_COLOURS = [
  '#4f46e5',
  '#dc2626',
  '#0891b2',
  '#ca8a04',
  '#16a34a',
  '#9333ea',
  '#ea580c',
  '#0f766e',
  '#db2777',
  '#475569',
  '#65a30d',
] as const;
