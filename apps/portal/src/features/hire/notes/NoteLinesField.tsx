import type { CollectionLineInput } from '@scaffold/domain';
import { Button, Select, TextField } from '@scaffold/ui';
import { type Control, type FieldValues, useFieldArray, useFormState } from 'react-hook-form';
import * as styles from './NoteForm.css';

/** An item a line can name: the catalogue item's id and name. */
export interface ItemChoice {
  id: number;
  name: string;
}

/** The lines as this field edits them: a delivery's lines are these without the counts. */
interface LinesValues {
  lines: CollectionLineInput[];
}

export interface NoteLinesFieldProps<T extends FieldValues> {
  control: Control<T>;
  items: readonly ItemChoice[];
  /** Whether each line has the yard's short and damaged counts (a collection note). */
  counts?: boolean;
  legend?: string;
}

// A delivery's line has no counts: the cast only widens the field array's type.
const newLine = (counts: boolean): CollectionLineInput =>
  counts
    ? { item_id: '', quantity: '', short: '0', damaged: '0' }
    : ({ item_id: '', quantity: '' } as CollectionLineInput);

/** The lines of a note: an item and a whole quantity each, added and removed one by one. */
export function NoteLinesField<T extends FieldValues>({
  control: anyControl,
  items,
  counts = false,
  legend = 'Components',
}: NoteLinesFieldProps<T>) {
  // Every note form keeps its lines under 'lines', in this shape (counts only on collections).
  const control = anyControl as unknown as Control<LinesValues>;
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const { errors } = useFormState({ control, name: 'lines' });
  const options = items.map((item) => ({ value: String(item.id), label: item.name }));
  const lineErrors = errors.lines;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {fields.map((field, index) => {
        const error = lineErrors?.[index];
        const number = index + 1;
        return (
          <div key={field.id} className={styles.line}>
            <Select
              label={`Item, line ${number}`}
              placeholder="Choose an item"
              options={options}
              error={error?.item_id?.message}
              {...control.register(`lines.${index}.item_id`)}
            />
            <TextField
              label="Quantity"
              inputMode="numeric"
              aria-label={`Quantity, line ${number}`}
              error={error?.quantity?.message}
              {...control.register(`lines.${index}.quantity`)}
            />
            {counts && (
              <div className={styles.counts}>
                <TextField
                  label="Short at the yard"
                  inputMode="numeric"
                  aria-label={`Short at the yard, line ${number}`}
                  error={error?.short?.message}
                  {...control.register(`lines.${index}.short`)}
                />
                <TextField
                  label="Damaged"
                  inputMode="numeric"
                  aria-label={`Damaged, line ${number}`}
                  error={error?.damaged?.message}
                  {...control.register(`lines.${index}.damaged`)}
                />
              </div>
            )}
            {fields.length > 1 && (
              <div className={styles.lineActions}>
                <Button variant="secondary" size="sm" onClick={() => remove(index)}>
                  Remove line {number}
                </Button>
              </div>
            )}
          </div>
        );
      })}
      {lineErrors?.root?.message && (
        <p className={styles.fieldError} role="alert">
          {lineErrors.root.message}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => append(newLine(counts))}>
          Add line
        </Button>
      </div>
    </fieldset>
  );
}
