import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
  rectSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type SortableListProps<T> = {
  items: readonly T[];
  getId: (item: T) => number | string;
  /** Called with the items in their new order after a drop (mouse, touch or keyboard). */
  onReorder: (items: T[]) => void;
  /** Renders one item; put `handle` where the drag handle belongs. */
  renderItem: (item: T, handle: ReactNode, index: number) => ReactNode;
  /** The accessible name of an item's drag handle. */
  handleLabel: (item: T) => string;
  /** `grid` for wrapping layouts (a gallery), `list` for rows. */
  layout?: 'list' | 'grid';
  disabled?: boolean;
};

/**
 * Drag-and-drop ordering shared by every reorderable list (places, categories, specs, a
 * gallery). The handle also works from the keyboard: space to lift, arrows to move, space to drop.
 */
export function SortableList<T>({
  items,
  getId,
  onReorder,
  renderItem,
  handleLabel,
  layout = 'list',
  disabled = false,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(getId);

  const dropped = ({ active, over }: DragEndEvent) => {
    if (over === null || active.id === over.id) return;
    const from = ids.indexOf(active.id);
    const to = ids.indexOf(over.id);
    if (from < 0 || to < 0) return;
    onReorder(arrayMove([...items], from, to));
  };

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dropped}>
      <SortableContext
        items={ids}
        strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy}
        disabled={disabled}
      >
        {items.map((item, index) => (
          <SortableItem key={getId(item)} id={getId(item)} label={handleLabel(item)}>
            {(handle) => renderItem(item, handle, index)}
          </SortableItem>
        ))}
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({
  id,
  label,
  children,
}: {
  id: number | string;
  label: string;
  children: (handle: ReactNode) => ReactNode;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  const handle = (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      aria-label={label}
      style={{ cursor: 'grab', touchAction: 'none' }}
      {...attributes}
      {...listeners}
    >
      <IconGripVertical size={18} aria-hidden />
    </ActionIcon>
  );
  return (
    <div
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
      }}
    >
      {children(handle)}
    </div>
  );
}
