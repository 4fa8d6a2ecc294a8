import {
  passwordMaxLength,
  passwordMinLength,
  passwordSpecialCharacters,
} from '../../../../../../shared/schemas/password-schema';
import { Modal } from '../../../../components/modal';

/** The Access Condition pop-up: the password rules of spec §5. */
export function AccessConditionDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal
      title="Access Condition"
      closeLabel="Close Access Condition"
      onClose={onClose}
      description={<p>Your password must meet all of these conditions:</p>}
      actions={
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      }
    >
      <ul className="rule-list">
        <li>
          Between {passwordMinLength} and {passwordMaxLength} characters long
        </li>
        <li>At least one lowercase letter (a–z)</li>
        <li>At least one uppercase letter (A–Z)</li>
        <li>At least one number (0–9)</li>
        <li>
          At least one special character, one of <code>{passwordSpecialCharacters}</code>
        </li>
        <li>No spaces or other whitespace</li>
        <li>Password and Confirm Password must match</li>
      </ul>
      <p>
        Keep your password to yourself. We recommend changing it every 60 days; it expires after
        that time.
      </p>
    </Modal>
  );
}
