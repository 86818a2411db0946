// The Leads tab's board: a column per status, each lead a card that moves to another column by its
// drag handle (pointer or keyboard, from a tablet's width up) or by its "Move to" list (everywhere).
// The only module that imports @dnd-kit: the panel loads it on demand, so the table's code and every
// public page stay without it.
import {
  type Active,
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { CalendarClock, GripVertical, TriangleAlert } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Select } from "~/components/ui/select";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import { dateTime } from "~/lib/format";
import { rupees } from "~/lib/rupees";
import { leadPagePath } from "~/features/leads";
import { type LeadStatus, leadStatuses } from "#database/lead-statuses";
import { type BoardColumn, type BoardLead, statusLabel } from "./lead-board-view";
import { useLeadActions } from "./use-lead-actions";

/** The control a lead was moved with: focused again on its card in the new column. */
type MoveControl = "handle" | "select";

/** What a card's drag handle carries: the lead, its column, and how to move it. */
interface DraggedLead {
  lead: BoardLead;
  from: LeadStatus;
  move: (to: LeadStatus, control: MoveControl) => void;
}

const draggedLead = (active: Active) => active.data.current as DraggedLead | undefined;
const statusOf = (id: UniqueIdentifier | FormDataEntryValue | null) => leadStatuses.find((status) => status === id);
/** '1 lead', '1,204 leads'. */
const leadCount = (count: number) => `${count.toLocaleString("en-IN")} ${count === 1 ? "lead" : "leads"}`;
/** The deal values of these leads, in whole rupees. */
const dealTotal = (leads: BoardLead[]) => leads.reduce((sum, lead) => sum + (lead.dealValue ?? 0), 0);

/** What a screen reader hears as a lead is dragged, naming the lead and the columns. */
const announcements: Announcements = {
  onDragStart: ({ active }) => {
    const dragged = draggedLead(active);
    return dragged && `Picked up ${dragged.lead.name}, in ${statusLabel(dragged.from)}.`;
  },
  onDragOver: ({ active, over }) => {
    const dragged = draggedLead(active);
    const to = over && statusOf(over.id);
    if (!dragged) return undefined;
    return to ? `${dragged.lead.name} is over ${statusLabel(to)}.` : `${dragged.lead.name} is over no column.`;
  },
  onDragEnd: ({ active, over }) => {
    const dragged = draggedLead(active);
    const to = over && statusOf(over.id);
    if (!dragged) return undefined;
    return to && to !== dragged.from
      ? `${dragged.lead.name} moved from ${statusLabel(dragged.from)} to ${statusLabel(to)}.`
      : `${dragged.lead.name} stays in ${statusLabel(dragged.from)}.`;
  },
  onDragCancel: ({ active }) => {
    const dragged = draggedLead(active);
    return dragged && `Move cancelled: ${dragged.lead.name} stays in ${statusLabel(dragged.from)}.`;
  },
};

const screenReaderInstructions = {
  draggable:
    "To move this lead to another column, press space or enter, choose the column with the left and right arrow keys, then press space or enter to drop it there, or escape to cancel. The lead's Move to list does the same.",
};

/**
 * The keyboard's left and right arrows take the dragged card to the next column, not 25 pixels
 * along: five presses at most cross the board. Up and down are left to scroll the page.
 */
const columnByColumn: KeyboardCoordinateGetter = (
  event,
  { context: { active, collisionRect, droppableRects, over } },
) => {
  const step = event.code === KeyboardCode.Right ? 1 : event.code === KeyboardCode.Left ? -1 : 0;
  if (!step || !collisionRect) return undefined;
  event.preventDefault();
  const from = over ? statusOf(over.id) : active && draggedLead(active)?.from;
  const to = from && leadStatuses[leadStatuses.indexOf(from) + step];
  const column = to && droppableRects.get(to);
  if (!column) return undefined;
  return { x: column.left + (column.width - collisionRect.width) / 2, y: collisionRect.top };
};

/** The column under the pointer; for the keyboard, which has no pointer, the column the card overlaps most. */
const columnUnder: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length ? within : rectIntersection(args);
};

/**
 * Whether focus is nowhere, or still on this lead's card in the column it left (hidden there now):
 * then, and only then, the card in the new column takes it, so a move never pulls focus away from
 * something the admin went on to.
 */
function focusLeftBehind(id: string) {
  const focused = document.activeElement;
  return !focused || focused === document.body || focused.closest("[data-lead]")?.getAttribute("data-lead") === id;
}

