import type { Profile } from '../../../../../shared/api/account-operations';
import { formatMobile } from '../profile-format';

/** The stored details, as a description list. */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const rows: [string, string][] = [
    ['First Name', profile.firstName],
    ['Last Name', profile.lastName],
    ['Email', profile.email],
    ['Mobile Number', formatMobile(profile.mobileNumber)],
    ['Organization', profile.organization],
    ['Employee ID', profile.employeeId || 'Not recorded'],
  ];
  return (
    <dl className="profile-details">
      {rows.map(([term, value]) => (
        <div key={term} className="profile-details__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
