import { cx } from '../../lib/cx';
import { type LinkComponent, type LinkComponentProps, useLinkComponent } from '../../lib/Link';
import { textLink } from './TextLink.css';

export interface TextLinkProps extends LinkComponentProps {
  /** Overrides the `LinkProvider`'s component for this link. */
  linkComponent?: LinkComponent;
}

/**
 * An underlined link in running text, such as 'Forgot password?' or 'Back to login'. It renders
 * through the `LinkProvider`'s link component, so in the portal it navigates with the router.
 */
export function TextLink({ linkComponent, className, ...rest }: TextLinkProps) {
  const Link = useLinkComponent(linkComponent);
  return <Link className={cx(textLink, className)} {...rest} />;
}
