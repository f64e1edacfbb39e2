import { hasFailedItem, type NewInspectionFormValues } from '@scaffold/domain';
import { TextArea, TextField } from '@scaffold/ui';
import { type Control, type FieldErrors, type UseFormRegister, useWatch } from 'react-hook-form';
import * as styles from './NewInspectionForm.css';

interface ReportFieldsProps {
  register: UseFormRegister<NewInspectionFormValues>;
  errors: FieldErrors<NewInspectionFormValues>;
  control: Control<NewInspectionFormValues>;
}

/**
 * What the written report of Schedule 7 (Work at Height Regulations 2005) needs beyond the
 * checklist: who makes it and in what position, the action taken, the further action needed.
 */
export function ReportFields({ register, errors, control }: ReportFieldsProps) {
  // Watched here, not in the form: a checklist note typed re-renders this fieldset only.
  const anyFailed = hasFailedItem(useWatch({ control, name: 'categories' }));
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Report</legend>
      <div className={styles.grid}>
        <TextField
          label="Inspector name"
          required
          autoComplete="name"
          error={errors.inspector_name?.message}
          {...register('inspector_name')}
        />
        <TextField
          label="Position"
          required
          autoComplete="organization-title"
          error={errors.inspector_position?.message}
          {...register('inspector_position')}
        />
      </div>
      <div className={styles.reportNotes}>
        <TextArea
          label="Action taken"
          hint="What was done on site about any matter found, e.g. an area closed off."
          rows={3}
          error={errors.action_taken?.message}
          {...register('action_taken')}
        />
        <TextArea
          label="Further action needed"
          hint={
            anyFailed
              ? 'Required: an item failed. Say what must be done, and by whom.'
              : 'What still has to be done, if anything.'
          }
          required={anyFailed}
          rows={3}
          error={errors.further_action?.message}
          {...register('further_action')}
        />
      </div>
    </fieldset>
  );
}
