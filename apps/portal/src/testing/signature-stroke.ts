// The pen's path of a drawn signature, shared by every test that signs a pad (stories and e2e).

export interface StrokePoint {
  x: number;
  y: number;
}

/**
 * Where the pen goes across a pad of `width` × `height` px, from its top left corner: a wave
 * (a different one per `variant`, so three signatures tell apart) that stays inside the pad.
 */
export function signatureStroke(width: number, height: number, variant = 0): StrokePoint[] {
  return Array.from({ length: 40 }, (_, index) => {
    const t = index / 39;
    return {
      x: 16 + t * (width - 40),
      y:
        height * 0.6 -
        Math.sin(t * Math.PI * (3 + variant)) * height * 0.22 * (1 - t * 0.4) -
        variant * 6,
    };
  });
}
