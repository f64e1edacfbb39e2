import type { LinkComponent } from '@scaffold/ui';
import { Link } from 'react-router-dom';

/** Renders every ui link through the router, so navigation stays client-side. */
export const RouterLink: LinkComponent = ({ href, ref, ...props }) => (
  <Link to={href} ref={ref} {...props} />
);
