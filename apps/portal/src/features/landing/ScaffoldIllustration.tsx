import { vars } from '@scaffold/ui';
import { illustration } from './LandingPage.css';

// A scaffold against a building, drawn in SVG so the landing page stays light (no image files).
// Purely decorative: the hero text says everything it shows.

const STANDARDS = [70, 150, 230, 310];
const LIFTS = [250, 180, 110];

export function ScaffoldIllustration() {
  const tube = {
    stroke: vars.color.chart.series6,
    strokeWidth: 5,
    strokeLinecap: 'round' as const,
  };
  return (
    <svg className={illustration} viewBox="0 0 400 330" aria-hidden="true" focusable="false">
      {/* the building behind */}
      <rect
        x="40"
        y="40"
        width="300"
        height="260"
        rx="6"
        style={{ fill: vars.color.surfaceSunken }}
      />
      {[70, 140, 210].map((y) =>
        [80, 160, 240].map((x) => (
          <rect
            key={`${x}-${y}`}
            x={x}
            y={y}
            width="50"
            height="38"
            rx="3"
            style={{ fill: vars.color.surfaceRaised, stroke: vars.color.border, strokeWidth: 2 }}
          />
        )),
      )}
      {/* boards on each lift */}
      {LIFTS.map((y) => (
        <rect
          key={`board-${y}`}
          x="62"
          y={y - 9}
          width="256"
          height="9"
          rx="2"
          style={{ fill: vars.color.chart.series3 }}
        />
      ))}
      {/* standards, ledgers, braces */}
      {STANDARDS.map((x) => (
        <line key={`standard-${x}`} x1={x} y1="60" x2={x} y2="300" style={tube} />
      ))}
      {LIFTS.map((y) => (
        <line key={`ledger-${y}`} x1="60" y1={y} x2="320" y2={y} style={tube} />
      ))}
      <line x1="70" y1="300" x2="150" y2="250" style={{ ...tube, strokeWidth: 4 }} />
      <line x1="150" y1="250" x2="230" y2="180" style={{ ...tube, strokeWidth: 4 }} />
      <line x1="230" y1="180" x2="310" y2="110" style={{ ...tube, strokeWidth: 4 }} />
      {/* guard rail on the top lift */}
      <line x1="60" y1="80" x2="320" y2="80" style={{ ...tube, strokeWidth: 4 }} />
      {/* ground */}
      <rect x="0" y="300" width="400" height="6" rx="3" style={{ fill: vars.color.chart.axis }} />
      {STANDARDS.map((x) => (
        <rect
          key={`plate-${x}`}
          x={x - 12}
          y="296"
          width="24"
          height="6"
          rx="1"
          style={{ fill: vars.color.chart.series6 }}
        />
      ))}
      {/* the inspection card a phone would show */}
      <g transform="translate(232 196)">
        <rect
          width="160"
          height="104"
          rx="12"
          style={{ fill: vars.color.surfaceRaised, stroke: vars.color.border, strokeWidth: 1.5 }}
        />
        <circle cx="26" cy="28" r="14" style={{ fill: vars.color.tone.success.tint }} />
        <path
          d="m19 28 5 5 9-10"
          style={{
            fill: 'none',
            stroke: vars.color.tone.success.solid,
            strokeWidth: 3,
            strokeLinecap: 'round',
            strokeLinejoin: 'round',
          }}
        />
        <rect x="48" y="18" width="92" height="8" rx="4" style={{ fill: vars.color.text }} />
        <rect x="48" y="32" width="64" height="7" rx="3.5" style={{ fill: vars.color.border }} />
        <rect x="14" y="54" width="132" height="1.5" style={{ fill: vars.color.border }} />
        <path
          d="M18 86c8-16 14-16 16-4s8 8 14-6 10-8 12 2 10 4 18-4"
          style={{
            fill: 'none',
            stroke: vars.color.brand,
            strokeWidth: 2.5,
            strokeLinecap: 'round',
            strokeLinejoin: 'round',
          }}
        />
        <rect x="108" y="74" width="38" height="18" rx="9" style={{ fill: vars.color.brandSoft }} />
      </g>
    </svg>
  );
}
