// What a delivery note's form and a collection note's share: the form held by react-hook-form
// and checked by the domain's rules, every change given to the draft kept on the device, the send
// and what became of it; the vehicle and time, the driver's signature and the send button.
import { Button, TextField } from '@scaffold/ui';
import { useEffect, useState } from 'react';
import {
  type Control,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormRegisterReturn,
  useForm,
} from 'react-hook-form';
import * as styles from './NoteForm.css';
import { NoteSignatureField } from './NoteSignatureField';
import type { NoteSendResult } from './note-send-result';
import { SendResultNotice } from './SendResultNotice';

/** The props both note forms take beside what they are about. */
export interface NoteFormProps<Values, Request> {
  defaultValues: Values;
  /** Sends the signed note (or keeps it to send); the form keeps its entries unless stored. */
  onSend: (request: Request) => Promise<NoteSendResult>;
  /** Every change, for the draft kept on the device. */
  onChange?: (values: Values) => void;
  /** What became of its last send, when it opens again (a note queued on this device). */
  initialResult?: NoteSendResult | null;
  now?: () => Date;
}

/** The form, its send (the valid values made a request) and what became of the last send. */
export function useNoteForm<Values extends FieldValues, Request>(
  { defaultValues, onSend, onChange, initialResult = null }: NoteFormProps<Values, Request>,
  resolver: Resolver<Values>,
  toRequest: (values: Values) => Request,
) {
  const [result, setResult] = useState<NoteSendResult | null>(initialResult);
  const form = useForm<Values>({
    defaultValues: defaultValues as DefaultValues<Values>,
    resolver,
    mode: 'onSubmit',
  });
  const { watch, handleSubmit } = form;
  useEffect(() => {
    if (!onChange) return;
    const subscription = watch((values) => onChange(values as Values));
    return () => subscription.unsubscribe();
  }, [watch, onChange]);
  const submit = handleSubmit(async (valid) => {
    setResult(null);
    setResult(await onSend(toRequest(valid)));
  });
  // Stored, or kept to send by itself: sending it again from this form would be a second note.
  const done = result?.kind === 'stored' || result?.kind === 'queued';
  return { form, submit, result, done };
}

/** The vehicle's registration and when the kit moved. */
export function VehicleAndTime({
  vehicle,
  vehicleError,
  time,
  timeLabel,
  timeError,
}: {
  vehicle: UseFormRegisterReturn;
  vehicleError?: string;
  time: UseFormRegisterReturn;
  timeLabel: string;
  timeError?: string;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Vehicle and time</legend>
      <div className={styles.row}>
        <TextField
          label="Vehicle registration"
          autoCapitalize="characters"
          error={vehicleError}
          {...vehicle}
        />
        <TextField label={timeLabel} type="datetime-local" error={timeError} {...time} />
      </div>
    </fieldset>
  );
}

/** The driver's signature, what became of the send, and the button that signs and sends. */
export function DriverAndSend<Values extends { driver_signature: unknown } & FieldValues>({
  control,
  now,
  result,
  noun,
  busy,
  done,
}: {
  control: Control<Values>;
  now: () => Date;
  result: NoteSendResult | null;
  noun: string;
  busy: boolean;
  done: boolean;
}) {
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Driver</legend>
        <NoteSignatureField
          control={control}
          name={'driver_signature' as Path<Values>}
          label="Driver"
          now={now}
        />
      </fieldset>
      <SendResultNotice result={result} noun={noun} />
      <div className={styles.actions}>
        <Button type="submit" busy={busy} busyLabel="Sending..." disabled={done}>
          Sign and send
        </Button>
      </div>
    </>
  );
}
