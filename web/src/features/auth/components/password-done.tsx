import { Link } from 'react-router-dom';
import { messages } from '../../../../../shared/messages';

interface PasswordDoneProps {
  /** Where the page goes after a moment (spec §4: 3 seconds). */
  to: string;
  label: string;
}

/** 'Password reset successfully.', announced, with the way on for those who do not wait. */
export function PasswordDone({ to, label }: PasswordDoneProps) {
  return (
    <div className="auth-form">
      <p className="form-success" role="status">
        {messages.passwordResetDone}
      </p>
      <p>
        <Link to={to} replace>
          {label}
        </Link>
      </p>
    </div>
  );
}
