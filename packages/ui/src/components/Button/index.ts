export { BUTTON_VARIANTS, Button, type ButtonProps, type ButtonVariant } from './Button';
