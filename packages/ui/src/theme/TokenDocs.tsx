// Blocks for the 'Design tokens' docs page: they render the shipped token values.
import type { CSSProperties, ReactNode } from 'react';
import { vars } from './contract.css';
import { contrastRatio } from './contrast';
import { CONTRAST_PAIRS } from './contrastPairs';
import { breakpoints, tokens } from './tokens';

type Leaves = { [key: string]: string | Leaves };

function flatten(tree: Leaves, prefix: string[] = []): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[[...prefix, key].join('.'), value]]
      : flatten(value, [...prefix, key]),
  );
}

const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: 12,
  margin: '16px 0 32px',
};
const caption: CSSProperties = { fontSize: 12, lineHeight: 1.4, color: tokens.color.textMuted };
const code: CSSProperties = { fontFamily: tokens.font.mono, fontSize: 12 };

function Tile({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        border: `1px solid ${tokens.color.border}`,
        borderRadius: 8,
        overflow: 'hidden',
        background: '#fff',
      }}
    >
      {children}
    </div>
  );
}

/** Colour tokens: `base` for the top-level colours, else one group (`tone`, `chart`...). */
export function ColourTokens({ group }: { group: string }) {
  const colours = tokens.color as unknown as Leaves;
  const swatches =
    group === 'base'
      ? Object.entries(colours).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        )
      : flatten(colours[group] as Leaves, [group]);
  return (
    <div style={grid}>
      {swatches.map(([name, value]) => (
        <Tile key={name}>
          <div style={{ height: 56, background: value }} />
          <div style={{ padding: 8 }}>
            <div style={{ ...code, fontWeight: 600 }}>{`color.${name}`}</div>
            <div style={caption}>{value}</div>
          </div>
        </Tile>
      ))}
    </div>
  );
}

