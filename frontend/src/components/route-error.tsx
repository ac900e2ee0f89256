import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorScreen } from './error-screen';

interface State {
  failed: boolean;
  path: string;
}

class Boundary extends Component<{ path: string; children: ReactNode }, State> {
  override state: State = { failed: false, path: this.props.path };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  /** Going to another page leaves the error behind, as the router's error element did. */
  static getDerivedStateFromProps(props: { path: string }, state: State): Partial<State> | null {
    return props.path === state.path ? null : { failed: false, path: props.path };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Route error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}

/** Around the routes: a page that failed to render or to load its chunk shows the error screen. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary path={pathname}>{children}</Boundary>;
}
