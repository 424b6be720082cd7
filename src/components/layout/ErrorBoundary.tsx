import Button from '@mui/material/Button';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PageShell } from './PageShell';

interface State {
  error: Error | null;
}

/** Catches render errors (and failed lazy chunks after a deploy) per route. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unhandled UI error', error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <PageShell
        title="Something went wrong"
        subtitle="This page failed to load. Reloading usually fixes it."
        maxWidth="sm"
      >
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </PageShell>
    );
  }
}
