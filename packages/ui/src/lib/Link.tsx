import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type ReactNode,
  type Ref,
  useContext,
} from 'react';

/** What a link component receives: an anchor's props, with a required `href`. */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** A component that renders a link; the portal passes one wrapping its router's Link. */
export type LinkComponent = ComponentType<LinkComponentProps>;

const PlainAnchor: LinkComponent = ({ href, ...rest }) => <a href={href} {...rest} />;

const LinkComponentContext = createContext<LinkComponent>(PlainAnchor);

export interface LinkProviderProps {
  /**
   * How every ui link is rendered. ui never imports a router: pass e.g.
   * `({ href, ...props }) => <RouterLink to={href} {...props} />`.
   */
  linkComponent: LinkComponent;
  children: ReactNode;
}

/** Sets the link component for every ui component below it (TopBar, MetricCard, TextLink...). */
export function LinkProvider({ linkComponent, children }: LinkProviderProps) {
  return (
    <LinkComponentContext.Provider value={linkComponent}>{children}</LinkComponentContext.Provider>
  );
}

/** The link component in effect: a prop override, else the provider's, else a plain `<a>`. */
export function useLinkComponent(override?: LinkComponent): LinkComponent {
  const fromContext = useContext(LinkComponentContext);
  return override ?? fromContext;
}
