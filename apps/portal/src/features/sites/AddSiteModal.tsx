import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AddSiteFormValues,
  addSiteSchema,
  emptyAddSiteForm,
  MESSAGES,
  type NewSite,
  type SiteClientRow,
} from '@scaffold/domain';
import { Button, Modal, notify, Select, Stack, TextField } from '@scaffold/ui';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { clientChoiceOptions } from './client-groups';

export interface AddSiteModalProps {
  open: boolean;
  /** The firm's clients, by name (the first page of siteClients). */
  clients: readonly Pick<SiteClientRow, 'id' | 'name'>[];
  onClose: () => void;
}

/**
 * Add Site: name, customer, start and expected end date, checked by the domain's schema. No
 * create call is documented (SPEC section 7), so a valid submit says 'To be implemented'.
 */
export function AddSiteModal({ open, clients, onClose }: AddSiteModalProps) {
  const formId = useId();
  // The firm's customers are the clients of its tree (docs/DECISIONS.md, Site Management).
  const customerOptions = useMemo(() => clientChoiceOptions(clients), [clients]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AddSiteFormValues, unknown, NewSite>({
    resolver: zodResolver(addSiteSchema),
    defaultValues: emptyAddSiteForm(),
  });

  const close = () => {
    reset(emptyAddSiteForm());
    onClose();
  };

  const submit = handleSubmit(() => {
    notify({ type: 'info', message: MESSAGES.toBeImplemented });
    close();
  });

  return (
    <Modal
      open={open}
      title="Add Site"
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={formId}>
            Add Site
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Stack space="md">
          <TextField
            label="Site name"
            required
            error={errors.name?.message}
            {...register('name')}
          />
          <Select
            label="Customer"
            placeholder="Select a customer"
            options={customerOptions}
            required
            error={errors.customer_id?.message}
            {...register('customer_id')}
          />
          <TextField
            label="Start date"
            type="date"
            required
            error={errors.start_date?.message}
            {...register('start_date')}
          />
          <TextField
            label="Expected end date"
            type="date"
            required
            error={errors.expected_end_date?.message}
            {...register('expected_end_date')}
          />
        </Stack>
      </form>
    </Modal>
  );
}
