import { Button } from '@scaffold/ui';
import { useState } from 'react';
import * as styles from './UpdateBanner.css';
import { UPDATE_COPY } from './update-copy';

export { UPDATE_COPY };

export interface UpdateBannerProps {
  /** Lets the new version take over and reloads the page. */
  onReload: () => void;
}

/**
 * Says a new version of the portal is ready. It never swaps in by itself (an inspector may be
 * halfway through a form): the page changes when the user presses Reload. 'Later' hides it until
 * the next page load.
 */
export function UpdateBanner({ onReload }: UpdateBannerProps) {
  const [hidden, setHidden] = useState(false);
  const [reloading, setReloading] = useState(false);
  if (hidden) return null;
  return (
    <section className={styles.banner} aria-label="Update" role="status">
      <p className={styles.message}>
        <strong>{UPDATE_COPY.available}</strong> {UPDATE_COPY.detail}
      </p>
      <span className={styles.actions}>
        <Button variant="secondary" size="sm" onClick={() => setHidden(true)}>
          {UPDATE_COPY.later}
        </Button>
        <Button
          size="sm"
          busy={reloading}
          busyLabel="Reloading..."
          onClick={() => {
            setReloading(true);
            onReload();
          }}
        >
          {UPDATE_COPY.reload}
        </Button>
      </span>
    </section>
  );
}
