import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { button } from './Button.css';

export const BUTTON_VARIANTS = ['primary', 'secondary', 'danger'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** While true the button is disabled and shows `busyLabel` (e.g. 'Signing in...'). */
  busy?: boolean;
  busyLabel?: string;
  children: ReactNode;
}

export function Button({
  variant = 'primary',
  busy = false,
  busyLabel,
  children,
  type = 'button',
  disabled,
  className,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={[button({ variant }), className].filter(Boolean).join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
