import { Component, type ReactNode } from 'react';

interface RemoteErrorBoundaryProps {
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
}

interface RemoteErrorBoundaryState {
  error: Error | null;
}

/** Keeps a remote (a screen, or the signed-in shell) that fails to load or render in its own area. */
export class RemoteErrorBoundary extends Component<
  RemoteErrorBoundaryProps,
  RemoteErrorBoundaryState
> {
  override state: RemoteErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): RemoteErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    console.error('Remote failed to load or render', error);
  }

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
