import { SignaturePad, TextField } from '@scaffold/ui';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import * as styles from './NoteForm.css';

export interface NoteSignatureFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** The form's signature (a SignatureInput): its name and its pad. */
  name: Path<T>;
  /** Who signs: 'Driver', 'Received by'. */
  label: string;
  /** The clock of a stroke's end (stories pass a fixed one). */
  now?: () => Date;
}

/**
 * A signer's name and their pad (the inspection form's SignaturePad). The pad reports the points
 * drawn with its picture, so an empty pad is refused by what was drawn (docs/DECISIONS.md "Hire").
 */
export function NoteSignatureField<T extends FieldValues>({
  control,
  name,
  label,
  now = () => new Date(),
}: NoteSignatureFieldProps<T>) {
  const leaf = (part: string) => ({ control, name: `${name}.${part}` as Path<T> });
  const signer = useController(leaf('name'));
  const image = useController(leaf('image'));
  const points = useController(leaf('points'));
  const signedAt = useController(leaf('signed_at'));
  return (
    <div className={styles.fieldset}>
      <TextField
        label={`${label}: name`}
        autoComplete="name"
        name={signer.field.name}
        value={signer.field.value as string}
        onChange={signer.field.onChange}
        onBlur={signer.field.onBlur}
        ref={signer.field.ref}
        error={signer.fieldState.error?.message}
      />
      <div>
        <SignaturePad
          label={`${label}: signature`}
          value={image.field.value as string}
          onChange={(drawn) => {
            image.field.onChange(drawn);
            signedAt.field.onChange(drawn ? now().toISOString() : '');
          }}
          onPoints={points.field.onChange}
        />
        {image.fieldState.error?.message && (
          <p className={styles.fieldError} role="alert">
            {image.fieldState.error.message}
          </p>
        )}
      </div>
    </div>
  );
}
