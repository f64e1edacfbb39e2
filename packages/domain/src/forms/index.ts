export {
  emptyRegisterForm,
  loginSchema,
  type RegisterFormValues,
  type ResetPasswordFormValues,
  registerSchema,
  resetPasswordSchema,
  toRegistrationRequest,
} from './account';
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
  emptyInspectionForm,
  HUMIDITY_RANGE,
  hasFailedItem,
  humidityError,
  INSPECTION_FIELD_LABELS,
  missingRequiredInspectionFields,
  type NewInspectionFormValues,
  newInspectionSchema,
  newInspectionSchemaFor,
  REQUIRED_INSPECTION_FIELDS,
  type RequiredInspectionField,
  TEMPERATURE_RANGE,
  temperatureError,
  toSavedInspection,
  WIND_SPEED_RANGE,
  windSpeedError,
} from './new-inspection';
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
  emptyScaffoldForm,
  LIFTS_MESSAGE,
  MAX_SCAFFOLD_HEIGHT_M,
  type NewScaffoldFormValues,
  newScaffoldFormSchema,
  scaffoldDescriptionValues,
  toCreateScaffoldRequest,
  toScaffoldDescription,
} from './scaffold';
