import { Icon } from '@scaffold/ui';

// Decorative icons of the landing page's feature tiles (24px grid, stroke = currentColor).
// Each sits beside a heading that says what it means, so it is hidden from assistive tech.

export const GaugeIcon = () => (
  <Icon size={24}>
    <path d="M3 3v18h18" />
    <path d="M7 15l4-5 3 3 5-7" />
  </Icon>
);

export const TruckIcon = () => (
  <Icon size={24}>
    <path d="M3 6h11v10H3z" />
    <path d="M14 10h4l3 3v3h-7" />
    <circle cx="7" cy="18" r="2" />
    <circle cx="17" cy="18" r="2" />
  </Icon>
);

export const ClipboardIcon = () => (
  <Icon size={24}>
    <rect x="5" y="4" width="14" height="17" rx="2" />
    <path d="M9 4V3h6v1" />
    <path d="m9 13 2 2 4-4" />
  </Icon>
);

export const BellIcon = () => (
  <Icon size={24}>
    <path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4z" />
    <path d="M10 21h4" />
  </Icon>
);
