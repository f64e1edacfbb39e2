import { z } from 'zod';
import { MESSAGES } from '../messages';
import { type Id, type MoveLine, moveLineSchema } from '../schemas';
import { DEFAULT_MOVE_QUANTITY, validateMoveQuantity } from '../stock';

/** A destination select: '' (nothing chosen) is 'Required'; the value is read as an id. */
const destinationField = () =>
  z.union([z.number(), z.string()]).transform((value, ctx) => {
    const id = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
    if (!Number.isInteger(id) || id < 0) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.required });
      return z.NEVER;
    }
    return id;
  });

/**
 * The Move Items form for an item with `available` units to move: destination site,
 * sublocation and subarea required; quantity checked and clamped by validateMoveQuantity.
 * Output: ids and the quantity as numbers.
 */
export function moveSchemaFor(available: number) {
  return z.object({
    site_id: destinationField(),
    sublocation_id: destinationField(),
    subarea_id: destinationField(),
    quantity: z.union([z.number(), z.string()]).transform((value, ctx) => {
      const check = validateMoveQuantity(value, available);
      if (!check.ok) {
        ctx.addIssue({ code: 'custom', message: check.message });
        return z.NEVER;
      }
      return check.quantity;
    }),
  });
}
export type MoveFormValues = z.input<ReturnType<typeof moveSchemaFor>>;
export type MoveFormOutput = z.output<ReturnType<typeof moveSchemaFor>>;

/** Nothing chosen, quantity 1 (PRODUCT.md "Other limits"). */
export const emptyMoveForm = (): MoveFormValues => ({
  site_id: '',
  sublocation_id: '',
  subarea_id: '',
  quantity: DEFAULT_MOVE_QUANTITY,
});

/** One moveItems line from the item moved (and the subarea it leaves). */
export function toMoveLine(
  source: { itemId: Id; fromSubareaId?: Id | null },
  values: MoveFormOutput,
): MoveLine {
  return moveLineSchema.parse({
    item_id: source.itemId,
    from_subarea_id: source.fromSubareaId ?? null,
    destination: {
      site_id: values.site_id,
      sublocation_id: values.sublocation_id,
      subarea_id: values.subarea_id,
    },
    quantity: values.quantity,
  });
}
