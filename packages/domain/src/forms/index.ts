// What users type: each form's values as its inputs hold them, its messages, and the API body
// it becomes (whose shape is in schemas/). A file per form: account (sign-in, register, reset;
// login-check is sign-in without zod), new-inspection, handover, move, scaffold (a scaffold's
// description and the New Scaffold form), the hire notes (delivery-note, collection-note,
// off-hire; note-form-fields what they share); fields holds the checks they share.
export {
  emptyRegisterForm,
  loginSchema,
  type RegisterFormValues,
  type ResetPasswordFormValues,
  registerSchema,
  resetPasswordSchema,
  toRegistrationRequest,
} from './account';
export {
  type CollectionLineInput,
  type CollectionNoteFormContext,
  type CollectionNoteFormValues,
  collectionNoteFormCheck,
  emptyCollectionLine,
  emptyCollectionNoteForm,
  toCollectionNoteRequest,
} from './collection-note';
export {
  type DeliveryNoteFormContext,
  type DeliveryNoteFormValues,
  deliveryNoteFormErrors,
  emptyDeliveryNoteForm,
  FROM_YARD,
  toDeliveryNoteRequest,
} from './delivery-note';
export { measurementError, parseDecimal, positiveNumberError } from './fields';
export {
  emptyHandoverForm,
  HANDOVER_MESSAGES,
  type HandoverFormValues,
  handoverFormSchema,
  parseLocalDateTime,
  toHandoverRequest,
  toLocalDateTimeInput,
} from './handover';
export {
  checkLogin,
  EMAIL_PATTERN,
  emailError,
  emptyLoginForm,
  LOGIN_FIELDS,
  type LoginCheck,
  type LoginErrors,
  type LoginField,
  type LoginFormValues,
  passwordError,
} from './login-check';
export {
  emptyMoveForm,
  type MoveFormOutput,
  type MoveFormValues,
  moveSchemaFor,
  toMoveLine,
} from './move';
export {
  emptyInspectionForm,
  hasFailedItem,
  humidityError,
  INSPECTION_FIELD_LABELS,
  missingRequiredInspectionFields,
  type NewInspectionFormValues,
  newInspectionSchema,
  newInspectionSchemaFor,
  REQUIRED_INSPECTION_FIELDS,
  type RequiredInspectionField,
  temperatureError,
  toSavedInspection,
  windSpeedError,
} from './new-inspection';
export {
  type CorrectionInput,
  dateTimeInputToIso,
  emptySignature,
  NOTE_FORM_MESSAGES,
  type NoteFormStart,
  type NoteLineInput,
  type SignatureInput,
  toDateTimeInput,
} from './note-form-fields';
export {
  emptyOffHireForm,
  type OffHireFormContext,
  type OffHireFormValues,
  offHireFormErrors,
  toOffHireRequest,
} from './off-hire';
export {
  emptyScaffoldForm,
  LIFTS_MESSAGE,
  MAX_SCAFFOLD_HEIGHT_M,
  type NewScaffoldFormValues,
  newScaffoldFormSchema,
  scaffoldDescriptionValues,
  toCreateScaffoldRequest,
  toScaffoldDescription,
} from './scaffold';
