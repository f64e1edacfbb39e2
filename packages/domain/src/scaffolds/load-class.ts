import type { LoadClass } from '../schemas';

/**
 * The service classes of BS EN 12811-1 as TG20 uses them: the uniformly distributed load a
 * working platform takes, and the work it suits.
 */
export const LOAD_CLASS_INFO: Record<LoadClass, { kNPerM2: string; use: string }> = {
  1: { kNPerM2: '0.75', use: 'inspection and very light duty' },
  2: { kNPerM2: '1.5', use: 'light duty: painting, cleaning' },
  3: { kNPerM2: '2.0', use: 'general purpose building work' },
  4: { kNPerM2: '3.0', use: 'heavy duty: masonry, blockwork' },
  5: { kNPerM2: '4.5', use: 'masonry and special duty' },
  6: { kNPerM2: '6.0', use: 'special duty: heavy materials' },
};

/** 'Class 3 (2.0 kN/m²): general purpose building work'; an unknown class as its number. */
export function loadClassLabel(loadClass: number): string {
  const info = LOAD_CLASS_INFO[loadClass as LoadClass];
  return info ? `Class ${loadClass} (${info.kNPerM2} kN/m²): ${info.use}` : `Class ${loadClass}`;
}
