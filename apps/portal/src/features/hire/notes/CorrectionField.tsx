import type { CorrectionInput } from '@scaffold/domain';
import { TextArea } from '@scaffold/ui';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import * as styles from './NoteForm.css';

/** The note being corrected, and the reason, when the form writes a correcting note. */
export function CorrectionField<T extends FieldValues>({
  control,
  corrects,
}: {
  control: Control<T>;
  /** Shown only on a correcting note: the reason's field exists only there. */
  corrects: CorrectionInput;
}) {
  const reason = useController({ control, name: 'corrects.reason' as Path<T> });
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Correcting note {corrects.number}</legend>
      <p className={styles.hint}>
        A signed note is never changed: this note replaces {corrects.number}, which then stops
        counting.
      </p>
      <TextArea
        label="Reason for the correction"
        name={reason.field.name}
        value={(reason.field.value as string | undefined) ?? ''}
        onChange={reason.field.onChange}
        onBlur={reason.field.onBlur}
        ref={reason.field.ref}
        error={reason.fieldState.error?.message}
      />
    </fieldset>
  );
}
