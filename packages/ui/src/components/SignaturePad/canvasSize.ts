// Sizing the pad's canvas for the screen's pixel density, and placing a restored image in it.

/** Sets the canvas's pixel size to its CSS size times the pixel ratio and scales the drawing to
 * match, so strokes stay sharp on high-density screens. Setting the size wipes the canvas. */
export function fitCanvasToScreen(canvas: HTMLCanvasElement, ratio: number): void {
  const ratioOrOne = Math.max(ratio || 1, 1);
  canvas.width = Math.round(canvas.offsetWidth * ratioOrOne);
  canvas.height = Math.round(canvas.offsetHeight * ratioOrOne);
  canvas.getContext('2d')?.scale(ratioOrOne, ratioOrOne);
}

export interface ImagePlacement {
  width: number;
  height: number;
}

/**
 * The CSS size at which to draw a saved signature image (pixels at `ratio` per CSS pixel) in a
 * box: its own size when it fits, else scaled down to fit, keeping its proportions.
 */
export function placeSavedImage(
  image: { naturalWidth: number; naturalHeight: number },
  box: { width: number; height: number },
  ratio: number,
): ImagePlacement {
  const width = image.naturalWidth / ratio;
  const height = image.naturalHeight / ratio;
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, box.width / width, box.height / height);
  return { width: width * scale, height: height * scale };
}
