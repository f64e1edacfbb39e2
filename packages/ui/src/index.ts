// The public API of @scaffold/ui: every component with its props (and the types of their values),
// the theme, the link plumbing and the notification calls, by name. Internal helpers (photo
// reading, contrast arithmetic, the lists of allowed prop values that stories use) stay inside;
// components are listed by folder.

export { AppShell, type AppShellProps } from './components/AppShell';
export {
  BarChart,
  type BarChartOrientation,
  type BarChartProps,
} from './components/BarChart';
export { Box, type BoxProps } from './components/Box';
export {
  Button,
  ButtonLink,
  type ButtonLinkProps,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './components/Button';
export { Card, type CardPadding, type CardProps } from './components/Card';
export { Checkbox, type CheckboxProps } from './components/Checkbox';
export {
  Column,
  type ColumnProps,
  Columns,
  type ColumnsAlignY,
  type ColumnsCollapse,
  type ColumnsProps,
  type ColumnWidth,
} from './components/Columns';
export { DateText, type DateTextProps } from './components/DateText';
export {
  DescriptionList,
  type DescriptionListColumns,
  type DescriptionListItem,
  type DescriptionListLayout,
  type DescriptionListProps,
  type DescriptionListSize,
} from './components/DescriptionList';
export {
  Disclosure,
  type DisclosureProps,
  type DisclosureVariant,
} from './components/Disclosure';
export { DonutChart, type DonutChartProps } from './components/DonutChart';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export {
  Field,
  type FieldControlProps,
  type FieldLabelProps,
  type FieldProps,
} from './components/Field';
export {
  Heading,
  type HeadingLevel,
  type HeadingProps,
} from './components/Heading';
export {
  Inline,
  type InlineAlign,
  type InlineAlignY,
  type InlineProps,
} from './components/Inline';
export {
  ListFooter,
  type ListFooterProps,
  type ListFooterState,
} from './components/ListFooter';
export {
  type LoadingLayout,
  LoadingState,
  type LoadingStateProps,
} from './components/LoadingState';
export {
  MetricCard,
  type MetricCardProps,
  type MetricHintTone,
} from './components/MetricCard';
export { Modal, type ModalProps, type ModalSize } from './components/Modal';
export { Money, type MoneyProps } from './components/Money';
export { Notice, type NoticeProps } from './components/Notice';
export {
  clearNotifications,
  createNotificationStore,
  dismiss,
  holdNotifications,
  type Notification,
  NotificationHost,
  type NotificationHostProps,
  NotificationProvider,
  type NotificationProviderProps,
  type NotificationStore,
  type NotificationStoreOptions,
  type NotificationType,
  type NotifyOptions,
  notify,
  useNotifications,
} from './components/Notifications';
export { NumberField, type NumberFieldProps } from './components/NumberField';
export { OutboxIndicator, type OutboxIndicatorProps } from './components/OutboxIndicator';
export { Page, type PageProps } from './components/Page';
export {
  PhotoInput,
  type PhotoInputProps,
} from './components/PhotoInput';
export { PlanCard, type PlanCardProps } from './components/PlanCard';
export { Select, type SelectOption, type SelectProps } from './components/Select';
export { SignaturePad, type SignaturePadProps } from './components/SignaturePad';
export { Stack, type StackAlign, type StackProps } from './components/Stack';
export { StackedBar, type StackedBarProps } from './components/StackedBar';
export { StatusBadge, type StatusBadgeProps } from './components/StatusBadge';
export { StatusMarker, type StatusMarkerProps } from './components/StatusMarker';
export {
  TagSign,
  type TagSignColour,
  type TagSignProps,
  type TagSignSize,
} from './components/TagSign';
export {
  Text,
  type TextProps,
  type TextSize,
  type TextTone,
  type TextVariant,
  type TextWeight,
} from './components/Text';
export { TextArea, type TextAreaProps } from './components/TextArea';
export {
  TextField,
  type TextFieldProps,
  type TextFieldType,
} from './components/TextField';
export {
  type LinkComponent,
  type LinkComponentProps,
  LinkProvider,
  type LinkProviderProps,
  TextLink,
  type TextLinkProps,
} from './components/TextLink';
export {
  type NavPosition,
  TopBar,
  type TopBarItem,
  type TopBarProps,
} from './components/TopBar';
export { Tree, type TreeChildren, type TreeNode, type TreeProps } from './components/Tree';
export { VirtualList, type VirtualListProps } from './components/VirtualList';
export { VisuallyHidden, type VisuallyHiddenProps } from './components/VisuallyHidden';
export { Weight, type WeightProps } from './components/Weight';
// The line icons' one wrapper, for the portal's own icons (landing page tiles).
export { Icon, type IconProps } from './lib/icon';
// The one focus indicator, for the portal's own focusable parts (a scrollable list).
export { focusRing } from './lib/styleHelpers';
export {
  type Breakpoint,
  breakpoints,
  type MediaBreakpoint,
  media,
  SPACE,
  type Space,
  type Sprinkles,
  sprinkles,
  TONES,
  type Tone,
  tokens,
  vars,
} from './theme';
