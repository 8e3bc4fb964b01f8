// A lazily loaded extra (not the page itself) whose chunk may fail to load, typically because the
// connection dropped. It then renders nothing instead of taking the page down, and loads again
// when the connection returns.
import { Component, Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';

interface BoundaryProps {
  children: ReactNode;
  onRetry: () => void;
}

class FailQuietly extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    if (navigator.onLine) {
      console.error(error);
      return;
    }
    window.addEventListener(
      'online',
      () => {
        this.props.onRetry();
        this.setState({ failed: false });
      },
      { once: true },
    );
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function OptionalChunk({ load }: { load: () => Promise<{ default: ComponentType }> }) {
  // A rejected lazy() keeps its rejection: a retry needs a new one.
  const [Loaded, setLoaded] = useState(() => lazy(load));
  return (
    <FailQuietly onRetry={() => setLoaded(() => lazy(load))}>
      <Suspense fallback={null}>
        <Loaded />
      </Suspense>
    </FailQuietly>
  );
}
