// The public API of @scaffold/ui: every component with its prop types, the theme and the link
// plumbing, by name. Components are listed by folder; see each folder's index for its parts.

export { AppShell, type AppShellProps } from './components/AppShell';
export {
  BAR_CHART_ORIENTATIONS,
  BarChart,
  type BarChartOrientation,
  type BarChartProps,
} from './components/BarChart';
export { Box, type BoxProps } from './components/Box';
export {
  BUTTON_SIZES,
  BUTTON_VARIANTS,
  Button,
  ButtonLink,
  type ButtonLinkProps,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './components/Button';
export { CARD_PADDINGS, Card, type CardPadding, type CardProps } from './components/Card';
export { Checkbox, type CheckboxProps } from './components/Checkbox';
export {
  COLUMN_WIDTHS,
  COLUMNS_ALIGN_Y,
  COLUMNS_COLLAPSE,
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
  DISCLOSURE_VARIANTS,
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
  HEADING_LEVELS,
  Heading,
  type HeadingLevel,
  type HeadingProps,
} from './components/Heading';
export {
  INLINE_ALIGN_Y,
  INLINE_ALIGNS,
  Inline,
  type InlineAlign,
  type InlineAlignY,
  type InlineProps,
} from './components/Inline';
export {
  LOADING_LAYOUTS,
  type LoadingLayout,
  LoadingState,
  type LoadingStateProps,
} from './components/LoadingState';
export {
  METRIC_HINT_TONES,
  MetricCard,
  type MetricCardProps,
  type MetricHintTone,
} from './components/MetricCard';
export { MODAL_SIZES, Modal, type ModalProps, type ModalSize } from './components/Modal';
export { Money, type MoneyProps } from './components/Money';
export { Notice, type NoticeProps } from './components/Notice';
export {
  clearNotifications,
  createNotificationStore,
  dismiss,
  NOTIFICATION_TIMEOUT,
  NOTIFICATION_TYPES,
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
export {
  OutboxIndicator,
  type OutboxIndicatorProps,
  outboxIndicatorText,
} from './components/OutboxIndicator';
export { Page, type PageProps } from './components/Page';
export {
  PHOTO_LOAD_ERROR,
  PhotoInput,
  type PhotoInputProps,
  readFileAsDataUrl,
} from './components/PhotoInput';
export { PlanCard, type PlanCardProps } from './components/PlanCard';
export { Select, type SelectOption, type SelectProps } from './components/Select';
export { SIGNATURE_PEN, SignaturePad, type SignaturePadProps } from './components/SignaturePad';
export { STACK_ALIGNS, Stack, type StackAlign, type StackProps } from './components/Stack';
export { StackedBar, type StackedBarProps } from './components/StackedBar';
export { StatusBadge, type StatusBadgeProps } from './components/StatusBadge';
export { StatusMarker, type StatusMarkerProps } from './components/StatusMarker';
export {
  TEXT_SIZES,
  TEXT_TONES,
  TEXT_WEIGHTS,
  Text,
  type TextProps,
  type TextSize,
  type TextTone,
  type TextWeight,
} from './components/Text';
export { TextArea, type TextAreaProps } from './components/TextArea';
export {
  TEXT_FIELD_TYPES,
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
  useLinkComponent,
} from './components/TextLink';
export {
  NAV_POSITIONS,
  type NavPosition,
  TopBar,
  type TopBarItem,
  type TopBarProps,
} from './components/TopBar';
export { Tree, type TreeNode, type TreeProps } from './components/Tree';
export { VirtualList, type VirtualListProps } from './components/VirtualList';
export { VisuallyHidden, type VisuallyHiddenProps } from './components/VisuallyHidden';
export { Weight, type WeightProps } from './components/Weight';
export {
  type Breakpoint,
  breakpoints,
  contrastRatio,
  SPACE,
  type Space,
  type Sprinkles,
  sprinkles,
  TONES,
  type Tone,
  tokens,
  vars,
} from './theme';
