import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AddSiteFormValues,
  addSiteSchema,
  emptyAddSiteForm,
  MESSAGES,
  type NewSite,
} from '@scaffold/domain';
import { Button, Modal, notify, Stack, TextField } from '@scaffold/ui';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { ClientSearchChoice } from './ClientSearchChoice';

export interface AddSiteModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Add Site: name, customer, start and expected end date, checked by the domain's schema. No
 * create call is documented (PRODUCT.md "Site Management"), so a valid submit says 'To be implemented'.
 */
export function AddSiteModal({ open, onClose }: AddSiteModalProps) {
  const formId = useId();
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
          {/* The firm's customers are its clients, searched on the server. */}
          <ClientSearchChoice
            variant="field"
            noun="customer"
            label="Customer"
            placeholder="Select a customer"
            select={{
              ...register('customer_id'),
              required: true,
              error: errors.customer_id?.message,
            }}
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
