import { isApiError } from '@scaffold/api-client';
import { MESSAGES, type Signed } from '@scaffold/domain';
import {
  Button,
  EmptyState,
  LoadingState,
  Notice,
  SignaturePad,
  TextField,
  VisuallyHidden,
} from '@scaffold/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useApi } from '../../../services/services-context';
import { signingDocumentRead, useScaffoldWrites } from '../scaffold-queries';
import { problemMessage, statusOf } from '../shared/api-problem';
import { HandoverCertificateView } from '../shared/HandoverCertificateView';
import * as styles from '../shared/public-page.css';
import { SCAFFOLDS_COPY } from '../shared/scaffolds-copy';
import { InspectionToSign } from './InspectionToSign';
import { SIGNING_COPY } from './signing-copy';

function SignedNotice({ signed }: { signed: Signed }) {
  return (
    <Notice tone="success" title={SCAFFOLDS_COPY.signedByClient(signed.signed_at)}>
      {SIGNING_COPY.signedBy(signed.signed_by)}
    </Notice>
  );
}

/**
 * /sign/:token, the page a client opens from a signing link, with no account: the handover
 * certificate or inspection report to read, then their name and signature, on a phone. A link
 * works once, for 7 days, until withdrawn; a used, expired or withdrawn link says so. Nothing
 * of the firm shows but the document itself.
 */
export function SigningScreen() {
  const { token = '' } = useParams();
  const page = useQuery(signingDocumentRead(useApi(), token));
  const writes = useScaffoldWrites();
  const [name, setName] = useState('');
  const [signature, setSignature] = useState('');
  const [errors, setErrors] = useState<{ name?: string; signature?: string }>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [signed, setSigned] = useState<Signed | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      name: name.trim() ? undefined : MESSAGES.required,
      signature: signature ? undefined : SIGNING_COPY.signatureMissing,
    };
    setErrors(found);
    if (found.name || found.signature) {
      document.getElementById(found.name ? 'signer-name' : 'signer-signature')?.focus();
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      setSigned(await writes.signDocument(token, { name: name.trim(), signature }));
    } catch (error) {
      // Signed meanwhile, expired or withdrawn: the page says what the link is now.
      if (isApiError(error) && error.status === 409) void page.refetch();
      else setFailure(problemMessage(error));
    } finally {
      setSending(false);
    }
  };

  const data = page.data;
  return (
    <main className={styles.page}>
      <div className={styles.column}>
        {(page.status !== 'success' || data?.state === 'expired' || data?.state === 'revoked') &&
          !signed && <VisuallyHidden as="h1">Signing link</VisuallyHidden>}
        {page.status === 'pending' && <LoadingState label="Opening the document..." />}
        {page.status === 'error' &&
          (statusOf(page.error) === 404 ? (
            <EmptyState
              title={SCAFFOLDS_COPY.linkInvalid}
              description={SCAFFOLDS_COPY.linkInvalidText}
            />
          ) : (
            <EmptyState
              icon={null}
              title="The document could not be opened."
              description={problemMessage(page.error)}
              action={
                <Button
                  variant="secondary"
                  busy={page.isRefetching}
                  busyLabel="Retrying..."
                  onClick={() => void page.refetch()}
                >
                  Retry
                </Button>
              }
            />
          ))}
        {(signed || data?.state === 'used') && (
          <>
            <h1 className={styles.heading}>Signed</h1>
            <SignedNotice signed={signed ?? (data as Signed)} />
          </>
        )}
        {!signed && data?.state === 'expired' && (
          <EmptyState title={SCAFFOLDS_COPY.linkExpired} description={SCAFFOLDS_COPY.askForNew} />
        )}
        {!signed && data?.state === 'revoked' && (
          <EmptyState title={SCAFFOLDS_COPY.linkRevoked} description={SCAFFOLDS_COPY.askForNew} />
        )}
        {!signed && data?.state === 'open' && (
          <>
            <div className={styles.titleBlock}>
              <h1 className={styles.heading}>{SIGNING_COPY.title}</h1>
              <p className={styles.lead}>
                {data.document.kind === 'handover'
                  ? SIGNING_COPY.handoverLead
                  : SIGNING_COPY.inspectionLead}
              </p>
            </div>
            {data.document.kind === 'handover' ? (
              <HandoverCertificateView certificate={data.document.certificate} titleLevel={2} />
            ) : (
              <InspectionToSign document={data.document} />
            )}
            <form
              className={styles.panel}
              aria-labelledby="sign-title"
              noValidate
              onSubmit={(event) => void submit(event)}
            >
              <h2 id="sign-title" className={styles.panelTitle}>
                {SIGNING_COPY.signTitle}
              </h2>
              <TextField
                id="signer-name"
                label={SIGNING_COPY.name}
                autoComplete="name"
                required
                value={name}
                error={errors.name}
                onChange={(event) => setName(event.target.value)}
              />
              <div id="signer-signature" tabIndex={-1}>
                <SignaturePad
                  label={SIGNING_COPY.signature}
                  value={signature}
                  onChange={setSignature}
                />
                {errors.signature && (
                  <p className={styles.fieldError} role="alert">
                    {errors.signature}
                  </p>
                )}
              </div>
              {failure && <Notice tone="danger">{failure}</Notice>}
              <div className={styles.actions}>
                <Button type="submit" busy={sending} busyLabel="Signing...">
                  {SIGNING_COPY.sign}
                </Button>
              </div>
              <p className={styles.footnote}>
                This link works once. Your name, your signature and the time go on the document.
              </p>
            </form>
          </>
        )}
      </div>
    </main>
  );
}
