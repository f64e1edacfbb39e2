// Private, decorative icons (24px grid, stroke = currentColor). Their meaning is always given by
// visible or visually hidden text next to them, so they are hidden from assistive tech.
// The ones the basic components draw (a notice's, a field's error, a notification's close): they
// sit in the ui-base chunk every screen loads. The others are in icons/line-icons.tsx.
import { Icon, type IconProps } from './icon';

export const CloseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Icon>
);

export const InfoIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </Icon>
);

export const AlertIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4M12 16h.01" />
  </Icon>
);

export const SuccessIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="m8 12 3 3 5-6" />
  </Icon>
);
