import type { HireStatementQuery } from '@scaffold/domain';
import { Button, EmptyState, Inline, Page } from '@scaffold/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { clientChoicesRead } from '../../../data/reads/client-choices';
import { useReadContext } from '../../../data/reads/read-context';
import { ReadGate } from '../../../data/views/ReadGate';
import { downloadCsv } from '../../../screen-parts/download-csv';
import { useNow } from '../../../services/services-context';
import * as styles from './HireStatementPage.css';
import { hireStatementRead } from './hire-statement-reads';
import { StatementForm } from './StatementForm';
import { periodText, StatementView } from './StatementView';
import { statementCsvFile } from './statement-export';
import { statementChoiceFromSearch } from './statement-period';
import { hasHire } from './statement-rows';
import './statement-print.css';

/** A query for the statement, never sent: the read waits for a client and a period it takes. */
const NOTHING: HireStatementQuery = { client_id: 0, from: '1970-01-01', to: '1970-01-01' };

/**
 * /hire/statement: a client's hire statement for a period (the last calendar month unless the
 * URL says otherwise), to read, print or save as a PDF, or export for Xero.
 */
export function HireStatementPage() {
  const [params, setParams] = useSearchParams();
  const now = useNow();
  const context = useReadContext();
  // The URL is the choice: read again only when it changes.
  const search = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL's search is the input.
  const choice = useMemo(() => statementChoiceFromSearch(params, now()), [search, now]);
  const clients = useQuery(clientChoicesRead(context));
  const query: HireStatementQuery | null =
    choice.clientId !== null && choice.refusal === null
      ? { client_id: choice.clientId, ...choice.period }
      : null;
  const statement = useQuery({
    ...hireStatementRead(context, query ?? NOTHING),
    enabled: query !== null,
  });
  const data = statement.data;

  useEffect(() => {
    if (!data) return;
    const title = document.title;
    // The title names the PDF a browser saves.
    document.title = `Hire statement: ${data.client.name}, ${periodText(data.period)}`;
    return () => {
      document.title = title;
    };
  }, [data]);

  const exportCsv = () => {
    if (!data) return;
    const file = statementCsvFile(data, now());
    downloadCsv(file.fileName, file.csv);
  };

  return (
    <Page
      title="Hire statement"
      description="What a client owes for hire, site by site, for a period."
      className={styles.page}
    >
      <div className={styles.screenOnly}>
        <StatementForm
          key={search}
          choice={choice}
          clients={clients.data?.results}
          clientsError={
            clients.isError && !clients.data ? 'The clients could not be loaded.' : null
          }
          onChoose={(next) => setParams(new URLSearchParams(next))}
        />
      </div>
      {query === null ? (
        choice.refusal === null && (
          <EmptyState
            title="No client chosen yet."
            description="Choose a client and a period above: the last calendar month is filled in."
          />
        )
      ) : (
        <ReadGate
          query={statement}
          loadingLabel="Loading the statement..."
          errorTitle="The statement could not be loaded."
          isEmpty={(answer) => !hasHire(answer.sites)}
          empty={
            <EmptyState
              title="No hire in this period."
              description={`Nothing of ${data?.client.name ?? 'this client'} was on hire or charged from ${periodText(choice.period)}.`}
            />
          }
        >
          {(answer) => (
            <>
              <Inline space="sm" className={styles.screenOnly}>
                <Button onClick={() => window.print()}>Print or save as PDF</Button>
                <Button variant="secondary" onClick={exportCsv}>
                  Export CSV for Xero
                </Button>
              </Inline>
              <StatementView statement={answer} />
            </>
          )}
        </ReadGate>
      )}
    </Page>
  );
}
