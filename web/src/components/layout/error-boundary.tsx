import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = {
  /** What shows instead of the children after an error; `retry` resets and renders them anew. */
  fallback: (retry: () => void) => ReactNode;
  /** A change of this value (the address) resets the boundary: another page renders afresh. */
  resetKey?: string;
  /** Called when the boundary resets, before the children render again (forget failed loads). */
  onReset?: () => void;
  children: ReactNode;
};

/**
 * Keeps an exception in one part of the screen from unmounting the whole app (React unmounts the
 * root when nothing catches a render error): the part shows `fallback` until it is tried again.
 */
export class ErrorBoundary extends Component<Props, { failed: boolean; key: string | undefined }> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { failed: boolean; key: string | undefined }) {
    if (props.resetKey === state.key) return null;
    if (state.failed) props.onReset?.();
    return { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // A warning, not an error: the visitor has been told on the page; the developer sees where.
    console.warn('A part of the page failed and shows its error instead:', error, info.componentStack);
  }

  retry = () => {
    this.props.onReset?.();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
