import { describe, expect, it } from 'vitest';
import { placeSavedImage } from './canvasSize';

describe('placeSavedImage', () => {
  it('draws an image saved on the same screen at its own size', () => {
    expect(
      placeSavedImage({ naturalWidth: 960, naturalHeight: 320 }, { width: 480, height: 160 }, 2),
    ).toEqual({ width: 480, height: 160 });
  });

  it('scales a wider image down to fit, keeping its proportions', () => {
    expect(
      placeSavedImage({ naturalWidth: 600, naturalHeight: 160 }, { width: 300, height: 160 }, 1),
    ).toEqual({ width: 300, height: 80 });
  });

  it('never enlarges a smaller image', () => {
    expect(
      placeSavedImage({ naturalWidth: 200, naturalHeight: 100 }, { width: 480, height: 160 }, 1),
    ).toEqual({ width: 200, height: 100 });
  });

  it('gives an empty placement for an image without size', () => {
    expect(
      placeSavedImage({ naturalWidth: 0, naturalHeight: 0 }, { width: 480, height: 160 }, 1),
    ).toEqual({ width: 0, height: 0 });
  });
});
