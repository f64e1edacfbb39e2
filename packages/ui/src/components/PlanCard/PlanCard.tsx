import { formatGBP } from '@scaffold/domain';
import { type ReactNode, useId } from 'react';
import { CheckIcon } from '../../icons/line-icons';
import { cx } from '../../lib/cx';
import type { LinkComponent } from '../../lib/Link';
import { Button, ButtonLink } from '../Button';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './PlanCard.css';

export interface PlanCardProps {
  /** Element id; the domain's plan objects can be spread on the card (`{...plan}`). */
  id?: string;
  name: string;
  /** Pounds per billing cycle, shown with no decimals. */
  price: number;
  billingCycle?: 'monthly' | 'annual';
  features: readonly string[];
  /** Limits; `null` means unlimited. Left out, the limit is not shown. */
  maxUsers?: number | null;
  maxProjects?: number | null;
  maxInventoryItems?: number | null;
  /** Shows the 'Most Popular' ribbon and makes the choose button primary. */
  mostPopular?: boolean;
  description?: ReactNode;
  /** The choose button's text; 'Choose {name}' by default. */
  chooseLabel?: string;
  /** Choosing by button (e.g. navigate with state)... */
  onChoose?: () => void;
  /** ...or by link (e.g. '/register?plan=professional'). */
  chooseHref?: string;
  linkComponent?: LinkComponent;
  headingLevel?: 2 | 3;
  className?: string;
}

const count = new Intl.NumberFormat('en-GB');
const limitText = (value: number | null) => (value === null ? 'Unlimited' : count.format(value));

/**
 * One subscription plan on the pricing page: name, monthly price in pounds, limits, features
 * and the button to choose it. The most popular plan carries a ribbon and a stronger frame.
 */
export function PlanCard({
  id,
  name,
  price,
  billingCycle = 'monthly',
  features,
  maxUsers,
  maxProjects,
  maxInventoryItems,
  mostPopular = false,
  description,
  chooseLabel = `Choose ${name}`,
  onChoose,
  chooseHref,
  linkComponent,
  headingLevel = 2,
  className,
}: PlanCardProps) {
  const headingId = `plan-${useId()}`;
  const Heading = `h${headingLevel}` as const;
  const period = billingCycle === 'monthly' ? 'month' : 'year';
  const limits = [
    { label: 'Users', value: maxUsers },
    { label: 'Projects', value: maxProjects },
    { label: 'Inventory items', value: maxInventoryItems },
  ].filter((limit): limit is { label: string; value: number | null } => limit.value !== undefined);

  return (
    <article
      id={id}
      aria-labelledby={headingId}
      className={cx(styles.card, mostPopular && styles.popular, className)}
    >
      {mostPopular && <p className={styles.ribbon}>Most Popular</p>}
      <div className={styles.header}>
        <Heading id={headingId} className={styles.name}>
          {name}
        </Heading>
        {description !== undefined && <p className={styles.description}>{description}</p>}
      </div>
      <p className={styles.price}>
        <span className={styles.amount}>{formatGBP(price)}</span>
        <span className={styles.period} aria-hidden="true">{`/${period}`}</span>
        <VisuallyHidden>{` per ${period}`}</VisuallyHidden>
      </p>
      {limits.length > 0 && (
        <dl className={styles.limits}>
          {limits.map((limit) => (
            <div key={limit.label} className={styles.limit}>
              <dt className={styles.limitLabel}>{limit.label}</dt>
              <dd className={styles.limitValue}>{limitText(limit.value)}</dd>
            </div>
          ))}
        </dl>
      )}
      <ul className={styles.features} aria-label={`${name} features`}>
        {features.map((feature) => (
          <li key={feature} className={styles.feature}>
            <CheckIcon size={20} className={styles.check} />
            {feature}
          </li>
        ))}
      </ul>
      {chooseHref !== undefined ? (
        <ButtonLink
          href={chooseHref}
          variant={mostPopular ? 'primary' : 'secondary'}
          fullWidth
          linkComponent={linkComponent}
        >
          {chooseLabel}
        </ButtonLink>
      ) : (
        <Button variant={mostPopular ? 'primary' : 'secondary'} fullWidth onClick={onChoose}>
          {chooseLabel}
        </Button>
      )}
    </article>
  );
}
