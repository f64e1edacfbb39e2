import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { level as levelClass } from './Heading.css';

export const HEADING_LEVELS = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The outline level (h1 to h4). */
  level: HeadingLevel;
  /** Look like another level while keeping the outline right. */
  visualLevel?: HeadingLevel;
  children: ReactNode;
}

/** A section heading; pick `level` from the page outline, not from the size you want. */
export function Heading({ level, visualLevel, className, ...rest }: HeadingProps) {
  const Tag = `h${level}` as const;
  return <Tag className={cx(levelClass[visualLevel ?? level], className)} {...rest} />;
}
