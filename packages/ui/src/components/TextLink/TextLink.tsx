import { cx } from '../../lib/cx';
import { type LinkComponent, type LinkComponentProps, useLinkComponent } from '../../lib/Link';
import { standalone, textLink } from './TextLink.css';

export interface TextLinkProps extends LinkComponentProps {
  /** Overrides the `LinkProvider`'s component for this link. */
  linkComponent?: LinkComponent;
  /**
   * A link inside a sentence ('Already have an account? Sign in'): it stays text in the line.
   * Otherwise, on touch screens, it is a 44×44 px target.
   */
  inline?: boolean;
}

/**
 * An underlined link, such as 'Forgot password?' or 'Back to login'. It renders through the
 * `LinkProvider`'s link component, so in the portal it navigates with the router.
 */
export function TextLink({ linkComponent, className, inline = false, ...rest }: TextLinkProps) {
  const Link = useLinkComponent(linkComponent);
  return <Link className={cx(textLink, !inline && standalone, className)} {...rest} />;
}
