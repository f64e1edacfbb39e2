export {
  BUTTON_SIZES,
  BUTTON_VARIANTS,
  Button,
  ButtonLink,
  type ButtonLinkProps,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './Button';
