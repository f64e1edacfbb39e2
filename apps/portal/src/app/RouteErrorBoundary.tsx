import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteErrorPage } from './errors/RouteErrorPage';

interface Props {
  /** The current location: moving to another one clears the error. */
  locationKey: string;
  children: ReactNode;
}

/** Shows the fallback page when a screen throws while rendering or its chunk fails to load. */
export class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[router] a screen failed', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.locationKey !== this.props.locationKey) {
      this.setState({ failed: false });
    }
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
