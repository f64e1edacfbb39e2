import { type NewInspectionFormValues, SIGNATURE_ROLES } from '@scaffold/domain';
import { SignaturePad } from '@scaffold/ui';
import { type Control, Controller } from 'react-hook-form';
import * as styles from './NewInspectionForm.css';

const LABELS = {
  inspector: 'Inspector signature',
  supervisor: 'Supervisor signature',
  client: 'Client signature',
} as const satisfies Record<(typeof SIGNATURE_ROLES)[number], string>;

/** The three signature pads of PRODUCT.md "New Inspection"; an unsigned pad sends ''. */
export function SignatureFields({ control }: { control: Control<NewInspectionFormValues> }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Signatures</legend>
      <div className={styles.signatures}>
        {SIGNATURE_ROLES.map((role) => (
          <Controller
            key={role}
            control={control}
            name={`signatures.${role}`}
            render={({ field }) => (
              <SignaturePad label={LABELS[role]} value={field.value} onChange={field.onChange} />
            )}
          />
        ))}
      </div>
    </fieldset>
  );
}
