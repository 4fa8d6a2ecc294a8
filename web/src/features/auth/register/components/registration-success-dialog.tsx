import { useEffect, useRef } from 'react';
import { messages } from '../../../../../../shared/messages';
import { Modal } from '../../../../components/modal';
import { registrationRedirectMs } from '../register-timing';

/** The registration success modal (spec §4); `onDone` runs after 3 seconds or on OK. */
export function RegistrationSuccessDialog({ onDone }: { onDone: () => void }) {
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });

  useEffect(() => {
    const timer = window.setTimeout(() => onDoneRef.current(), registrationRedirectMs);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <Modal
      title="Registration submitted"
      onClose={onDone}
      description={<p>{messages.registrationSubmitted}</p>}
      actions={
        <button type="button" className="button" onClick={onDone}>
          OK
        </button>
      }
    >
      <p className="field-hint">You will be taken to the home page in a moment.</p>
    </Modal>
  );
}
