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
} from './inspection';
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
