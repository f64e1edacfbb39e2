import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { cx } from '../../lib/cx';
import { Heading } from '../Heading';
import { Text } from '../Text';
import * as styles from './Card.css';

export const CARD_PADDINGS = ['md', 'sm', 'none'] as const;
export type CardPadding = (typeof CARD_PADDINGS)[number];

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** `section` (with a `title`) makes it a named region; `li` inside a list of cards. */
  as?: 'div' | 'section' | 'article' | 'li';
  /** A heading at the top of the card; it also names a `section` card. */
  title?: ReactNode;
  /** The heading level of `title` in the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** Buttons or links on the right of the title. */
  actions?: ReactNode;
  /** `none` for edge-to-edge content such as lists and tables. */
  padding?: CardPadding;
  children?: ReactNode;
}

/** A raised surface grouping one topic: a dashboard section, a form, a client. */
export function Card({
  as: Component = 'div',
  title,
  headingLevel = 2,
  subtitle,
  actions,
  padding = 'md',
  className,
  children,
  ...rest
}: CardProps) {
  const titleId = `card-title-${useId()}`;
  const hasHeader = title !== undefined || actions !== undefined;
  return (
    <Component
      className={cx(styles.card({ padding }), className)}
      aria-labelledby={title !== undefined && Component !== 'div' ? titleId : undefined}
      {...rest}
    >
      {hasHeader && (
        <div className={cx(styles.header, padding === 'none' && styles.headerNoPadding)}>
          <div className={styles.titles}>
            {title !== undefined && (
              <Heading level={headingLevel} visualLevel={3} id={titleId}>
                {title}
              </Heading>
            )}
            {subtitle !== undefined && (
              <Text size="sm" tone="muted">
                {subtitle}
              </Text>
            )}
          </div>
          {actions}
        </div>
      )}
      {children}
    </Component>
  );
}
