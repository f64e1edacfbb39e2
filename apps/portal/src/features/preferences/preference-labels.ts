import type { NavPosition, Role } from '@scaffold/domain';

/** How each navigation position is offered on the preferences screen. */
export const NAV_POSITION_OPTIONS: readonly { value: NavPosition; label: string }[] = [
  { value: 'top', label: 'Across the top' },
  { value: 'side', label: 'Down the left side' },
];

/** The role as a person reads it. */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  manager: 'Manager',
  staff: 'Staff',
};
