import {
  CHECKLIST,
  ITEM_STATUS_OPTIONS,
  ITEM_STATUS_PLACEHOLDER,
  type NewInspectionFormValues,
} from '@scaffold/domain';
import { Select, TextField, VisuallyHidden } from '@scaffold/ui';
import type { ReactNode } from 'react';
import type { Path, UseFormRegister } from 'react-hook-form';
import * as styles from './NewInspectionForm.css';

interface ChecklistFieldsProps {
  register: UseFormRegister<NewInspectionFormValues>;
  /** The photo control of one item ('category.item'). */
  renderPhoto: (itemKey: string, itemLabel: string) => ReactNode;
}

// Labels show 'Status' and 'Notes' and are read 'Status for Base plates', so 22 of each stay apart.
const itemLabel = (visible: string, item: string) => (
  <>
    {visible}
    <VisuallyHidden> for {item}</VisuallyHidden>
  </>
);

/** The checklist (PRODUCT.md "Checklist"), one fieldset per category: status, notes and a photo per item. */
export function ChecklistFields({ register, renderPhoto }: ChecklistFieldsProps) {
  return (
    <div className={styles.checklist}>
      {CHECKLIST.map((category) => (
        <fieldset key={category.key} className={styles.fieldset}>
          <legend className={styles.legend}>{category.label}</legend>
          <ul className={styles.items}>
            {category.items.map((item) => {
              const base = `categories.${category.key}.${item.key}` as const;
              return (
                <li key={item.itemKey} className={styles.item}>
                  <p className={styles.itemName}>{item.label}</p>
                  <Select
                    className={styles.itemStatus}
                    label={itemLabel('Status', item.label)}
                    placeholder={ITEM_STATUS_PLACEHOLDER}
                    options={ITEM_STATUS_OPTIONS}
                    {...register(`${base}.status` as Path<NewInspectionFormValues>)}
                  />
                  <TextField
                    className={styles.itemNotes}
                    label={itemLabel('Notes', item.label)}
                    {...register(`${base}.notes` as Path<NewInspectionFormValues>)}
                  />
                  <div className={styles.itemPhoto}>{renderPhoto(item.itemKey, item.label)}</div>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
