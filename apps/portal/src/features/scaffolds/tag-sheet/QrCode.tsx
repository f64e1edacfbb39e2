import { useMemo } from 'react';
import { encode } from 'uqr';

/** Quiet zone of four modules, as the QR standard asks (ISO/IEC 18004). */
const QUIET_ZONE = 4;

/** The dark modules of a QR code as one SVG path: a unit square per module, row by row. */
export function qrPath(data: readonly (readonly boolean[])[]): string {
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return path;
}

/**
 * A QR code of `text` (the tag's public address), encoded by uqr with error correction Q (a
 * quarter of the code may be dirty or torn: tags live outdoors), drawn as a crisp SVG that
 * prints at any size.
 */
export function QrCode({
  text,
  label,
  className,
}: {
  text: string;
  label: string;
  className?: string;
}) {
  const code = useMemo(() => encode(text, { ecc: 'Q', border: QUIET_ZONE }), [text]);
  return (
    <svg
      className={className}
      viewBox={`0 0 ${code.size} ${code.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-qr-text={text}
    >
      <rect width={code.size} height={code.size} fill="#fff" />
      <path d={qrPath(code.data)} fill="#000" />
    </svg>
  );
}
