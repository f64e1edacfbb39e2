import { MESSAGES } from '@scaffold/domain';
import { Button, EmptyState } from '@scaffold/ui';

export interface LoadFailedProps {
  /** What could not be loaded: 'Your sites could not be loaded.' */
  title: string;
  /** While the retry runs, the button says so and waits. */
  retrying: boolean;
  onRetry: () => void;
}

/** A screen part whose data did not load: the reason and Retry. */
export function LoadFailed({ title, retrying, onRetry }: LoadFailedProps) {
  return (
    <EmptyState
      icon={null}
      title={title}
      description={MESSAGES.fetchFailed}
      action={
        <Button variant="secondary" busy={retrying} busyLabel="Retrying..." onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
