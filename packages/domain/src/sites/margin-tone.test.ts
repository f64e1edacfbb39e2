import { describe, expect, it } from 'vitest';
import { financialSummary } from '../finance';
import { MARGIN_BAND_LABELS, marginBandTone } from './margin-tone';

describe('marginBandTone', () => {
  it('colours the bands green, yellow and red, and no margin grey', () => {
    expect(marginBandTone('green')).toBe('success');
    expect(marginBandTone('yellow')).toBe('warning');
    expect(marginBandTone('red')).toBe('danger');
    expect(marginBandTone(null)).toBe('neutral');
  });

  it('names every band a summary can produce', () => {
    const noStock = financialSummary([], new Date('2026-11-20T09:00:00Z'));
    expect(marginBandTone(noStock.marginBand)).toBe('neutral');
    expect(Object.keys(MARGIN_BAND_LABELS).sort()).toEqual(['green', 'red', 'yellow']);
  });
});
