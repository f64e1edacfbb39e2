import { Notice, TextArea } from '@scaffold/ui';
import { useDeferredValue } from 'react';
import { INSPECTIONS_COPY } from '../inspections-copy';
import { ChecklistFields } from './ChecklistFields';
import { type ComponentSystemsState, ConditionsFields } from './ConditionsFields';
import * as styles from './NewInspectionForm.css';
import { PhotoField } from './PhotoField';
import { ReportFields } from './ReportFields';
import { SignatureFields } from './SignatureFields';
import { useScaffoldChoices } from './scaffold-choices';
import type { NewInspectionFormState } from './use-new-inspection-form';

export interface NewInspectionFormProps {
  id: string;
  state: NewInspectionFormState;
  componentSystems: ComponentSystemsState;
  /** The site inspected: its scaffolds are offered. */
  siteId: number;
  /** The tag of a scaffold named by a deep link, before the site's list is read. */
  scaffoldTag?: string;
}

/** The fields of the New Inspection form; its buttons sit in the modal's footer (`form={id}`). */
export function NewInspectionForm({
  id,
  state,
  componentSystems,
  siteId,
  scaffoldTag,
}: NewInspectionFormProps) {
  const { form, submit, setPhoto, draftRestored } = state;
  const { register, formState, watch, control } = form;
  const photos = watch('photos');
  const scaffoldType = watch('scaffold_type');
  const scaffoldId = watch('scaffold_id') ?? '';
  const scaffoldChoices = useScaffoldChoices(siteId);
  // The checklist, notes and signatures (760 of the form's 825 elements) follow in a render just
  // after the dialog's first paint, so '+ New' shows the dialog, focus on its first field, in
  // about half the time (the scale benchmark in docs/PERFORMANCE.md).
  const showRest = useDeferredValue(true, false);
  return (
    <form id={id} className={styles.form} onSubmit={submit} noValidate>
      {draftRestored && <Notice tone="info">{INSPECTIONS_COPY.draftRestored}</Notice>}
      <ConditionsFields
        register={register}
        errors={formState.errors}
        componentSystems={componentSystems}
        scaffoldType={scaffoldType}
        scaffoldChoices={scaffoldChoices}
        scaffoldId={scaffoldId}
        scaffoldTag={scaffoldTag}
      />
      {showRest && (
        <>
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
          <ReportFields register={register} errors={formState.errors} control={control} />
          <SignatureFields control={control} />
        </>
      )}
    </form>
  );
}
