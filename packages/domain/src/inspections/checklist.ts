import type { WeatherCondition } from '../schemas';
import {
  CHECKLIST_CATEGORIES,
  CHECKLIST_ITEMS,
  type ChecklistCategory,
} from '../schemas/checklist-keys';

type ItemKey = (typeof CHECKLIST_ITEMS)[ChecklistCategory][number];

const CATEGORY_LABELS: Record<ChecklistCategory, string> = {
  foundations: 'Foundations',
  structure: 'Structure',
  platforms: 'Platforms',
  access: 'Access',
  safety: 'Safety',
};

// A Record over every item key: adding an item to the schema without a label fails to compile.
const ITEM_LABELS: Record<ItemKey, string> = {
  ground_conditions: 'Ground conditions',
  base_plates: 'Base plates',
  sole_boards: 'Sole boards',
  ground_stability: 'Ground stability',
  support_capacity: 'Support capacity',
  standards_vertical: 'Standards vertical',
  ledgers_level: 'Ledgers level',
  bracing_complete: 'Bracing complete',
  ties_secure: 'Ties secure',
  couplers_tight: 'Couplers tight',
  tube_condition: 'Tube condition',
  joint_pins: 'Joint pins',
  connection_points: 'Connection points',
  boards_condition: 'Boards condition',
  board_spacing: 'Board spacing',
  trap_doors: 'Trap doors',
  ladders_fixed: 'Ladders fixed',
  access_clear: 'Access clear',
  handrails_present: 'Handrails present',
  toe_boards: 'Toe boards',
  signage: 'Signage',
  emergency_procedures: 'Emergency procedures',
};

export interface ChecklistItemDefinition {
  /** key inside its category, e.g. 'base_plates' */
  key: string;
  /** 'category.item', the key photos and read-back items use */
  itemKey: string;
  label: string;
}

export interface ChecklistCategoryDefinition {
  key: ChecklistCategory;
  label: string;
  items: readonly ChecklistItemDefinition[];
}

/** The inspection checklist in display order (PRODUCT.md "Checklist"). */
export const CHECKLIST: readonly ChecklistCategoryDefinition[] = CHECKLIST_CATEGORIES.map(
  (category) => ({
    key: category,
    label: CATEGORY_LABELS[category],
    items: CHECKLIST_ITEMS[category].map((key) => ({
      key,
      itemKey: `${category}.${key}`,
      label: ITEM_LABELS[key],
    })),
  }),
);

const humanise = (key: string): string => {
  const words = key.replace(/[_.]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : '';
};

/** A checklist item's label from 'category.item' or 'item'; unknown keys are humanised. */
export function checklistItemLabel(name: string): string {
  const key = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : name;
  return (ITEM_LABELS as Record<string, string>)[key] ?? humanise(key);
}

/** A category label from its key or from an item's 'category.item'. */
export function checklistCategoryLabel(name: string): string {
  const key = name.includes('.') ? name.slice(0, name.indexOf('.')) : name;
  return (CATEGORY_LABELS as Record<string, string>)[key] ?? humanise(key);
}

export interface WeatherOption {
  value: WeatherCondition;
  label: string;
}

/** New Inspection weather choices (PRODUCT.md "New Inspection": na = N/A, wind = Windy). */
export const WEATHER_OPTIONS: readonly WeatherOption[] = [
  { value: 'na', label: 'N/A' },
  { value: 'clear', label: 'Clear' },
  { value: 'cloudy', label: 'Cloudy' },
  { value: 'rain', label: 'Rain' },
  { value: 'wind', label: 'Windy' },
  { value: 'snow', label: 'Snow' },
];

/** The label of a stored weather value; unknown values are shown as sent, absent as 'N/A'. */
export function weatherLabel(value: string | null | undefined): string {
  if (!value) return 'N/A';
  return WEATHER_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

/** The blank choice of a checklist status select (PRODUCT.md "New Inspection"). */
export const ITEM_STATUS_PLACEHOLDER = 'Select Status';

export const ITEM_STATUS_OPTIONS = [
  { value: 'pass', label: 'Pass' },
  { value: 'fail', label: 'Fail' },
  { value: 'na', label: 'N/A' },
] as const;
