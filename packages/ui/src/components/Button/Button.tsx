import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../lib/cx';
import { type LinkComponent, type LinkComponentProps, useLinkComponent } from '../../lib/Link';
import { button, spinner } from './Button.css';

export const BUTTON_VARIANTS = ['primary', 'secondary', 'ghost', 'danger'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export const BUTTON_SIZES = ['md', 'sm'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `primary` for the one main action of a view, `secondary` beside it, `ghost` for low-key
   * actions in rows, `danger` for destructive ones. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Fill the width of the container (forms on phones). */
  fullWidth?: boolean;
  /**
   * While true the button refuses clicks and submits, shows a spinner and `busyLabel` (e.g.
   * 'Signing in...'). It stays focusable (`aria-disabled`, not `disabled`): a focused button that
   * became disabled would drop keyboard focus to the page while the request runs.
   */
  busy?: boolean;
  busyLabel?: string;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
}

/** The button for every action. Submit buttons show a busy state while their request runs. */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  busy = false,
  busyLabel,
  icon,
  children,
  type = 'button',
  disabled,
  className,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(button({ variant, size, fullWidth }), className)}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={(event) => {
        // Also stops a busy submit button's form from submitting again (Enter in a field clicks it).
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
      {...rest}
    >
      {busy ? <span className={spinner} aria-hidden="true" /> : icon}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}

export interface ButtonLinkProps extends LinkComponentProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  icon?: ReactNode;
  linkComponent?: LinkComponent;
  children: ReactNode;
}

/** A link that looks like a button: navigation presented as an action ('Admin Dashboard'). */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  icon,
  linkComponent,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  const Link = useLinkComponent(linkComponent);
  return (
    <Link className={cx(button({ variant, size, fullWidth }), className)} {...rest}>
      {icon}
      {children}
    </Link>
  );
}
