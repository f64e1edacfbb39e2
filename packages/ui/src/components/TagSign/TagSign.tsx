import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import * as styles from './TagSign.css';

export type TagSignColour = 'green' | 'amber' | 'red';
export type TagSignSize = 'sm' | 'lg';

export interface TagSignProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The scafftag's colour: green safe, amber safe within limits, red do not use. */
  colour: TagSignColour;
  /** The tag's words, e.g. 'Do not use'; colour and icon are never the only cue. */
  words: string;
  /** Why, in a sentence (shown under the words). */
  detail?: ReactNode;
  /** `lg` for the status page, `sm` in lists. */
  size?: TagSignSize;
}

const ICON_PX = { sm: 20, lg: 44 } as const;

/** A tick in a circle, a warning triangle, a no-entry sign: one shape per colour. */
function TagIcon({ colour, size }: { colour: TagSignColour; size: TagSignSize }) {
  const px = ICON_PX[size];
  return (
    <svg
      className={styles.icon}
      width={px}
      height={px}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={colour === 'green' ? 'tick' : colour === 'amber' ? 'caution' : 'stop'}
    >
      {colour === 'green' && (
        <>
          <circle cx="12" cy="12" r="10" />
          <path d="m7.5 12.5 3 3 6-7" />
        </>
      )}
      {colour === 'amber' && (
        <>
          <path d="M12 3 2.5 20h19z" />
          <path d="M12 10v4.5M12 17.5v.01" />
        </>
      )}
      {colour === 'red' && (
        <>
          <circle cx="12" cy="12" r="10" />
          <path d="M7 12h10" strokeWidth={3} />
        </>
      )}
    </svg>
  );
}

/**
 * A scaffold's tag status as UK sites show it at the access point: green, amber or red, always
 * with its words and an icon of its own shape, so colour is never the only cue.
 */
export function TagSign({ colour, words, detail, size = 'sm', className, ...rest }: TagSignProps) {
  return (
    <div className={cx(styles.sign, styles.size[size], styles.colour[colour], className)} {...rest}>
      <TagIcon colour={colour} size={size} />
      <div className={styles.body}>
        <span className={styles.words[size]}>{words}</span>
        {detail !== undefined && <span className={styles.detail[size]}>{detail}</span>}
      </div>
    </div>
  );
}
