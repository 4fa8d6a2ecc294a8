import { Link } from 'react-router-dom';
import type { Profile } from '../../../../../shared/api/account-operations';
import { formatProfileDate } from '../profile-format';

/** When the password was last changed, when it expires, and the advice of spec §9. */
export function PasswordCard({ profile }: { profile: Profile }) {
  return (
    <section className="card profile-card" aria-labelledby="profile-password-title">
      <h2 id="profile-password-title">Password</h2>
      <dl className="profile-details">
        <div className="profile-details__row">
          <dt>Last changed</dt>
          <dd>{formatProfileDate(profile.passwordChangedAt)}</dd>
        </div>
        <div className="profile-details__row">
          <dt>Expires</dt>
          <dd>{formatProfileDate(profile.passwordExpiryDate)}</dd>
        </div>
      </dl>
      <p>We recommend changing your password every 60 days.</p>
      <p>
        <Link className="button button--secondary" to="/changePassword">
          Change password
        </Link>
      </p>
    </section>
  );
}
