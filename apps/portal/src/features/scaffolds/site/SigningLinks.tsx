import type { ScaffoldDetails, SignableRef, SigningLink } from '@scaffold/domain';
import { formatDateTime } from '@scaffold/domain';
import { Button, Notice, notify, StatusBadge, TextField } from '@scaffold/ui';
import { useState } from 'react';
import { publicUrl, signingPath } from '../scaffold-paths';
import { useScaffoldWrites } from '../scaffold-queries';
import { problemMessage } from '../shared/api-problem';
import { SCAFFOLDS_COPY } from '../shared/scaffolds-copy';
import * as styles from './SiteScaffoldsScreen.css';

const BADGES = {
  open: { tone: 'info', label: 'Open' },
  used: { tone: 'success', label: 'Signed' },
  expired: { tone: 'neutral', label: 'Expired' },
  revoked: { tone: 'neutral', label: 'Withdrawn' },
} as const;

/** The documents of a scaffold that wait for the client's signature. */
function awaiting(details: ScaffoldDetails): { ref: SignableRef; label: string }[] {
  const documents: { ref: SignableRef; label: string }[] = [];
  if (details.handover && !details.handover.client_signature) {
    documents.push({
      ref: { kind: 'handover', id: details.handover.id },
      label: 'handover certificate',
    });
  }
  for (const inspection of details.inspections) {
    if (!inspection.client_signed_at) {
      documents.push({
        ref: { kind: 'inspection', id: inspection.id },
        label: `inspection of ${formatDateTime(inspection.created_at)}`,
      });
    }
  }
  return documents;
}

const documentName = (link: SigningLink, details: ScaffoldDetails) => {
  if (link.document.kind === 'handover') return 'Handover certificate';
  const inspection = details.inspections.find((entry) => entry.id === link.document.id);
  return inspection ? `Inspection of ${formatDateTime(inspection.created_at)}` : 'Inspection';
};

/**
 * Signing links of a scaffold's documents: make one for the client (its address shown once, to
 * copy and send), see what became of each, withdraw an open one.
 */
export function SigningLinks({
  details,
  onChanged,
}: {
  details: ScaffoldDetails;
  onChanged: () => void;
}) {
  const writes = useScaffoldWrites();
  const [made, setMade] = useState<{ url: string; label: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const documents = awaiting(details);

  const run = async (key: string, work: () => Promise<void>) => {
    setBusy(key);
    setFailure(null);
    try {
      await work();
      onChanged();
    } catch (error) {
      setFailure(problemMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const create = (document: { ref: SignableRef; label: string }) =>
    run(`create-${document.ref.kind}-${document.ref.id}`, async () => {
      const { token } = await writes.createSigningLink(document.ref);
      setMade({ url: publicUrl(signingPath(token)), label: document.label });
    });

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify({ type: 'success', message: 'Signing link copied.' });
    } catch {
      notify({
        type: 'info',
        message: 'Copying is not allowed here: select the link and copy it.',
      });
    }
  };

  return (
    <div className={styles.links}>
      {documents.length === 0 && details.signing_links.length === 0 && (
        <p className={styles.muted}>Nothing waits for the client's signature.</p>
      )}
      {documents.map((document) => (
        <div key={`${document.ref.kind}-${document.ref.id}`} className={styles.linkRow}>
          <span>
            {SCAFFOLDS_COPY.awaitingClient}: {document.label}
          </span>
          <Button
            variant="secondary"
            size="sm"
            busy={busy === `create-${document.ref.kind}-${document.ref.id}`}
            busyLabel="Creating..."
            onClick={() => void create(document)}
          >
            Create signing link
          </Button>
        </div>
      ))}
      {made && (
        <div className={styles.madeLink}>
          <TextField
            label={`Signing link for the ${made.label}`}
            hint="Send it to the client. It works once, for 7 days; a new link withdraws this one."
            readOnly
            value={made.url}
            onFocus={(event) => event.target.select()}
          />
          <Button size="sm" onClick={() => void copy(made.url)}>
            Copy link
          </Button>
        </div>
      )}
      {failure && <Notice tone="danger">{failure}</Notice>}
      {details.signing_links.length > 0 && (
        <ul className={styles.linkList} aria-label="Signing links">
          {details.signing_links.map((link) => (
            <li key={link.id} className={styles.linkRow}>
              <StatusBadge tone={BADGES[link.state].tone}>{BADGES[link.state].label}</StatusBadge>
              <span>
                {documentName(link, details)}, made {formatDateTime(link.created_at)}
                {link.state === 'open' ? `, until ${formatDateTime(link.expires_at)}` : ''}
              </span>
              {link.state === 'open' && (
                <Button
                  variant="ghost"
                  size="sm"
                  busy={busy === `revoke-${link.id}`}
                  busyLabel="Withdrawing..."
                  onClick={() =>
                    void run(`revoke-${link.id}`, async () => {
                      await writes.revokeSigningLink(link.id);
                      setMade(null);
                    })
                  }
                >
                  Withdraw
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
