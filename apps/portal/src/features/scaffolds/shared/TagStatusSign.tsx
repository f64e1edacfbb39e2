import { type TagStatus, tagStatusView } from '@scaffold/domain';
import { TagSign, type TagSignSize } from '@scaffold/ui';

/** A tag status as its sign: the colour with its words, icon and (large) its reason. */
export function TagStatusSign({
  status,
  size = 'sm',
  withReason = size === 'lg',
}: {
  status: TagStatus;
  size?: TagSignSize;
  withReason?: boolean;
}) {
  const view = tagStatusView(status);
  return (
    <TagSign
      colour={status.colour}
      words={view.words}
      detail={withReason ? view.reason : undefined}
      size={size}
      data-status={status.colour}
    />
  );
}
