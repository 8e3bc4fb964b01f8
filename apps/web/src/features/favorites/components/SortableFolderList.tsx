// The folder list, reorderable by dragging (@dnd-kit: pointer, touch and keyboard: focus a handle,
// Space to lift, arrows to move, Space to drop, Esc to cancel; screen readers hear each step).
// Loaded with the Favorites page only, after its first paint (FoldersPanel shows the plain list until then).
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useRef } from 'react';
import { restrictToVerticalAxis } from '../lib/drag-modifiers';
import { useTranslation } from 'react-i18next';
import type { FavoriteGroup } from '../types';
import { FolderRow } from './FolderRow';
import type { FolderListProps } from './FolderList';
import classes from './Folders.module.css';

function SortableRow({ folder, index, props }: { folder: FavoriteGroup; index: number; props: FolderListProps }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: folder.id });
  return (
    <FolderRow
      folder={folder}
      active={props.openId === folder.id}
      onOpen={props.onOpen}
      drag={{
        setNodeRef,
        setHandleRef: setActivatorNodeRef,
        style: { transform: CSS.Translate.toString(transform), transition },
        handleProps: { ...attributes, ...listeners },
        dragging: isDragging,
      }}
      menu={{
        folders: props.folders,
        onStep: (step) => props.onReorder(index, index + step),
        canUp: index > 0,
        canDown: index < props.folders.length - 1,
        onDeleted: () => props.onDeleted(folder.id),
      }}
    />
  );
}

export default function SortableFolderList(props: FolderListProps) {
  const { t } = useTranslation('favorites');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const name = (id: string | number) => props.folders.find((g) => g.id === id)?.name ?? '';
  const position = (id: string | number) => props.folders.findIndex((g) => g.id === id) + 1;
  // Lifting a row also makes it "over" its own place: that first onDragOver would replace the
  // "picked up" announcement at once, so only a change of place is announced.
  const lastOver = useRef<string | number | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return t('drag.start', { name: name(active.id), position: position(active.id) });
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver.current) return undefined;
      lastOver.current = over.id;
      return t('drag.over', { name: name(active.id), position: position(over.id) });
    },
    onDragEnd: ({ active, over }) =>
      over ? t('drag.end', { name: name(active.id), position: position(over.id) }) : t('drag.cancel', { name: name(active.id) }),
    onDragCancel: ({ active }) => t('drag.cancel', { name: name(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    props.onReorder(position(active.id) - 1, position(over.id) - 1);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[restrictToVerticalAxis]}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('drag.instructions') } }}
    >
      <SortableContext items={props.folders.map((g) => g.id)} strategy={verticalListSortingStrategy}>
        <ul className={classes.list} aria-label={t('folders.list')} data-testid="folder-list" data-sortable>
          {props.folders.map((folder, index) => (
            <SortableRow key={folder.id} folder={folder} index={index} props={props} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