export function SpaceTokens() {
  return (
    <table>
      <tbody>
        {Object.entries(tokens.space).map(([name, value]) => (
          <tr key={name}>
            <td style={code}>{`space.${name}`}</td>
            <td style={code}>{value}</td>
            <td>
              <div
                style={{
                  width: value,
                  height: 16,
                  background: tokens.color.brand,
                  borderRadius: 2,
                }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function TypeScale() {
  return (
    <div style={{ margin: '16px 0 32px' }}>
      {Object.entries(tokens.font.size).map(([name, value]) => (
        <div
          key={name}
          style={{ display: 'flex', alignItems: 'baseline', gap: 16, padding: '6px 0' }}
        >
          <span style={{ ...code, width: 140, flexShrink: 0 }}>{`font.size.${name} ${value}`}</span>
          <span style={{ fontFamily: vars.font.body, fontSize: value, color: tokens.color.text }}>
            Scaffold inspection due
          </span>
        </div>
      ))}
      {Object.entries(tokens.font.weight).map(([name, value]) => (
        <div
          key={name}
          style={{ display: 'flex', alignItems: 'baseline', gap: 16, padding: '6px 0' }}
        >
          <span
            style={{ ...code, width: 140, flexShrink: 0 }}
          >{`font.weight.${name} ${value}`}</span>
          <span
            style={{ fontFamily: vars.font.body, fontWeight: value as CSSProperties['fontWeight'] }}
          >
            Total Tonnage 12.40 tons
          </span>
        </div>
      ))}
    </div>
  );
}

export function RadiusAndShadowTokens() {
  return (
    <div style={grid}>
      {Object.entries(tokens.radius).map(([name, value]) => (
        <Tile key={`radius-${name}`}>
          <div style={{ padding: 16, display: 'flex', justifyContent: 'center' }}>
            <div
              style={{
                width: 64,
                height: 48,
                borderRadius: value,
                background: tokens.color.brandSoft,
                border: `2px solid ${tokens.color.brand}`,
              }}
            />
          </div>
          <div style={{ padding: 8, ...code }}>{`radius.${name} ${value}`}</div>
        </Tile>
      ))}
      {Object.entries(tokens.shadow).map(([name, value]) => (
        <Tile key={`shadow-${name}`}>
          <div
            style={{
              padding: 16,
              display: 'flex',
              justifyContent: 'center',
              background: tokens.color.surface,
            }}
          >
            <div
              style={{
                width: 64,
                height: 48,
                borderRadius: 8,
                background: '#fff',
                boxShadow: value,
              }}
            />
          </div>
          <div style={{ padding: 8, ...code }}>{`shadow.${name}`}</div>
        </Tile>
      ))}
    </div>
  );
}

export function BreakpointTokens() {
  return (
    <table>
      <thead>
        <tr>
          <th>Name</th>
          <th>From (min-width)</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(breakpoints).map(([name, value]) => (
          <tr key={name}>
            <td style={code}>{name}</td>
            <td style={code}>{`${value}px`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function SizeTokens() {
  return (
    <table>
      <tbody>
        {[
          ...Object.entries(tokens.size),
          ...Object.entries(tokens.zIndex).map(([k, v]) => [`zIndex.${k}`, v]),
        ].map(([name, value]) => (
          <tr key={name}>
            <td style={code}>{name?.startsWith('zIndex') ? name : `size.${name}`}</td>
            <td style={code}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every colour pair the kit draws, its contrast ratio and the AA minimum it meets. */
export function ContrastTable() {
  return (
    <table>
      <thead>
        <tr>
          <th>Use</th>
          <th>Sample</th>
          <th>Ratio</th>
          <th>AA minimum</th>
        </tr>
      </thead>
      <tbody>
        {CONTRAST_PAIRS.map((pair) => {
          const ratio = contrastRatio(pair.foreground, pair.background);
          return (
            <tr key={pair.use}>
              <td>{pair.use}</td>
              <td>
                <span
                  style={{
                    display: 'inline-block',
                    padding: '2px 8px',
                    borderRadius: 4,
                    color: pair.foreground,
                    background: pair.background,
                    fontWeight: 600,
                  }}
                >
                  {pair.minimum === 3 && !pair.use.includes('text') ? '● ━━' : 'Aa 123'}
                </span>
              </td>
              <td style={code}>{`${ratio.toFixed(2)}:1`}</td>
              <td style={code}>{`${pair.minimum}:1 ${ratio >= pair.minimum ? '✓' : '✗'}`}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

const STATUS_TONES: Array<[status: string, tone: string, colour: string]> = [
  ['Site active', 'success (green)', tokens.color.tone.success.solid],
  ['Site pending', 'warning (yellow)', tokens.color.tone.warning.solid],
  ['Site completed, or any other code', 'neutral (grey)', tokens.color.tone.neutral.solid],
  ['Inspection up to date', 'success (green)', tokens.color.tone.success.solid],
  ['Inspection overdue', 'danger (red)', tokens.color.tone.danger.solid],
  ['Never inspected', 'warning (yellow)', tokens.color.tone.warning.solid],
  ['Nav marker, active section', 'marker.active (green, filled dot)', tokens.color.marker.active],
  [
    'Nav marker, inactive section',
    'marker.inactive (red, hollow ring)',
    tokens.color.marker.inactive,
  ],
  ['Admin top bar', 'topBar.adminBackground (grey)', tokens.color.topBar.adminBackground],
];

/** Which tone each status of the product gets. */
export function StatusToneTable() {
  return (
    <table>
      <thead>
        <tr>
          <th>Status</th>
          <th>Tone</th>
        </tr>
      </thead>
      <tbody>
        {STATUS_TONES.map(([status, tone, colour]) => (
          <tr key={status}>
            <td>{status}</td>
            <td>
              <span
                style={{
                  display: 'inline-block',
                  width: 12,
                  height: 12,
                  marginRight: 8,
                  borderRadius: 6,
                  background: colour,
                  verticalAlign: 'middle',
                }}
              />
              <span style={code}>{tone}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
