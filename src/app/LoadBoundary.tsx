// What the user sees when a part of the portal fails to load or to render (a chunk missing after a
// deploy, the network gone while a page loads, a fault in a page): a clear message and a way to
// reload, in place of that part, instead of a blank window. A page that fails leaves the shell
// and its menus working; `resetKey` (the page's address) clears the message on navigation.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert } from '../ui/Alert';
import { PlainButton } from '../ui/PlainButton';

export interface LoadBoundaryProps {
  children: ReactNode;
  /** A value that changes with the address: a new one clears a shown failure. */
  resetKey?: string;
  /** Reloads the portal (the browser's reload by default; tests pass their own). */
  onReload?: () => void;
}

export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidUpdate(previous: LoadBoundaryProps) {
    // Navigating elsewhere clears the failure (the new address gets its own try).
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A part of the portal failed to load or render', error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    const reload = this.props.onReload ?? (() => window.location.reload());
    return (
      <Alert variant="error" title="This part of the portal could not be loaded">
        <p>The connection may have dropped, or the portal was updated since this window opened.</p>
        <PlainButton variant="secondary" onPress={reload}>
          Reload the portal
        </PlainButton>
      </Alert>
    );
  }
}
