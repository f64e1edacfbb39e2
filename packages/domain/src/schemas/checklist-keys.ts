// The inspection checklist's categories and items (PRODUCT.md "Checklist"), with no schema: the schemas of
// inspection.ts are built from them, and the labels (inspections/checklist.ts) and the signed-in
// screens' rules read them without building any.

export const CHECKLIST_CATEGORIES = [
  'foundations',
  'structure',
  'platforms',
  'access',
  'safety',
] as const;
export type ChecklistCategory = (typeof CHECKLIST_CATEGORIES)[number];

/** Checklist items per category (PRODUCT.md "Checklist"). */
export const CHECKLIST_ITEMS = {
  foundations: [
    'ground_conditions',
    'base_plates',
    'sole_boards',
    'ground_stability',
    'support_capacity',
  ],
  structure: [
    'standards_vertical',
    'ledgers_level',
    'bracing_complete',
    'ties_secure',
    'couplers_tight',
    'tube_condition',
    'joint_pins',
    'connection_points',
  ],
  platforms: ['boards_condition', 'board_spacing', 'trap_doors'],
  access: ['ladders_fixed', 'access_clear', 'handrails_present'],
  safety: ['toe_boards', 'signage', 'emergency_procedures'],
} as const satisfies Record<ChecklistCategory, readonly string[]>;
