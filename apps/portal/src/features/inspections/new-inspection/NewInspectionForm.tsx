import { Notice, TextArea } from '@scaffold/ui';
import { INSPECTIONS_COPY } from '../inspections-copy';
import { ChecklistFields } from './ChecklistFields';
import { type ComponentSystemsState, ConditionsFields } from './ConditionsFields';
import * as styles from './NewInspectionForm.css';
import { PhotoField } from './PhotoField';
import { SignatureFields } from './SignatureFields';
import type { NewInspectionFormState } from './use-new-inspection-form';

export interface NewInspectionFormProps {
  id: string;
  state: NewInspectionFormState;
  componentSystems: ComponentSystemsState;
}

/** The fields of the New Inspection form; its buttons sit in the modal's footer (`form={id}`). */
export function NewInspectionForm({ id, state, componentSystems }: NewInspectionFormProps) {
  const { form, submit, setPhoto, draftRestored } = state;
  const { register, formState, watch, control } = form;
  const photos = watch('photos');
  const scaffoldType = watch('scaffold_type');
  return (
    <form id={id} className={styles.form} onSubmit={submit} noValidate>
      {draftRestored && <Notice tone="info">{INSPECTIONS_COPY.draftRestored}</Notice>}
      <ConditionsFields
        register={register}
        errors={formState.errors}
        componentSystems={componentSystems}
        scaffoldType={scaffoldType}
      />
      <ChecklistFields
        register={register}
        renderPhoto={(itemKey, itemLabel) => (
          <PhotoField
            itemLabel={itemLabel}
            photo={photos[itemKey] ?? null}
            onChange={(photo) => setPhoto(itemKey, photo)}
          />
        )}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>General notes</legend>
        <TextArea label="Notes" hideLabel rows={4} {...register('notes')} />
      </fieldset>
      <SignatureFields control={control} />
    </form>
  );
}
