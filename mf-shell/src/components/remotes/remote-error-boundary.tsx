import { Button, Result } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Name shown to the user, e.g. "Assessment Credits". */
  label: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | undefined;
}

/** Keeps a failing remote (unreachable, or crashing while rendering) from taking the shell down. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Remote "${this.props.label}" failed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Result
        status="warning"
        title="This section could not be loaded"
        subTitle={`The ${this.props.label} section is unavailable right now. Check your connection and try again; the rest of the application keeps working.`}
        extra={
          <Button type="primary" onClick={this.props.onRetry}>
            Retry
          </Button>
        }
      />
    );
  }
}
