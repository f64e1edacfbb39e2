import { Button, Select, TextField } from '@scaffold/ui';
import { type FormEvent, useState } from 'react';
import * as styles from './HireStatementPage.css';
import {
  type StatementChoice,
  type StatementFormErrors,
  type StatementFormValues,
  searchFromForm,
} from './statement-period';

export interface StatementFormProps {
  choice: StatementChoice;
  clients: readonly { id: number; name: string }[] | undefined;
  /** Why there are no clients to choose from, when their read failed. */
  clientsError: string | null;
  onChoose: (search: string) => void;
}

/**
 * The client and the period. Nothing is read until 'Show statement': the choice goes into the
 * URL (bookmarked, shared), and the screen reads what the URL says. A period the statement
 * refuses is told under its end with the schema's words.
 */
export function StatementForm({ choice, clients, clientsError, onChoose }: StatementFormProps) {
  const [errors, setErrors] = useState<StatementFormErrors>(
    choice.refusal ? { to: choice.refusal } : {},
  );
  // Held here, not by the select: its options arrive after it is drawn.
  const [client, setClient] = useState(choice.clientId === null ? '' : String(choice.clientId));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values: StatementFormValues = {
      client: String(data.get('client') ?? ''),
      from: String(data.get('from') ?? ''),
      to: String(data.get('to') ?? ''),
    };
    const asked = searchFromForm(values);
    if ('errors' in asked) setErrors(asked.errors);
    else {
      setErrors({});
      onChoose(asked.search);
    }
  };
  const options = (clients ?? []).map((entry) => ({
    value: String(entry.id),
    label: entry.name,
  }));
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Statement">
      <Select
        name="client"
        label="Client"
        placeholder={clients ? 'Select a client' : 'Loading clients...'}
        options={options}
        disabled={!clients && !clientsError}
        value={client}
        onChange={(event) => setClient(event.target.value)}
        error={errors.client ?? clientsError ?? undefined}
      />
      <TextField
        name="from"
        type="date"
        label="From"
        defaultValue={choice.period.from}
        error={errors.from}
      />
      <TextField
        name="to"
        type="date"
        label="To"
        defaultValue={choice.period.to}
        error={errors.to}
      />
      <div className={styles.submit}>
        <Button type="submit">Show statement</Button>
      </div>
    </form>
  );
}
