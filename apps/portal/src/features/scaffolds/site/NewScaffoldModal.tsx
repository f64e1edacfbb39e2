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
import { Button, Modal, Notice, notify, Select, TextField } from '@scaffold/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { componentSystemNames, componentSystemsRead } from '../../../data/reads/component-systems';
import { useReadContext } from '../../../data/reads/read-context';
import { useScaffoldWrites } from '../scaffold-queries';
import { problemMessage } from '../shared/api-problem';
import { ScaffoldDescriptionFields } from '../shared/ScaffoldDescriptionFields';
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
  const systems = useQuery({
    ...componentSystemsRead(useReadContext()),
    select: componentSystemNames,
  });
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
        <ScaffoldDescriptionFields
          register={register}
          errors={errors}
          systemOptions={(systems.data ?? []).map((name) => ({ value: name, label: name }))}
          systemPlaceholder={systems.status === 'pending' ? 'Loading...' : 'Choose a type'}
          descriptionHint="e.g. Independent tied scaffold, north elevation"
          rowClassName={styles.formRow}
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
