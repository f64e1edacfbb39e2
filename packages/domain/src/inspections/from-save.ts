// What a server keeps of a saved inspection form, and what it refuses: the rules every server of
// the product applies to saveInspection (the mock in memory, the real server in its database).
import type { Id } from '../schemas/common';
import {
  CHECKLIST_CATEGORIES,
  CHECKLIST_ITEMS,
  type Inspection,
  type InspectionItem,
  type SavedInspection,
  SIGNATURE_ROLES,
} from '../schemas/inspection';

import { type ImageRefusal, refusedImage } from './image-refusal';

const CHECKLIST_KEYS = new Set<string>(
  CHECKLIST_CATEGORIES.flatMap((category) =>
    CHECKLIST_ITEMS[category].map((item) => `${category}.${item}`),
  ),
);

/** Why a save is refused before anything is stored, as `{status, detail}`; null when it is not. */
export function refusedSave(saved: SavedInspection): ImageRefusal | null {
  const unknownPhoto = Object.keys(saved.photos).find((key) => !CHECKLIST_KEYS.has(key));
  if (unknownPhoto) return { status: 400, detail: `photos.${unknownPhoto}: not a checklist item` };
  // Photos and signatures must be base64 JPEG, PNG or WebP data URLs within the cap.
  const images: [string, string][] = [
    ...Object.entries(saved.photos).map(([key, value]): [string, string] => [
      `photos.${key}`,
      value,
    ]),
    ...Object.entries(saved.signatures)
      .filter(([, value]) => value !== '')
      .map(([role, value]): [string, string] => [`signatures.${role}`, value]),
  ];
  for (const [field, value] of images) {
    const refused = refusedImage(field, value);
    if (refused) return refused;
  }
  return null;
}

/** The stored inspection of a saved form: items as 'category.item', signatures with roles. */
export function inspectionFromSave(
  saved: SavedInspection,
  now: Date,
  newId: (kind: 'inspection' | 'signature') => Id,
): Inspection {
  const items: InspectionItem[] = CHECKLIST_CATEGORIES.flatMap((category) =>
    CHECKLIST_ITEMS[category].map((item) => {
      const answer = (
        saved.categories[category] as Record<string, { status: string; notes: string }>
      )[item];
      const status = answer?.status ?? '';
      return {
        name: `${category}.${item}`,
        status,
        notes: answer?.notes ?? '',
        passed: status === 'pass' ? true : status === 'fail' ? false : null,
      };
    }),
  );
  const stamp = now.toISOString();
  return {
    id: newId('inspection'),
    passed: !items.some((item) => item.status === 'fail'),
    notes: saved.notes,
    created_at: stamp,
    updated_at: stamp,
    completed_at: stamp,
    weather_conditions: saved.weather_conditions,
    temperature: saved.temperature,
    humidity: saved.humidity,
    wind_speed: saved.wind_speed,
    scaffold_type: saved.scaffold_type,
    scaffold_height: saved.scaffold_height,
    load_rating: saved.load_rating,
    tie_pattern: saved.tie_pattern,
    items,
    photos: Object.entries(saved.photos).map(([item_key, photo]) => ({ item_key, photo })),
    signatures: SIGNATURE_ROLES.filter((role) => saved.signatures[role] !== '').map((role) => ({
      id: newId('signature'),
      role,
      signature: saved.signatures[role],
    })),
    // The Schedule 7 particulars: stored when sent; an older client's save leaves them null.
    inspector_name: saved.inspector_name ?? null,
    inspector_position: saved.inspector_position ?? null,
    action_taken: saved.action_taken ?? null,
    further_action: saved.further_action ?? null,
    ...(saved.scaffold_id === undefined ? {} : { scaffold_id: saved.scaffold_id }),
  };
}
