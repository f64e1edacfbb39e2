import type { MarginBand } from '../finance';
import type { Tone } from '../inspections';

/** The margin bands of PRODUCT.md "Finance" as badge colours: green, yellow, red. */
export function marginBandTone(band: MarginBand | null): Tone {
  if (band === 'green') return 'success';
  if (band === 'yellow') return 'warning';
  if (band === 'red') return 'danger';
  return 'neutral';
}

/** The band in words beside its colour (colour is never the only cue); ours, the spec names none. */
export const MARGIN_BAND_LABELS: Record<MarginBand, string> = {
  green: 'Healthy',
  yellow: 'Watch',
  red: 'Low',
};
