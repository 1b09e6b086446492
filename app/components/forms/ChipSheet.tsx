import * as Dialog from "@radix-ui/react-dialog";
import type { ChipOption } from "./chip-option";

/** The chip selector's bottom sheet on small screens (ChipSelect.tsx): the extended options. */
export default function ChipSheet({
  title,
  closeLabel,
  chipClass,
  options,
  onClose,
  onChoose,
}: {
  title: string;
  closeLabel: string;
  chipClass: string;
  options: ChipOption[];
  onClose: () => void;
  onChoose: (value: string) => void;
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-[70] max-h-[75vh] overflow-y-auto rounded-t-2xl bg-white p-4 shadow-xl"
        >
          <div className="mb-3 flex items-center justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-ink">{title}</Dialog.Title>
            <Dialog.Close
              className="-m-2 inline-flex size-10 items-center justify-center rounded-full text-2xl text-muted"
              aria-label={closeLabel}
            >
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <ul className="flex flex-wrap gap-2">
            {options.map((option) => (
              <li key={option.value}>
                <button type="button" className={chipClass} onClick={() => onChoose(option.value)}>
                  {option.label}
                </button>
              </li>
            ))}
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
