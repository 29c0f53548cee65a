import { Plural, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { CheckboxGroup as AriaCheckboxGroup, useFilter } from 'react-aria-components';

import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { Dialog, type DialogProps } from '../dialog';
import { SearchField } from '../search-field';
import * as styles from './MultiSelectDialog.css';

export interface MultiSelectItem {
  id: string;
  label: string;
  description?: string;
}

export interface MultiSelectDialogProps extends Pick<DialogProps, 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'size'> {
  /** The dialog heading, e.g. 'Select Target Regions'; also names the list of checkboxes. */
  title: string;
  description?: string;
  items: MultiSelectItem[];
  selectedIds: string[];
  /** Called on every change with the selected ids in `items` order (ids not in `items` are dropped). */
  onChange: (ids: string[]) => void;
  /** Accessible name and placeholder of the search field, e.g. 'Search regions'. */
  searchLabel: string;
  allLabel?: string;
  /** Shown when the search matches nothing. */
  emptyText?: string;
  /** Items shown but not toggleable; "All" leaves them as they are. */
  disabledIds?: string[];
  doneLabel?: string;
}

/**
 * A searchable multi-select in a modal dialog. Render it inside a `DialogTrigger` after the caller's
 * trigger button. Selection changes apply immediately through `onChange`; Done closes the dialog.
 */
export function MultiSelectDialog({
  title,
  description,
  items,
  selectedIds,
  onChange,
  searchLabel,
  allLabel,
  emptyText,
  disabledIds = [],
  doneLabel,
  size = 'md',
  ...props
}: MultiSelectDialogProps) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const listId = useId();

  const selected = new Set(selectedIds);
  const disabled = new Set(disabledIds);
  // Case- and accent-insensitive in the user's locale: 'mexico' finds 'México' and 'GUA' finds 'Guatemala'.
  const { contains } = useFilter({ sensitivity: 'base' });
  const needle = query.trim();
  const visible = needle ? items.filter((item) => contains(item.label, needle)) : items;
  const toggleable = visible.filter((item) => !disabled.has(item.id));
  const toggleableSelected = toggleable.filter((item) => selected.has(item.id)).length;
  const isAllSelected = toggleable.length > 0 && toggleableSelected === toggleable.length;
  const selectedCount = items.filter((item) => selected.has(item.id)).length;

  const emit = (next: Set<string>) => {
    onChange(items.filter((item) => next.has(item.id)).map((item) => item.id));
  };

  const toggleAll = (isSelected: boolean) => {
    const next = new Set(selected);
    for (const item of toggleable) {
      if (isSelected) next.add(item.id);
      else next.delete(item.id);
    }
    emit(next);
  };

  return (
    <Dialog
      {...props}
      title={title}
      description={description}
      size={size}
      footer={
        <>
          <span className={styles.count}>
            <Plural value={selectedCount} one="# selected" other="# selected" />
          </span>
          <Button slot="close">{doneLabel ?? t`Done`}</Button>
        </>
      }
    >
      <div className={styles.content}>
        <SearchField
          label={searchLabel}
          isLabelHidden
          placeholder={searchLabel}
          // A search dialog exists to be typed into: focus starts in the field.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          value={query}
          onChange={setQuery}
        />

        <div className={styles.allOption}>
          <Checkbox
            variant="option"
            isSelected={isAllSelected}
            isIndeterminate={toggleableSelected > 0 && !isAllSelected}
            isDisabled={toggleable.length === 0}
            onChange={toggleAll}
            aria-controls={listId}
          >
            {allLabel ?? t`All`}
          </Checkbox>
        </div>

        <AriaCheckboxGroup
          id={listId}
          aria-label={title}
          value={selectedIds}
          onChange={(ids) => {
            emit(new Set(ids));
          }}
          className={styles.list}
        >
          {visible.map((item) => (
            <Checkbox
              key={item.id}
              variant="option"
              value={item.id}
              description={item.description}
              isDisabled={disabled.has(item.id)}
            >
              {item.label}
            </Checkbox>
          ))}
        </AriaCheckboxGroup>
        <p aria-live="polite" className={styles.empty}>
          {visible.length === 0 ? (emptyText ?? t`No matches`) : ''}
        </p>
      </div>
    </Dialog>
  );
}
