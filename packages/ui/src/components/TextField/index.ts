export { TEXT_FIELD_TYPES, TextField, type TextFieldProps, type TextFieldType } from './TextField';
