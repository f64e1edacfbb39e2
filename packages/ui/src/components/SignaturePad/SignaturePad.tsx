import { useEffect, useId, useRef, useState } from 'react';
import SignaturePadCanvas from 'signature_pad';
import { cx } from '../../lib/cx';
import { fieldStyles } from '../Field';
import { VisuallyHidden } from '../VisuallyHidden';
import { fitCanvasToScreen, placeSavedImage } from './canvasSize';
import * as styles from './SignaturePad.css';

/** The pen of PRODUCT.md "Limits and constants". */
export const SIGNATURE_PEN = {
  penColor: 'black',
  minWidth: 0.5,
  maxWidth: 2.5,
  throttle: 16,
  minDistance: 5,
} as const;

export interface SignaturePadProps {
  /** The visible label, e.g. 'Inspector signature'. */
  label: string;
  /** How to sign, read by assistive tech with the pad. */
  description?: string;
  /** The signature as a PNG data URL, or '' when unsigned. A saved draft is drawn on mount. */
  value: string;
  /** Called at the end of each stroke with the PNG data URL, and with '' when cleared. */
  onChange: (value: string) => void;
  /**
   * Called with onChange with the points drawn so far (0 when cleared): a blank canvas exports a
   * valid PNG, so what was drawn, not the picture, tells an empty pad.
   */
  onPoints?: (points: number) => void;
  disabled?: boolean;
  clearLabel?: string;
  /** Height of the pad in CSS pixels; it takes the full width of its container. */
  height?: number;
  className?: string;
}

const pixelRatio = () => (typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1);

function loadImage(source: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = source;
  return image.decode().then(() => image);
}

/**
 * A box to sign in with a finger, a pen or the mouse (signature_pad). Each finished stroke
 * reports the signature as a PNG data URL; 'Clear' empties it. A saved signature passed as
 * `value` is drawn again, and the drawing survives a resize of the pad.
 */
export function SignaturePad({
  label,
  description = 'Sign inside the box with a finger, a pen or the mouse.',
  value,
  onChange,
  onPoints,
  disabled = false,
  clearLabel = 'Clear',
  height = 160,
  className,
}: SignaturePadProps) {
  const labelId = useId();
  const statusId = useId();
  const descriptionId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadCanvas | null>(null);
  // The value the pad itself last reported or drew: a `value` equal to it needs no redraw.
  const shownValue = useRef(value);
  // A saved image shown under the strokes drawn since; drawn again after a resize.
  const savedImage = useRef('');
  const restoreRun = useRef(0);
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  const latestOnPoints = useRef(onPoints);
  latestOnPoints.current = onPoints;
  const [signed, setSigned] = useState(value !== '');

  const drawSavedImage = async (pad: SignaturePadCanvas, canvas: HTMLCanvasElement) => {
    const source = savedImage.current;
    const run = ++restoreRun.current;
    if (!source) return;
    try {
      const image = await loadImage(source);
      if (run !== restoreRun.current) return;
      const ratio = pixelRatio();
      const box = { width: canvas.offsetWidth, height: canvas.offsetHeight };
      await pad.fromDataURL(source, { ratio, ...placeSavedImage(image, box, ratio) });
    } catch {
      // An unreadable saved value: the pad stays as it is and can be signed again.
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: set up once per canvas; `value` changes are handled below and the latest onChange is read through a ref.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    fitCanvasToScreen(canvas, pixelRatio());
    const pad = new SignaturePadCanvas(canvas, SIGNATURE_PEN);
    padRef.current = pad;
    savedImage.current = value;
    void drawSavedImage(pad, canvas);

    const reportStroke = () => {
      const dataUrl = pad.isEmpty() ? '' : pad.toDataURL('image/png');
      shownValue.current = dataUrl;
      setSigned(dataUrl !== '');
      latestOnChange.current(dataUrl);
      latestOnPoints.current?.(pad.toData().reduce((sum, stroke) => sum + stroke.points.length, 0));
    };
    pad.addEventListener('endStroke', reportStroke);

    // Resizing a canvas wipes it: keep the strokes, size it for the new width, draw them again.
    let width = canvas.offsetWidth;
    const observer = new ResizeObserver(() => {
      if (canvas.offsetWidth === width) return;
      width = canvas.offsetWidth;
      const strokes = pad.toData();
      fitCanvasToScreen(canvas, pixelRatio());
      pad.clear();
      pad.fromData(strokes, { clear: false });
      void drawSavedImage(pad, canvas);
    });
    observer.observe(canvas);

    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', reportStroke);
      pad.off();
      padRef.current = null;
    };
  }, []);

  // A new value from outside (a draft restored, the form reset): draw it in place of the pad's.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to `value` only.
  useEffect(() => {
    const pad = padRef.current;
    const canvas = canvasRef.current;
    if (!pad || !canvas || value === shownValue.current) return;
    shownValue.current = value;
    pad.clear();
    savedImage.current = value;
    setSigned(value !== '');
    void drawSavedImage(pad, canvas);
  }, [value]);

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (disabled) pad.off();
    else pad.on();
  }, [disabled]);

  const clear = () => {
    const pad = padRef.current;
    if (!pad) return;
    pad.clear();
    savedImage.current = '';
    restoreRun.current++;
    shownValue.current = '';
    setSigned(false);
    onChange('');
    onPoints?.(0);
  };

  return (
    <div className={cx(styles.root, className)}>
      <div className={styles.header}>
        <span id={labelId} className={fieldStyles.label}>
          {label}
        </span>
        <button type="button" className={styles.clearButton} onClick={clear} disabled={disabled}>
          {clearLabel}
          <VisuallyHidden>{` ${label}`}</VisuallyHidden>
        </button>
      </div>
      <div className={styles.frame} data-disabled={disabled}>
        <span className={styles.signLine} aria-hidden="true">
          ×
        </span>
        <canvas
          ref={canvasRef}
          className={styles.canvas}
          style={{ height }}
          role="img"
          aria-labelledby={`${labelId} ${statusId}`}
          aria-describedby={descriptionId}
        />
      </div>
      <VisuallyHidden id={statusId}>{signed ? 'Signed' : 'Not signed'}</VisuallyHidden>
      <VisuallyHidden id={descriptionId}>{description}</VisuallyHidden>
    </div>
  );
}
