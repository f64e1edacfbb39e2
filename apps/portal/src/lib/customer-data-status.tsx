import { LoadingState } from '@scaffold/ui';
import { LoadFailed } from './load-failed';
import { OfflineDataNote } from './offline/OfflineDataNote';
import type { useCustomerData } from './use-customer-data';

export interface CustomerDataStatusProps {
  customerData: ReturnType<typeof useCustomerData>;
  /** What the screen says while the tree loads ('Loading sites...'). */
  loadingLabel: string;
  /** What the screen says when it could not load ('Your sites could not be loaded.'). */
  errorTitle: string;
}

/**
 * The loading state, or the failure with Retry, of a screen built on the customer tree; with no
 * connection, the note that it shows the last data read.
 */
export function CustomerDataStatus({
  customerData,
  loadingLabel,
  errorTitle,
}: CustomerDataStatusProps) {
  if (customerData.status === 'loading') return <LoadingState label={loadingLabel} />;
  if (customerData.status !== 'error') return <OfflineDataNote readAt={customerData.readAt} />;
  return (
    <LoadFailed
      title={errorTitle}
      retrying={customerData.reloading}
      onRetry={() => void customerData.reload()}
    />
  );
}