export default function LeadBoard({
  columns,
  tableHref,
}: {
  columns: BoardColumn[];
  /** The table's address with the filter, narrowed to one status: where a full column's other leads are. */
  tableHref: (status: LeadStatus) => string;
}) {
  const [moved, setMoved] = useState<{ id: string; control: MoveControl }>();
  const [dragged, setDragged] = useState<BoardLead>();
  const sensors = useSensors(
    // A click on the handle is not a drag: the pointer must travel a little first.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnByColumn }),
  );

  // Each move's request is sent from the board, not from the card: the card it was sent from
  // leaves its column as the answer lands, and the toast that reports the answer would go with it.
  // Until its answer has been reported, a lead shows in the column it is being moved to (and back
  // where it was if the change failed); the card it left stays mounted there, hidden, so focus can
  // follow the lead to its new card.
  const [requests, setRequests] = useState<ReadonlyMap<string, BoardMove>>(new Map());
  const placed = (lead: BoardLead) => requests.get(lead.id)?.to ?? lead.status;
  const everyLead = columns.flatMap((column) => column.leads);
  const onMove = (move: BoardMove, control: MoveControl) => {
    setMoved({ id: move.id, control });
    setRequests((sent) => new Map(sent).set(move.id, move));
  };
  const settled = (id: string) =>
    setRequests((sent) => {
      const left = new Map(sent);
      left.delete(id);
      return left;
    });

  function drop({ active, over }: DragEndEvent) {
    setDragged(undefined);
    const to = over && statusOf(over.id);
    const lead = draggedLead(active);
    if (lead && to && to !== lead.from) lead.move(to, "handle");
  }

  return (
    <DndContext
      // A fixed id keeps the server's and the browser's HTML alike (dnd-kit counts ids otherwise); it
      // names the hidden instructions every drag handle points to.
      id="lead-board-instructions"
      sensors={sensors}
      collisionDetection={columnUnder}
      // The card that held focus is hidden once moved: the card in the new column takes focus itself.
      accessibility={{ announcements, screenReaderInstructions, restoreFocus: false }}
      onDragStart={({ active }) => setDragged(draggedLead(active)?.lead)}
      onDragEnd={drop}
      onDragCancel={() => setDragged(undefined)}
    >
      {/* The board scrolls sideways in here, column by column on a phone; the page never does. */}
      <div className="flex min-w-0 snap-x snap-mandatory gap-3 overflow-x-auto overscroll-x-contain pb-2 md:snap-none">
        {columns.map((column) => {
          const cards = everyLead
            .filter((lead) => lead.status === column.status || placed(lead) === column.status)
            .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
          const shown = cards.filter((lead) => placed(lead) === column.status);
          const movedIn = shown.filter((lead) => lead.status !== column.status);
          const movedOut = cards.filter((lead) => placed(lead) !== column.status);
          return (
            <StatusColumn
              key={column.status}
              status={column.status}
              count={column.count + movedIn.length - movedOut.length}
              value={column.value + dealTotal(movedIn) - dealTotal(movedOut)}
              more={column.count - column.leads.length}
              moreHref={tableHref(column.status)}
            >
              {cards.length ? (
                <ol className="grid gap-2">
                  {cards.map((lead) => (
                    <BoardCard
                      key={lead.id}
                      lead={lead}
                      column={column.status}
                      hidden={placed(lead) !== column.status}
                      inFlight={requests.has(lead.id)}
                      refocus={moved?.id === lead.id ? moved.control : undefined}
                      onMove={onMove}
                    />
                  ))}
                </ol>
              ) : null}
              {shown.length ? null : <p className="px-1 py-6 text-center text-sm text-muted-foreground">No leads</p>}
            </StatusColumn>
          );
        })}
      </div>
      {[...requests.values()].map((move) => (
        <MoveRequest key={move.id} move={move} onSettled={settled} />
      ))}
      {/* The card under the pointer while dragging: a picture only, the card itself stays in its list. */}
      <DragOverlay dropAnimation={null}>
        {dragged ? (
          <div aria-hidden className="grid w-64 gap-1 rounded-md border bg-background p-3 text-sm shadow-lg">
            <span className="font-medium [overflow-wrap:anywhere]">{dragged.name}</span>
            <span className="[overflow-wrap:anywhere]">{dragged.service}</span>
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

/** A lead moved to another column: which, from where. */
interface BoardMove {
  id: string;
  from: LeadStatus;
  to: LeadStatus;
}

/**
 * One move's request: the same status change as the table's dropdown (same request, toasts, audit
 * entry and webhook), kept by the board until its answer has been reported.
 */
function MoveRequest({ move, onSettled }: { move: BoardMove; onSettled: (id: string) => void }) {
  const { changeStatus, statusSettled } = useLeadActions({ id: move.id, status: move.from });
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    changeStatus(move.to);
  }, [changeStatus, move.to]);
  useEffect(() => {
    if (statusSettled) onSettled(move.id);
  }, [statusSettled, onSettled, move.id]);
  return null;
}

/** A status's column, a region named with its figures ("Contacted: 3 leads, ₹1,20,000"), and the place to drop a card. */
function StatusColumn({
  status,
  count,
  value,
  more,
  moreHref,
  children,
}: {
  status: LeadStatus;
  count: number;
  value: number;
  /** How many of the status's leads the column leaves out. */
  more: number;
  moreHref: string;
  children: React.ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const label = statusLabel(status);
  return (
    <section
      ref={setNodeRef}
      aria-label={`${label}: ${leadCount(count)}, ${rupees(value)}`}
      className={cn(
        "flex w-68 shrink-0 snap-start flex-col gap-2 rounded-lg border bg-muted/60 p-2 md:w-auto md:min-w-65 md:flex-1",
        isOver && "ring-2 ring-ring",
      )}
    >
      <div className="px-1">
        <h3 className="font-semibold">{label}</h3>
        <p className="text-sm text-muted-foreground">
          {leadCount(count)} <span aria-hidden>·</span> {rupees(value)}
        </p>
      </div>
      {children}
      {more > 0 ? (
        <Link to={moreHref} className="px-1 text-sm font-medium underline underline-offset-2">
          and {more.toLocaleString("en-IN")} more: use the table
        </Link>
      ) : null}
    </section>
  );
}

function BoardCard({
  lead,
  column,
  hidden,
  inFlight,
  refocus,
  onMove,
}: {
  lead: BoardLead;
  column: LeadStatus;
  /** Moved to another column, its answer still to come. */
  hidden: boolean;
  /** A move of this lead is on its way: it is not moved again until it lands. */
  inFlight: boolean;
  /** The control to focus when this card shows (the lead was just moved with it). */
  refocus: MoveControl | undefined;
  onMove: (move: BoardMove, control: MoveControl) => void;
}) {
  const move = (to: LeadStatus, control: MoveControl) => onMove({ id: lead.id, from: column, to }, control);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    // The card a lead left and the card it moved to are both mounted until the answer comes.
    id: `${column}:${lead.id}`,
    data: { lead, from: column, move } satisfies DraggedLead,
    disabled: inFlight,
  });
  const handle = useRef<HTMLButtonElement>(null);
  const select = useRef<HTMLSelectElement>(null);
  // Until the page's scripts run, a choice here could do nothing: it waits for them.
  const hydrated = useHydrated();
  useEffect(() => {
    if (hidden || !refocus || !focusLeftBehind(lead.id)) return;
    (refocus === "handle" ? handle : select).current?.focus();
  }, [hidden, refocus, lead.id]);

  return (
    <li
      ref={setNodeRef}
      hidden={hidden}
      data-lead={lead.id}
      className={cn("grid min-w-0 gap-1.5 rounded-md border bg-background p-3 text-sm", isDragging && "opacity-50")}
    >
      <div className="flex items-start justify-between gap-2">
        <Link to={leadPagePath(lead.id)} className="min-w-0 pt-1 font-medium [overflow-wrap:anywhere] hover:underline">
          {lead.name}
        </Link>
        {/* A handle of its own, so the card's link and list are never inside a draggable button. */}
        <button
          ref={(node) => {
            setActivatorNodeRef(node);
            handle.current = node;
          }}
          type="button"
          {...attributes}
          {...listeners}
          aria-label={`Drag ${lead.name}`}
          className="hidden size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded text-muted-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-disabled:cursor-default md:inline-flex"
        >
          <GripVertical className="size-4" aria-hidden />
        </button>
      </div>
      <p className="[overflow-wrap:anywhere]">{lead.service}</p>
      <p className="text-xs text-muted-foreground">
        {lead.dealValue !== null ? `Deal ${rupees(lead.dealValue)} · ` : null}
        {lead.age} ago
      </p>
      {lead.followUpAt ? (
        <p
          className={cn(
            "flex items-center gap-1 text-xs",
            lead.followUpOverdue ? "font-semibold text-destructive" : "text-muted-foreground",
          )}
        >
          {lead.followUpOverdue ? (
            <TriangleAlert className="size-3.5 shrink-0" aria-hidden />
          ) : (
            <CalendarClock className="size-3.5 shrink-0" aria-hidden />
          )}
          {lead.followUpOverdue ? "Overdue follow-up" : "Follow up"} {dateTime(lead.followUpAt)}
        </p>
      ) : null}
      {inFlight ? <p className="text-xs text-muted-foreground">Moving…</p> : null}
      {/* Not disabled while a move is on its way, only inert: focus stays on it as the card lands. */}
      <Select
        ref={select}
        aria-label={`Move ${lead.name} to`}
        aria-disabled={inFlight || undefined}
        disabled={!hydrated}
        value=""
        onChange={(event) => {
          const to = statusOf(event.currentTarget.value);
          if (to && !inFlight) move(to, "select");
        }}
        className="mt-1 h-9 py-1"
      >
        <option value="" disabled>
          Move to…
        </option>
        {leadStatuses
          .filter((status) => status !== column)
          .map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
      </Select>
    </li>
  );
}
