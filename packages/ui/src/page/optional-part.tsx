import { Component, type ReactNode } from 'react';

interface OptionalPartProps {
  /** Changes when the part should be tried again (a new toast, a new press of its button). */
  attempt: number;
  children: ReactNode;
}

/**
 * A part of the page whose code loads after the page (the toaster, the Export menu's items) and
 * that the page works without: if that code failed to arrive (the signal dropped at the moment
 * it was fetched, and federation then hands over an empty shared module), the part shows nothing
 * instead of taking the whole page down with it, and is tried again on the next `attempt`.
 */
export class OptionalPart extends Component<OptionalPartProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: OptionalPartProps) {
    if (this.state.failed && previous.attempt !== this.props.attempt)
      this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
