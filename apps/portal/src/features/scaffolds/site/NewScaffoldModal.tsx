import { zodResolver } from '@hookform/resolvers/zod';
import { newIdempotencyKey } from '@scaffold/api-client';
import {
  emptyScaffoldForm,
  type NewScaffoldFormValues,
  newScaffoldFormSchema,
  type Scaffold,
  type Site,
  toCreateScaffoldRequest,
} from '@scaffold/domain';
import { Button, Modal, Notice, notify, Select, TextArea, TextField } from '@scaffold/ui';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useComponentSystems, useScaffoldWrites } from '../scaffold-queries';
import { problemMessage } from '../shared/api-problem';
import { LOAD_CLASS_OPTIONS } from '../shared/load-class-options';
import * as styles from './SiteScaffoldsScreen.css';

/** '+ New scaffold': what it is and where on the site; it starts being erected, red-tagged. */
export function NewScaffoldModal({
  site,
  open,
  onClose,
  onCreated,
}: {
  site: Pick<Site, 'id' | 'name' | 'sublocations'>;
  open: boolean;
  onClose: () => void;
  onCreated: (scaffold: Scaffold) => void;
}) {
  const formId = `new-scaffold-${useId()}`;
  const writes = useScaffoldWrites();
  const systems = useComponentSystems();
  const [failure, setFailure] = useState<string | null>(null);
  // One key per scaffold being added: a retry after a lost answer adds it once.
  const key = useRef<string | null>(null);
  const form = useForm<NewScaffoldFormValues>({
    defaultValues: emptyScaffoldForm(),
    resolver: zodResolver(newScaffoldFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, handleSubmit, formState, watch } = form;
  const errors = formState.errors;
  const sublocation = site.sublocations.find(
    (entry) => String(entry.id) === watch('sublocation_id'),
  );

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    key.current ??= newIdempotencyKey();
    try {
      const scaffold = await writes.createScaffold(toCreateScaffoldRequest(values, site.id), {
        idempotencyKey: key.current,
      });
      key.current = null;
      form.reset(emptyScaffoldForm());
      notify({ type: 'success', message: `Scaffold ${scaffold.tag_number} added: being erected.` });
      onCreated(scaffold);
    } catch (error) {
      setFailure(problemMessage(error));
    }
  });

  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      title={`New scaffold on ${site.name}`}
      description="It starts being erected, red-tagged, until its handover."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={formState.isSubmitting} busyLabel="Adding...">
            Add scaffold
          </Button>
        </>
      }
    >
      <form id={formId} noValidate className={styles.form} onSubmit={(event) => void submit(event)}>
        {failure && <Notice tone="danger">{failure}</Notice>}
        <TextField
          label="Tag number"
          hint="Leave blank to number it automatically (T-0001, T-0002 ...)."
          error={errors.tag_number?.message}
          {...register('tag_number')}
        />
        <TextField
          label="Description"
          hint="e.g. Independent tied scaffold, north elevation"
          required
          error={errors.description?.message}
          {...register('description')}
        />
        <div className={styles.formRow}>
          <Select
            label="Scaffold type"
            required
            placeholder={systems.status === 'pending' ? 'Loading...' : 'Choose a type'}
            options={(systems.data ?? []).map((name) => ({ value: name, label: name }))}
            error={errors.system?.message}
            {...register('system')}
          />
          <Select
            label="Load class"
            required
            placeholder="Choose a class"
            options={LOAD_CLASS_OPTIONS}
            error={errors.load_class?.message}
            {...register('load_class')}
          />
        </div>
        <div className={styles.formRow}>
          <TextField
            label="Height (m)"
            inputMode="decimal"
            required
            error={errors.height_m?.message}
            {...register('height_m')}
          />
          <TextField
            label="Lifts"
            inputMode="numeric"
            required
            error={errors.lifts?.message}
            {...register('lifts')}
          />
        </div>
        <TextField
          label="Permitted use"
          required
          error={errors.permitted_use?.message}
          {...register('permitted_use')}
        />
        <TextArea
          label="Limitations"
          hint="Anything here makes its tag amber: safe to use within these limits."
          rows={2}
          error={errors.limitations?.message}
          {...register('limitations')}
        />
        <div className={styles.formRow}>
          <Select
            label="Sublocation"
            placeholder="Not given"
            options={site.sublocations.map((entry) => ({
              value: String(entry.id),
              label: entry.name,
            }))}
            {...register('sublocation_id')}
          />
          <Select
            label="Subarea"
            placeholder="Not given"
            disabled={!sublocation}
            options={(sublocation?.subareas ?? []).map((entry) => ({
              value: String(entry.id),
              label: entry.name,
            }))}
            {...register('subarea_id')}
          />
        </div>
      </form>
    </Modal>
  );
}
