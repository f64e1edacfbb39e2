import { zodResolver } from '@hookform/resolvers/zod';
import { newIdempotencyKey } from '@scaffold/api-client';
import {
  displayName,
  emptyInspectionForm,
  type Inspection,
  MESSAGES,
  missingRequiredInspectionFields,
  type NewInspectionFormValues,
  NOTICE_MS,
  newInspectionSchema,
  newInspectionSchemaFor,
  REPORT_POSITIONS,
  type Site,
} from '@scaffold/domain';
import { notify } from '@scaffold/ui';
import { useAtomValue } from 'jotai';
import { type FormEvent, useCallback, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useApi } from '../../../lib/services/services-context';
import { authStateAtom } from '../../../lib/session/session-atoms';
import type { ComponentSystemsState } from './ConditionsFields';
import {
  browserDraftStorage,
  clearSubmissionKey,
  draftSlot,
  readDraft,
  submissionKey,
} from './inspection-draft';
import { submitInspection } from './submit-inspection';
import { useDraftAutosave } from './use-draft-autosave';

/**
 * The New Inspection form's state and actions (SPEC sections 2, 3, 5, 8). Everything entered is
 * kept as the site's draft until it is saved, so a failed save, a closed modal or a reload loses
 * nothing.
 */
export function useNewInspectionForm(
  site: Site,
  componentSystems: ComponentSystemsState,
  /** With the saved inspection when the server sends it back (ours does; the spec shows none). */
  onSaved: (inspection: Inspection | null) => void,
) {
  const api = useApi();
  const storage = useMemo(browserDraftStorage, []);
  const auth = useAtomValue(authStateAtom);
  // The draft is this user's: another person signed in on the tablet never sees it.
  const slot = draftSlot(auth ?? { customer_id: 0, email: '' }, site.id);
  const [restoredDraft] = useState(() => readDraft(storage, slot));
  // The report's author: the signed-in user, unless the draft names someone (editable).
  const [defaultValues] = useState<NewInspectionFormValues>(() => {
    const values = restoredDraft ?? emptyInspectionForm();
    return {
      ...values,
      inspector_name: values.inspector_name || (auth ? displayName(auth) : ''),
      inspector_position: values.inspector_position || (auth ? REPORT_POSITIONS[auth.role] : ''),
    };
  });
  const [draftRestored, setDraftRestored] = useState(restoredDraft !== null);
  const [formAlert, setFormAlert] = useState<string | null>(null);
  const idempotencyKey = useRef<string | null>(null);

  // The resolver reads the scaffold types offered when it runs: they may arrive after opening.
  const namesRef = useRef<readonly string[] | null>(null);
  namesRef.current = componentSystems.status === 'ready' ? componentSystems.names : null;
  const resolver = useCallback<Resolver<NewInspectionFormValues>>(
    (values, context, options) =>
      zodResolver(
        namesRef.current ? newInspectionSchemaFor(namesRef.current) : newInspectionSchema,
      )(values, context, options),
    [],
  );

  const form = useForm<NewInspectionFormValues>({
    defaultValues,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const autosave = useDraftAutosave(form, slot, storage);
  const { getValues, setValue, reset, handleSubmit } = form;

  const setPhoto = useCallback(
    (itemKey: string, photo: string | null) => {
      const next = { ...getValues('photos') };
      if (photo) next[itemKey] = photo;
      else delete next[itemKey];
      setValue('photos', next, { shouldDirty: true });
    },
    [getValues, setValue],
  );

  const onValid = async (values: NewInspectionFormValues) => {
    setFormAlert(null);
    autosave.flush();
    idempotencyKey.current ??= submissionKey(storage, slot, newIdempotencyKey);
    const outcome = await submitInspection(api, site.id, values, {
      idempotencyKey: idempotencyKey.current,
    });
    if (!outcome.ok) {
      setFormAlert(outcome.message);
      return;
    }
    autosave.discard();
    clearSubmissionKey(storage, slot);
    idempotencyKey.current = null;
    notify({ type: 'success', message: MESSAGES.inspectionSaved, timeout: NOTICE_MS.default });
    onSaved(outcome.inspection);
  };

  const onInvalid = () => {
    // SPEC section 5: missing required fields get the alert; other mistakes only their messages.
    const missing = missingRequiredInspectionFields(getValues());
    setFormAlert(missing.length > 0 ? MESSAGES.inspectionIncomplete : null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => handleSubmit(onValid, onInvalid)(event);

  const discardDraft = () => {
    autosave.discard();
    reset({
      ...emptyInspectionForm(),
      inspector_name: defaultValues.inspector_name,
      inspector_position: defaultValues.inspector_position,
    });
    setDraftRestored(false);
    setFormAlert(null);
    autosave.resume();
  };

  return {
    form,
    submit,
    setPhoto,
    formAlert,
    draftRestored,
    discardDraft,
    draftStatus: autosave.lastWrite,
  };
}

export type NewInspectionFormState = ReturnType<typeof useNewInspectionForm>;
