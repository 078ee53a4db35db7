import ClaimCenterForm from './ClaimCenterForm.tsx';
import { keepFocusedInView } from '../../lib/focus.ts';
import CreateCenterForm from './CreateCenterForm.tsx';
import { CloseButton, Modal } from '../../components/Modal.tsx';
import { Tabs } from './Tabs.tsx';

/** Add Center (owner-admin-side.md section 2): claim an existing listing or create a new one. */
export default function AddCenterDialog({
  open,
  onClose,
  onChanged,
}: {
  open: boolean;
  onClose: () => void;
  /** The user's centers changed (claimed or created). */
  onChanged: () => void;
}) {
  const done = () => {
    onChanged();
    onClose();
  };
  return (
    <Modal open={open} onClose={onClose} titleId="add-center-title" wide>
      <div
        className="relative max-h-[calc(100vh-2rem)] scroll-pt-4 scroll-pb-28 overflow-y-auto p-6"
        onFocus={keepFocusedInView}
      >
        <h2 id="add-center-title" className="text-xl font-semibold">
          Add Center
        </h2>
        <CloseButton onClose={onClose} />
        <div className="mt-4">
          <Tabs
            idPrefix="add-center"
            label="How to add your center"
            tabs={[
              {
                id: 'claim',
                label: 'Claim Existing Center',
                panel: <ClaimCenterForm onClaimed={done} onClose={onClose} />,
              },
              {
                id: 'create',
                label: 'Create New Center',
                panel: <CreateCenterForm onCreated={done} />,
              },
            ]}
          />
        </div>
      </div>
    </Modal>
  );
}
