export {
  Field,
  type FieldControlProps,
  type FieldLabelProps,
  type FieldProps,
  splitFieldProps,
} from './Field';
/** The field's styles, for the controls built on it (TextField, Select, Checkbox...). */
export * as fieldStyles from './Field.css';
